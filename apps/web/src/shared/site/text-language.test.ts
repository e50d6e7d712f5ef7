import { describe, expect, it } from 'vitest';
import { testLanguages } from '@/test/fixtures';
import { textLanguageOf } from './text-language';

describe('textLanguageOf', () => {
  it("names another platform language and its direction, nothing for the page's own", () => {
    expect(textLanguageOf(testLanguages, 1, 2)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(textLanguageOf(testLanguages, 2, 1)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(textLanguageOf(testLanguages, 1, 1)).toEqual({});
  });

  it('gives a language unknown to the list its direction from the text, and writes a region as a BCP 47 tag', () => {
    expect(textLanguageOf(testLanguages, 1, 99)).toEqual({ dir: 'auto' });
    const brazil = { ...testLanguages[0], id: 8, languageSimple: 'pt_BR' };
    expect(textLanguageOf([...testLanguages, brazil], 1, 8)).toEqual({ lang: 'pt-BR', dir: 'ltr' });
  });
});
