import type { Language } from '@credo/contracts';
import { render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { NotFoundPage } from '@/features/exception/pages/not-found-page';
import { i18n } from '@/i18n/i18n';
import { applyLanguage } from './locale';
import { antdLocaleOf, loadAntdLocale } from '@/shared/antd/antd-locales';

const arabic: Language = {
  id: 2,
  languagePackId: 'ar',
  languageComplete: 'العربية',
  languageSimple: 'ar',
  countryCode: 'AE',
  countryName: 'United Arab Emirates',
  rtlStatus: '1',
};

afterAll(async () => {
  await applyLanguage(undefined);
});

describe('NotFoundPage', () => {
  it('renders translated and mirrored in Arabic, with a link home in the same variant', async () => {
    await applyLanguage(arabic);
    await loadAntdLocale('ar');
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        {/* No antd scope around it: the page is on every first load, which carries no antd. */}
        <MemoryRouter initialEntries={['/mobile/exception/notFound']}>
          <NotFoundPage />
        </MemoryRouter>
      </I18nextProvider>,
    );

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الصفحة غير موجودة');
    expect(screen.getByText('الصفحة التي تبحث عنها غير موجودة أو تم نقلها.')).toBeTruthy();
    const home = screen.getByRole('link');
    expect(home.getAttribute('href')).toBe('/mobile');
    expect(home.textContent).toBe('العودة إلى الصفحة الرئيسية');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    // Built without antd: no antd markup, the page follows the document's direction.
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
    expect(antdLocaleOf('ar')?.locale).toBe('ar');
    expect(dayjs.locale()).toBe('ar');
  });
});
