import type { Language } from '@credo/contracts';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '@/features/exception/pages/error-page';
import { i18n } from '@/i18n/i18n';
import { AppErrorBoundary } from './bootstrap/app-error-boundary';
import { applyLanguage } from './locale';

const arabic: Language = {
  id: 2,
  languagePackId: 'ar',
  languageComplete: 'العربية',
  languageSimple: 'ar',
  countryCode: 'AE',
  countryName: 'United Arab Emirates',
  rtlStatus: '1',
};

const Boom = () => {
  throw new Error('render failed');
};

const renderAt = (path: string) => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        ErrorBoundary: ErrorPage,
        children: [
          { path: 'boom', Component: Boom },
          { path: 'mobile/boom', Component: Boom },
          {
            path: 'gone',
            loader: () => {
              throw data(null, { status: 404 });
            },
            Component: () => null,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      {/* No antd scope: the router's error pages are on every first load, which carries no antd. */}
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
};

afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  await applyLanguage(undefined);
});

describe('error pages', () => {
  it('shows the page error of section 8 for a crashed route, with a reload and a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/mobile/boom');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Sorry, there was an error on the page.');
    expect(screen.getByText(/Please reload it\. If it keeps happening, send us an e-mail/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/mobile');
  });

  it('shows the not-found page for a 404 route answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/gone');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('is translated (Arabic, right to left)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await applyLanguage(arabic);
    renderAt('/boom');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('عذرًا، حدث خطأ في الصفحة.');
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إعادة تحميل الصفحة' })).toBeTruthy();
    await applyLanguage(undefined);
  });

  it('catches a crash outside the router with the same message and a reload', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary>
          <Boom />
        </AppErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByText('Sorry, there was an error on the page.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });
});
