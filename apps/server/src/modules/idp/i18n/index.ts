import { ar } from './ar';
import { de } from './de';
import { en, type Messages } from './en';
import { es } from './es';
import { fr } from './fr';
import { id } from './id';
import { ko } from './ko';
import { pl } from './pl';
import { pt } from './pt';
import { th } from './th';
import { tr } from './tr';
import { vi } from './vi';

export type { Messages };
export const CATALOGUES = { en, ar, pl, es, fr, de, tr, pt, vi, id, ko, th } as const;
export type Lang = keyof typeof CATALOGUES;
export const RTL_LANGS: ReadonlySet<Lang> = new Set<Lang>(['ar']);

const isLang = (v: string): v is Lang => Object.hasOwn(CATALOGUES, v);

/** 'pt-BR' -> 'pt'; unknown -> undefined. */
export function toLang(tag: string | undefined | null): Lang | undefined {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLang(base) ? base : undefined;
}

/** Language tags of an Accept-Language header, best first. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, i };
    })
    .filter((l) => l.tag && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.tag);
}

/**
 * The page language: the authorization request's ui_locales (space-separated, in order of
 * preference), then a `lang` parameter, then Accept-Language, then English.
 */
export function pickLang(input: { uiLocales?: unknown; lang?: unknown; acceptLanguage?: string }): Lang {
  const fromUi = typeof input.uiLocales === 'string' ? input.uiLocales.split(/\s+/) : [];
  const fromParam = typeof input.lang === 'string' ? [input.lang] : [];
  for (const tag of [...fromUi, ...fromParam, ...acceptedLanguages(input.acceptLanguage)]) {
    const lang = toLang(tag);
    if (lang) return lang;
  }
  return 'en';
}

export type Translate = (key: keyof Messages, vars?: Record<string, string | number>) => string;

export function translator(lang: Lang): Translate {
  const messages: Messages = CATALOGUES[lang];
  return (key, vars) => messages[key].replace(/\{(\w+)\}/g, (m, name: string) => (vars && name in vars ? String(vars[name]) : m));
}

const PLURAL_KEYS = { one: 'minuteOne', two: 'minuteTwo', few: 'minuteFew', many: 'minuteMany', other: 'minuteOther', zero: 'minuteOther' } as const;

/** "5 minutes" in the language's plural form. */
export function minutesText(lang: Lang, n: number): string {
  const category = new Intl.PluralRules(lang).select(n);
  return translator(lang)(PLURAL_KEYS[category], { n });
}
