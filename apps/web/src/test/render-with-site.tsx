import type { SiteInfo } from '@credo/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '@/app/query-client';
import { i18n } from '@/i18n/i18n';
import { AntdScope } from '@/shared/antd/antd-scope';
import { SiteContext, type SiteSession } from '@/shared/site/site-context';
import { testCountries, testLanguages, testSiteInfo } from './fixtures';

/** Renders a piece of a page with the providers the bootstrap gives it (site, query client, antd, router). */
export const renderWithSite = (ui: ReactNode, options: { site?: SiteInfo; path?: string; session?: Partial<SiteSession> } = {}) => {
  const siteInfo = options.site ?? testSiteInfo();
  const session: SiteSession = {
    siteInfo,
    languages: testLanguages,
    language: testLanguages[0],
    languageId: 1,
    countries: testCountries,
    languageCountryCode: 'GB',
    visitorCountry: { countryCode: 'GB', countryName: 'United Kingdom' },
    sitePrefix: '',
    direction: 'ltr',
    ...options.session,
  };
  const client = createQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <SiteContext.Provider value={session}>
          <AntdScope>
            <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
          </AntdScope>
        </SiteContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
};
