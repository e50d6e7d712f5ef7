import { describe, expect, it } from 'vitest';
import { shouldShowLanguageTip, type LanguageTipInputs } from './language-tip-model';

const base: LanguageTipInputs = {
  languageCount: 3,
  hasLanguageCookie: false,
  hasTipCookie: false,
  chosenCountry: 'US',
  visitorCountry: 'PL',
};

describe('language tip conditions (cert §2)', () => {
  it('shows with several languages, no cookies and a country other than the visitor’s', () => {
    expect(shouldShowLanguageTip(base)).toBe(true);
  });

  it.each([
    ['one language only', { languageCount: 1 }],
    ['a language already chosen (cookie)', { hasLanguageCookie: true }],
    ['the tip dismissed (tips cookie)', { hasTipCookie: true }],
    ['the language chosen for the visitor’s country', { chosenCountry: 'PL' }],
    ['the same country in another case', { chosenCountry: 'pl' }],
    ['an unknown visitor country', { visitorCountry: null }],
  ])('does not show with %s', (_name, change) => {
    expect(shouldShowLanguageTip({ ...base, ...change })).toBe(false);
  });
});
