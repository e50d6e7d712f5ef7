import { isPackLanguage, mergeCatalogues, SOURCE_PACK, type PackLanguage } from '@credo/i18n';
import { readNamespace } from '@credo/i18n/node';
import type sourceTexts from '@credo/i18n/locales/en/idp.json';

/**
 * The texts of the identity provider's pages and mails: the `idp` namespace of packages/i18n (one
 * translation system, checked by its completeness test), read from disk once per language.
 */
export type Messages = { [K in keyof typeof sourceTexts]: string };
export type Lang = PackLanguage;
export const RTL_LANGS: ReadonlySet<Lang> = new Set<Lang>(['ar']);

const loaded = new Map<Lang, Messages>();

/** A language's texts laid over English, so a missing key shows English, never a raw key. */
export function idpMessages(lang: Lang): Messages {
  let messages = loaded.get(lang);
  if (!messages) {
    const source = readNamespace(SOURCE_PACK, 'idp');
    messages = (lang === SOURCE_PACK ? source : mergeCatalogues(source, readNamespace(lang, 'idp'))) as Messages;
    loaded.set(lang, messages);
  }
  return messages;
}

/** 'pt-BR' -> 'pt'; unknown -> undefined. */
export function toLang(tag: string | undefined | null): Lang | undefined {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isPackLanguage(base) ? base : undefined;
}

/** Language tags of an Accept-Language header, best first. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
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

type Vars = Record<string, string | number>;
export type Translate = (key: keyof Messages, vars?: Vars) => string;

const fill = (text: string, vars?: Vars) => text.replace(/\{(\w+)\}/g, (m, name: string) => (vars && name in vars ? String(vars[name]) : m));

export function translator(lang: Lang): Translate {
  const messages = idpMessages(lang);
  return (key, vars) => fill(messages[key], vars);
}

/** "5 minutes" in the language's plural form (`minutes_<CLDR category>`, every form the language has). */
export function minutesText(lang: Lang, n: number): string {
  const messages: Record<string, string> = idpMessages(lang);
  const form = messages[`minutes_${new Intl.PluralRules(lang).select(n)}`] ?? messages.minutes_other;
  return fill(form, { count: n });
}
