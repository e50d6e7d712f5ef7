import type { CountryEntry, Language } from '@credo/contracts';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, type LanguageInputs } from './choose-language';

const language = (id: number, simple: string, countryCode = ''): Language => ({
  id,
  languagePackId: simple,
  languageComplete: simple,
  languageSimple: simple,
  countryCode,
  countryName: '',
  rtlStatus: simple === 'ar' ? '1' : '0',
});
const languages = [language(1, 'en', 'US'), language(2, 'ar', 'AE'), language(3, 'pl', 'PL'), language(6, 'de', 'DE')];
const countries: CountryEntry[] = [
  { country: 'United States', countryCode: 'US', languageList: [1] },
  { country: 'United Arab Emirates', countryCode: 'AE', languageList: [2, 1] },
  { country: 'Poland', countryCode: 'PL', languageList: [3] },
  { country: 'Switzerland', countryCode: 'CH', languageList: [6, 1] },
];
const choose = (inputs: Partial<LanguageInputs>) => chooseLanguage({ languages, countries, baseLanguageId: 2, ...inputs });

describe('chooseLanguage: the section 4 priority', () => {
  it('1. takes the user’s stored language before anything else', () => {
    const choice = choose({ userLanguageId: 3, cookieValue: '2', visitorCountry: 'CH', clientLanguages: ['de-CH'] });
    expect(choice).toMatchObject({ source: 'user', language: { id: 3 }, countryCode: 'PL' });
  });

  it('2. then the language cookie, when it names a language of the site', () => {
    expect(choose({ cookieValue: '3', visitorCountry: 'CH', clientLanguages: ['de'] })).toMatchObject({ source: 'cookie', language: { id: 3 } });
    expect(choose({ userLanguageId: 99, cookieValue: '3' })).toMatchObject({ source: 'cookie', language: { id: 3 } });
  });

  it('3. then the visitor’s country together with the browser’s language (exact tag, then base language)', () => {
    expect(choose({ visitorCountry: 'CH', clientLanguages: ['fr-CH', 'en-GB', 'de'] })).toMatchObject({
      source: 'countryAndClient',
      language: { id: 1 },
      countryCode: 'CH',
    });
    expect(choose({ visitorCountry: 'ch', clientLanguages: ['de-DE'] })).toMatchObject({ source: 'countryAndClient', language: { id: 6 } });
  });

  it('4. then the country alone (its first language) when the browser speaks none of the country’s languages', () => {
    expect(choose({ visitorCountry: 'AE', clientLanguages: ['fr-FR'] })).toMatchObject({ source: 'country', language: { id: 2 }, countryCode: 'AE' });
    expect(choose({ visitorCountry: 'PL', clientLanguages: [] })).toMatchObject({ source: 'country', language: { id: 3 } });
  });

  it('5. then the site’s base language, for a country the site does not serve or an unknown one', () => {
    expect(choose({ visitorCountry: 'FR', clientLanguages: ['fr'] })).toMatchObject({ source: 'base', language: { id: 2 }, countryCode: 'AE' });
    expect(choose({ visitorCountry: null, clientLanguages: ['en'] })).toMatchObject({ source: 'base', language: { id: 2 } });
  });

  it('ignores an unknown or malformed cookie and a stored language the site does not offer', () => {
    expect(choose({ cookieValue: '99' })?.source).toBe('base');
    expect(choose({ cookieValue: '2abc', baseLanguageId: 3 })?.language.id).toBe(3);
    expect(choose({ userLanguageId: 42, cookieValue: undefined })?.source).toBe('base');
  });

  it('gives the visitor’s country when it offers the chosen language, else the first country that does', () => {
    expect(choose({ userLanguageId: 1, visitorCountry: 'AE' })?.countryCode).toBe('AE');
    expect(choose({ userLanguageId: 1, visitorCountry: 'PL' })?.countryCode).toBe('US');
    expect(chooseLanguage({ languages, countries: [], baseLanguageId: 6 })?.countryCode).toBe('DE');
  });

  it('falls back to the default language id 1, then to the first language', () => {
    expect(choose({ baseLanguageId: 42 })).toMatchObject({ source: 'default', language: { id: 1 } });
    expect(chooseLanguage({ languages: [languages[2]], countries, baseLanguageId: 42 })?.language.id).toBe(3);
    expect(chooseLanguage({ languages: [], countries, cookieValue: '1', baseLanguageId: 1 })).toBeUndefined();
  });
});
