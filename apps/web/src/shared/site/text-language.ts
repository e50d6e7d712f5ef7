import type { Language } from '@credo/contracts';
import { useMemo } from 'react';
import { useSite } from './site-context';

/** The `lang` and `dir` attributes of a text, spread on its element. */
export type TextLanguage = { lang?: string; dir?: 'ltr' | 'rtl' | 'auto' };

/**
 * The attributes of a text written in a platform language (a certification's or a course's own),
 * which may not be the page's: an Arabic certification on an English page. Its language is named
 * (WCAG 3.1.2, language of parts: a screen reader reads it with the right voice) and its direction
 * set; the browser also chooses the text's font by its language (`:lang(ar)` in global.css), instead
 * of looking through the page's font list and then the system for each character (issue 19: that
 * lookup was the certification page's longest task). Nothing in the page's own language; an
 * unknown language gets its direction from its first letter.
 */
export const textLanguageOf = (languages: Language[], pageLanguageId: number, languageId: number): TextLanguage => {
  if (languageId === pageLanguageId) return {};
  const language = languages.find((l) => l.id === languageId);
  if (!language?.languageSimple) return { dir: 'auto' };
  return { lang: language.languageSimple.replace('_', '-'), dir: language.rtlStatus === '1' ? 'rtl' : 'ltr' };
};

/** textLanguageOf for the visit's site and language. */
export const useTextLanguage = (languageId: number): TextLanguage => {
  const { languages, languageId: pageLanguageId } = useSite();
  return useMemo(() => textLanguageOf(languages, pageLanguageId, languageId), [languages, pageLanguageId, languageId]);
};

/**
 * textLanguageOf for many texts of one page (a list's rows, each in its own language): one site
 * read, one answer kept per language, as a list's cards render in the task their answer arrives in.
 */
export const useTextLanguages = (): ((languageId: number) => TextLanguage) => {
  const { languages, languageId: pageLanguageId } = useSite();
  return useMemo(() => {
    const known = new Map<number, TextLanguage>();
    return (languageId) => {
      let language = known.get(languageId);
      if (!language) known.set(languageId, (language = textLanguageOf(languages, pageLanguageId, languageId)));
      return language;
    };
  }, [languages, pageLanguageId]);
};

/**
 * Starts loading the Arabic face of global.css (a local font, no download) before any Arabic text is
 * laid out: a local font loads asynchronously in Chromium, and text laid out before it is laid out
 * again when it arrives. Pages whose content may be Arabic call it when their module loads.
 */
export const preloadArabicFace = (): void => {
  if (typeof document === 'undefined' || !document.fonts) return;
  void document.fonts.load('16px "Credo Arabic"', '\u0627').catch(() => undefined);
};
