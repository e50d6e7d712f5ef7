import { errorMessages } from '@credo/contracts/errors';
import { describe, expect, it } from 'vitest';
import { flattenCatalogue, PACK_LANGUAGES, SOURCE_PACK } from './index';
import { readPackFiles } from './node';

const source = flattenCatalogue(readPackFiles(SOURCE_PACK));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// A key missing from a pack would fall back to English on screen; this is where it is reported.
describe('language packs', () => {
  it.each(PACK_LANGUAGES.filter((l) => l !== SOURCE_PACK))('%s has every key of en, and no other', (language) => {
    const flat = flattenCatalogue(readPackFiles(language));
    const missing = Object.keys(source).filter((k) => !(k in flat));
    const extra = Object.keys(flat).filter((k) => !(k in source));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(PACK_LANGUAGES)('%s has no empty text and keeps the placeholders of en', (language) => {
    const flat = flattenCatalogue(readPackFiles(language));
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
