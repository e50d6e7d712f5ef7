import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDialogQueue } from '@/shared/dialogs/dialog-queue';
import { ok, serveApi, testSiteInfo, testSupplement, testUser } from '@/test/fixtures';
import { setSiteParams } from './request-context';
import { Root } from './root';

// Issue 14 item 2: a new learner on /eu has both the URL-change notice and the personal
// information dialog due; they open one after the other, never on top of each other.
beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  window.history.replaceState(null, '', '/eu');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setSiteParams({});
  clearDialogQueue();
  sessionStorage.clear();
});

describe('the shell’s dialog queue', () => {
  it('shows the URL-change notice first and the personal information dialog only once it is read', { timeout: 60_000 }, async () => {
    serveApi(testSiteInfo({ isEU: true, isAsia: false }), {
      '/api/user/sso/getUserInfo': () => ok(testUser({ gatherInfo: '1', migrationPopStatus: '1', missingFields: ['company'] })),
      '/api/certification/supplementInfo/query': () => ok(testSupplement(['firstName', 'lastName', 'company'])),
      '/api/certification/regionInfo/getList': () => ok([]),
      '/api/user/migrationPop/dismiss': () => ok(true),
    });
    // Both dialogs' code loaded up front, so neither is late only because its chunk is.
    await Promise.all([import('@/features/account/components/info-dialog'), import('./shell/header/migration-notice-dialog')]);
    render(<Root />);

    await screen.findByText('Our address has changed', {}, { timeout: 20000 });
    const notice = screen.getByRole('dialog');
    // Give the personal information dialog every chance to appear on top: it must not.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Complete your personal information' })).toBeNull();

    fireEvent.click(within(notice).getByRole('button', { name: 'Got it' }));
    const info = await screen.findByRole('dialog', { name: 'Complete your personal information' }, { timeout: 20000 });
    expect(info).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Our address has changed')).toBeNull());
  });
});
