import { describe, expect, it } from 'vitest';
import { PACK_LANGUAGES } from '@credo/i18n';
import { idpMessages, minutesText, pickLang, translator, type Lang } from './idp-texts';
import { resetMail, verificationMail } from './views/mails';
import { themeFor } from './views/theme';

// Keys, empty texts and placeholders of every language: the completeness test of packages/i18n (`idp` namespace).
describe('identity provider texts', () => {
  it('name the five password strengths in every language', () => {
    for (const lang of PACK_LANGUAGES) expect(idpMessages(lang).strengthLevels.split('|'), `${lang}.strengthLevels`).toHaveLength(5);
  });

  it('read the idp namespace of packages/i18n', () => {
    expect(translator('en')('signInSubtitle', { site: 'Credo' })).toBe('Continue to Credo');
    expect(translator('de')('signInTitle')).toBe(idpMessages('de').signInTitle);
    expect(translator('de')('signInTitle')).not.toBe(translator('en')('signInTitle'));
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
    // Arabic writes "one minute" and "two minutes" as words; zero takes the "other" text.
    expect([1, 2, 0, 11].map((n) => minutesText('ar', n))).toEqual(['دقيقة واحدة', 'دقيقتين', '0 دقيقة', '11 دقيقة']);
    expect(translator('fr')('tooManyBody', { minutes: minutesText('fr', 15) })).toBe('Trop de tentatives. Réessayez dans 15 minutes.');
  });

  it('speaks Vietnamese, Indonesian, Korean and Thai, the seeded Asian languages', () => {
    expect(pickLang({ uiLocales: 'vi' })).toBe('vi');
    expect(pickLang({ lang: 'id-ID' })).toBe('id');
    expect(pickLang({ acceptLanguage: 'ko-KR,ko;q=0.9,en;q=0.8' })).toBe('ko');
    expect(pickLang({ uiLocales: 'th_TH en' })).toBe('th');
    expect([minutesText('vi', 1), minutesText('id', 5), minutesText('ko', 1), minutesText('th', 15)]).toEqual(['1 phút', '5 menit', '1분', '15 นาที']);
    expect(translator('ko')('tooManyBody', { minutes: minutesText('ko', 15) })).toBe('시도 횟수가 너무 많습니다. 15분 후에 다시 시도하세요.');
  });

  it('writes the verification and reset e-mails in the page language', () => {
    const link = 'https://example.test/idp/verify/token';
    for (const lang of ['vi', 'id', 'ko', 'th'] as Lang[]) {
      const messages = idpMessages(lang);
      const ctx = { t: translator(lang), dir: 'ltr' as const, lang, site: 'Asia Pacific', theme: themeFor('main') };
      const verify = verificationMail(ctx, 'Minh', link);
      expect(verify.subject, lang).toBe(messages.mailVerifySubject.replace('{site}', 'Asia Pacific'));
      expect(verify.text, lang).toContain(messages.mailVerifyFooter);
      expect(verify.html, lang).toContain(`lang="${lang}"`);
      expect(verify.html, lang).toContain(messages.mailVerifyButton);
      const reset = resetMail(ctx, 'Minh', link);
      expect(reset.subject, lang).toBe(messages.mailResetSubject.replace('{site}', 'Asia Pacific'));
      expect(reset.text, lang).toContain(messages.mailHello.replace('{name}', 'Minh'));
      expect(reset.html, lang).toContain(messages.mailResetButton);
    }
  });
});
