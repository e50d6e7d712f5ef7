import type { ExamEntry } from '@credo/contracts/exam';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '@/i18n/i18n';
import { useReasonText } from './use-reason-text';

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
const reasonOf = (reasonCode: ExamEntry['reasonCode'], reasonParams: Record<string, number>) =>
  renderHook(() => useReasonText({ reason: 'server text', reasonCode, reasonParams }), { wrapper }).result.current;

afterEach(async () => {
  await i18n.changeLanguage('en');
});

// Issue 14 item 10: the counted reasons pick their plural form from the number they quote.
describe('useReasonText counts', () => {
  it('says "1 credit" and "1 day" in the singular and "2 credits", "2 days" in the plural', () => {
    expect(reasonOf('creditsMissing', { required: 1, earned: 0 })).toBe('You need 1 credit before the exam (you have 0).');
    expect(reasonOf('creditsMissing', { required: 2, earned: 1 })).toBe('You need 2 credits before the exam (you have 1).');
    expect(reasonOf('vendorWindowPassed', { days: 1 })).toBe('Vendor exams must be taken within 1 day after the credits were reached.');
    expect(reasonOf('vendorWindowPassed', { days: 2 })).toBe('Vendor exams must be taken within 2 days after the credits were reached.');
  });

  it('uses the Arabic dual and the Polish genitive plural', async () => {
    await loadLanguage(i18n, 'ar');
    await i18n.changeLanguage('ar');
    expect(reasonOf('vendorWindowPassed', { days: 2 })).toContain('خلال 2 يومين');
    await loadLanguage(i18n, 'pl');
    await i18n.changeLanguage('pl');
    expect(reasonOf('creditsMissing', { required: 5, earned: 1 })).toBe('Przed egzaminem potrzebujesz 5 punktów (masz 1).');
  });
});
