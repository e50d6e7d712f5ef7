import { errorMessages } from '@credo/contracts/errors';
import { describe, expect, it } from 'vitest';
import { flattenCatalogue, loadBundledCatalogue, sourceCatalogue } from './catalogues';
import { APP_LANGUAGES } from './languages';

const source = flattenCatalogue(sourceCatalogue);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it.each(APP_LANGUAGES.filter((l) => l !== 'en'))('%s has every key of en, and no other', async (language) => {
    const flat = flattenCatalogue(await loadBundledCatalogue(language));
    expect(Object.keys(flat).sort()).toEqual(Object.keys(source).sort());
  });

  it.each(APP_LANGUAGES)('%s has no empty text and keeps the placeholders of en', async (language) => {
    const flat = flattenCatalogue(await loadBundledCatalogue(language));
    for (const [key, text] of Object.entries(flat)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(source[key] ?? ''));
    }
  });

  it('has an en message for every code of the contracts catalogue, word for word', () => {
    for (const [code, message] of Object.entries(errorMessages)) {
      expect(source[`errorCode.${code}`], code).toBe(message);
    }
  });
});
