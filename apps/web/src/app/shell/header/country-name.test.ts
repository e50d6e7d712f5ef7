import { describe, expect, it } from 'vitest';
import { localCountryName } from './country-name';

describe('localCountryName', () => {
  it("keeps the server's English name on an English page, without the browser's region names", () => {
    expect(localCountryName('PL', 'Poland', 'en')).toBe('Poland');
    expect(localCountryName('GB', 'Great Britain', 'en-GB')).toBe('Great Britain');
  });

  it("names the country in the page's language from the browser's region names, and in English when the server has no name", () => {
    expect(localCountryName('PL', 'Poland', 'ar')).toBe(new Intl.DisplayNames(['ar'], { type: 'region' }).of('PL'));
    expect(localCountryName('PL', 'Poland', 'ar')).not.toBe('Poland');
    expect(localCountryName('pl', '', 'en')).toBe('Poland');
  });

  it("keeps the server's name for a code that is not a region code", () => {
    expect(localCountryName('EU1', 'Europe', 'ar')).toBe('Europe');
  });
});
