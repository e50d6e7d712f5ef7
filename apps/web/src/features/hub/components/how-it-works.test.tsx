import { CertificationKind } from '@credo/contracts/enums-site';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '@/i18n/i18n';
import { HowItWorks } from './how-it-works';

const renderIn = async (language: Parameters<typeof loadLanguage>[1]) => {
  await loadLanguage(i18n, language);
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <HowItWorks kind={CertificationKind.VENDOR} />
    </I18nextProvider>,
  );
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

// Issue 14 item 10: the counts (attempts, days, credits, minutes) go through i18next plurals.
describe('HowItWorks counts', () => {
  it('reads English counts through plural keys', async () => {
    await renderIn('en');
    expect(screen.getByText('Score at least 80 out of 100 within 60 minutes. You have 2 attempts.')).toBeTruthy();
    expect(screen.getByText(/until you have 9 credits,/)).toBeTruthy();
    expect(screen.getByText('Take the exam within 30 days after reaching the credits.')).toBeTruthy();
    expect(screen.getByText(/valid for 2 years\./)).toBeTruthy();
  });

  it('uses the Arabic dual for two attempts and the Polish genitive plural for the days', async () => {
    await renderIn('ar');
    expect(screen.getByText(/لديك 2 محاولتان\./)).toBeTruthy();
    expect(screen.getByText(/خلال 30 يومًا/)).toBeTruthy();
    expect(screen.getByText(/صالحة لمدة 2 سنتين\./)).toBeTruthy();
    cleanup();
    await renderIn('pl');
    expect(screen.getByText(/Masz 2 podejścia\./)).toBeTruthy();
    expect(screen.getByText(/aż zdobędziesz 9 punktów,/)).toBeTruthy();
    expect(screen.getByText(/ważny przez 2 lata\./)).toBeTruthy();
  });
});
