import { errorMessages } from '@credo/contracts/errors';
import { describe, expect, it } from 'vitest';
import { flattenCatalogue, PACK_LANGUAGES, SOURCE_PACK } from './index';
import { readPackFiles } from './node';

const source = flattenCatalogue(readPackFiles(SOURCE_PACK));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * i18next plurals: `key_one`, `key_other` … with the CLDR forms of each language (Arabic zero to
 * many, Polish one/few/many, Korean other only), so a plural key of en is expected in each language
 * with exactly that language's forms (a missing form would fall back to English).
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL, '');
const expectedKeys = (language: string): string[] => {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of Object.keys(source)) {
    if (PLURAL.test(key)) for (const form of forms) keys.add(`${pluralBase(key)}_${form}`);
    else keys.add(key);
  }
  return [...keys];
};
/** The en text a key is compared with: the key itself, or for a plural form en's `_other`. */
const sourceOf = (key: string) => source[key] ?? source[`${pluralBase(key)}_other`] ?? '';

// A key missing from a pack would fall back to English on screen; this is where it is reported.
describe('language packs', () => {
  it.each(PACK_LANGUAGES.filter((l) => l !== SOURCE_PACK))('%s has every key of en, and no other', (language) => {
    const flat = flattenCatalogue(readPackFiles(language));
    const expected = expectedKeys(language);
    const missing = expected.filter((k) => !(k in flat));
    const extra = Object.keys(flat).filter((k) => !expected.includes(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(PACK_LANGUAGES)('%s has no empty text and keeps the placeholders of en', (language) => {
    const flat = flattenCatalogue(readPackFiles(language));
    for (const [key, text] of Object.entries(flat)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(sourceOf(key)));
    }
  });

  it('gives en its own plural forms (one, other) for every plural key', () => {
    for (const key of Object.keys(source).filter((k) => PLURAL.test(k))) {
      expect(expectedKeys('en'), key).toContain(key);
      expect(source[`${pluralBase(key)}_one`] && source[`${pluralBase(key)}_other`], key).toBeTruthy();
    }
  });

  it('has an en message for every code of the contracts catalogue, word for word', () => {
    for (const [code, message] of Object.entries(errorMessages)) {
      expect(source[`errorCode.${code}`], code).toBe(message);
    }
  });
});
