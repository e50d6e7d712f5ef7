import { MIGRATION_DATES } from '@credo/contracts/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, ok, testSiteInfo, testUser } from '@/test/fixtures';
import { clearHeaderCookies, renderHeader } from './header-test-kit';
import { formatMigrationDate } from './migration-date';
import { shouldShowMigrationNotice } from './migration-notice';

afterEach(() => {
  vi.unstubAllGlobals();
  clearHeaderCookies();
});

const eu = testSiteInfo({ isEU: true, isAsia: false });
const asia = testSiteInfo({ isEU: false, isAsia: true, pathPrefix: 'asia', siteName: 'Asia Pacific' });
const global = testSiteInfo({ isEU: false, isAsia: false, pathPrefix: '' });

describe('migration notice rules (cert §4)', () => {
  it('shows to EU or Asia users with migrationPopStatus 1 only', () => {
    expect(shouldShowMigrationNotice(eu, testUser({ migrationPopStatus: '1' }))).toBe(true);
    expect(shouldShowMigrationNotice(asia, testUser({ migrationPopStatus: '1' }))).toBe(true);
    expect(shouldShowMigrationNotice(global, testUser({ migrationPopStatus: '1' }))).toBe(false);
    expect(shouldShowMigrationNotice(eu, testUser({ migrationPopStatus: '0' }))).toBe(false);
    expect(shouldShowMigrationNotice(eu, null)).toBe(false);
  });

  it('gives the spec’s dates in the reader’s language and time zone', () => {
    const euUtc = formatMigrationDate(MIGRATION_DATES.eu, 'en', 'UTC');
    expect(euUtc).toContain('February 1, 2024');
    expect(euUtc).toMatch(/02:00/);
    // 09:00 at UTC+8 is 01:00 UTC, and 03:00 in Warsaw (UTC+2 in July).
    expect(formatMigrationDate(MIGRATION_DATES.asia, 'en', 'UTC')).toMatch(/July 4, 2024.*01:00/);
    expect(formatMigrationDate(MIGRATION_DATES.asia, 'pl', 'Europe/Warsaw')).toMatch(/4 lipca 2024.*03:00/);
  });
});

describe('migration notice dialog', () => {
  it('is dismissed on the server and does not show again', async () => {
    const { fetchMock } = renderHeader({
      site: eu,
      user: testUser({ migrationPopStatus: '1' }),
      handlers: { '/api/user/migrationPop/dismiss': () => ok(true) },
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Our address has changed')).toBeTruthy();
    expect(within(dialog).getByText(/the academy for Europe has its own address/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/user/migrationPop/dismiss')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Our address has changed')).toBeNull());
  });

  it('names the Asia move on the Asia site and nothing on other sites', async () => {
    const first = renderHeader({ site: asia, user: testUser({ migrationPopStatus: '1' }) });
    expect(await screen.findByText(/the academy for Asia Pacific has its own address/)).toBeTruthy();
    first.unmount();
    vi.unstubAllGlobals();

    renderHeader({ site: global, user: testUser({ migrationPopStatus: '1' }) });
    await screen.findByRole('button', { name: 'Account menu of Lena Novak' });
    expect(screen.queryByText('Our address has changed')).toBeNull();
  });

  it('keeps the language tip back until the notice is dismissed', async () => {
    renderHeader({
      site: eu,
      user: testUser({ migrationPopStatus: '1' }),
      session: { visitorCountry: { countryCode: 'PL', countryName: 'Poland' }, languageCountryCode: 'GB' },
      handlers: { '/api/user/migrationPop/dismiss': () => ok(true) },
    });
    const dialog = await screen.findByRole('dialog');
    expect(screen.queryByText('Visiting from Poland?')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(await screen.findByText('Visiting from Poland?')).toBeTruthy();
  });
});
