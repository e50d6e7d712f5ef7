import { describe, expect, it } from 'vitest';
import { CATALOGUES, minutesText, pickLang, translator } from './index';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('identity provider catalogues', () => {
  it('translate every key with the same placeholders as English', () => {
    for (const [lang, messages] of Object.entries(CATALOGUES)) {
      for (const [key, en] of Object.entries(CATALOGUES.en)) {
        const text = messages[key as keyof typeof messages];
        expect(text.trim(), `${lang}.${key}`).not.toBe('');
        // Arabic writes "one minute" and "two minutes" as words.
        if (!(lang === 'ar' && (key === 'minuteOne' || key === 'minuteTwo'))) expect(placeholders(text), `${lang}.${key}`).toEqual(placeholders(en));
      }
      expect(messages.strengthLevels.split('|'), `${lang}.strengthLevels`).toHaveLength(5);
    }
  });

  it('picks ui_locales, then lang, then Accept-Language, then English', () => {
    expect(pickLang({ uiLocales: 'xx pt-BR', lang: 'de', acceptLanguage: 'fr' })).toBe('pt');
    expect(pickLang({ uiLocales: 'xx', lang: 'de', acceptLanguage: 'fr' })).toBe('de');
    expect(pickLang({ acceptLanguage: 'zh-CN,tr;q=0.8,es;q=0.9' })).toBe('es');
    expect(pickLang({ acceptLanguage: 'zh-CN' })).toBe('en');
  });

  it('uses the plural forms of each language', () => {
    expect(minutesText('en', 1)).toBe('1 minute');
    expect(minutesText('en', 15)).toBe('15 minutes');
    expect([2, 5, 22].map((n) => minutesText('pl', n))).toEqual(['2 minuty', '5 minut', '22 minuty']);
    expect(minutesText('ar', 3)).toBe('3 دقائق');
    expect(translator('fr')('tooManyBody', { minutes: minutesText('fr', 15) })).toBe('Trop de tentatives. Réessayez dans 15 minutes.');
  });
});
