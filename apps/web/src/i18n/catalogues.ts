import type { AppLanguage } from './languages';
import en from './locales/en.json';

/** A message catalogue: nested objects of strings, en.json being the reference shape. */
export type Catalogue = { [key: string]: string | Catalogue };

export const sourceCatalogue: Catalogue = en;

/** Catalogues shipped in the bundle; every language but en is a separate chunk. */
const bundled: Record<AppLanguage, () => Promise<Catalogue>> = {
  en: async () => en,
  ar: () => import('./locales/ar.json').then((m) => m.default),
  pl: () => import('./locales/pl.json').then((m) => m.default),
  es: () => import('./locales/es.json').then((m) => m.default),
  fr: () => import('./locales/fr.json').then((m) => m.default),
  de: () => import('./locales/de.json').then((m) => m.default),
  tr: () => import('./locales/tr.json').then((m) => m.default),
  pt: () => import('./locales/pt.json').then((m) => m.default),
};

/**
 * Where a language pack may come from besides the bundle: the server's
 * `/certification/i18n/pack?languagePackId=` once it exists. Its keys (flat "a.b" or nested)
 * override the bundled ones; null means "nothing from there".
 */
export type PackSource = (language: AppLanguage, languagePackId: string) => Promise<Catalogue | null>;

export const loadBundledCatalogue = (language: AppLanguage): Promise<Catalogue> => bundled[language]();

/** Flattens a catalogue to "a.b.c" keys, for comparisons and completeness checks. */
export const flattenCatalogue = (catalogue: Catalogue, prefix = ''): Record<string, string> => {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flattenCatalogue(value, path));
  }
  return flat;
};
