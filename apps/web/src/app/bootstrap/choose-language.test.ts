import type { Language } from '@credo/contracts';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './choose-language';

const language = (id: number, simple: string): Language => ({
  id,
  languagePackId: simple,
  languageComplete: simple,
  languageSimple: simple,
  countryCode: '',
  countryName: '',
  rtlStatus: simple === 'ar' ? '1' : '0',
});
const languages = [language(1, 'en'), language(2, 'ar'), language(3, 'pl')];

describe('chooseLanguage', () => {
  it('takes the language cookie when it names a known language', () => {
    expect(chooseLanguage({ languages, cookieValue: '3', baseLanguageId: 2 })?.id).toBe(3);
  });

  it('ignores an unknown or malformed cookie and takes the site base language', () => {
    expect(chooseLanguage({ languages, cookieValue: '99', baseLanguageId: 2 })?.id).toBe(2);
    expect(chooseLanguage({ languages, cookieValue: '2abc', baseLanguageId: 3 })?.id).toBe(3);
    expect(chooseLanguage({ languages, cookieValue: undefined, baseLanguageId: 2 })?.id).toBe(2);
  });

  it('falls back to the default language id, then to the first language', () => {
    expect(chooseLanguage({ languages, cookieValue: undefined, baseLanguageId: 42 })?.id).toBe(1);
    expect(chooseLanguage({ languages: [languages[2]], cookieValue: undefined, baseLanguageId: 42 })?.id).toBe(3);
    expect(chooseLanguage({ languages: [], cookieValue: '1', baseLanguageId: 1 })).toBeUndefined();
  });
});
