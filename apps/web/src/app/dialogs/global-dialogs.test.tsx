import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/api-client';
import { closeLoginTip, openLoginTip } from '@/shared/dialogs/login-tip';
import { clearNotices } from '@/shared/dialogs/notice';
import { closePrerequisites, prerequisitesFrom } from '@/shared/dialogs/prerequisites';
import { goTo } from '@/shared/session/sso-links';
import { envelope, serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { installApiClient } from '../api-client';
import { LoginTipHost } from './login-tip-host';
import { NoticeHost, openNotice } from './notice-host';
import { PrerequisitesHost } from './prerequisites-host';

vi.mock('@/shared/session/sso-links', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/session/sso-links')>()),
  goTo: vi.fn(),
}));

// jsdom never ends antd's leave animation; without motion a closed dialog leaves at once.
const noMotion = (ui: React.ReactNode) => <ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>;

afterEach(() => {
  act(() => {
    closeLoginTip();
    closePrerequisites();
    clearNotices();
  });
  vi.mocked(goTo).mockClear();
  vi.unstubAllGlobals();
});

describe('global login tip', () => {
  it('opens from anywhere, and signs in returning to the current path and query', async () => {
    window.history.replaceState(null, '', '/eu/certification/detail/12?tab=course');
    renderWithSite(noMotion(<LoginTipHost />));
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => openLoginTip());
    const dialog = await screen.findByRole('dialog', { name: 'Sign in required' });
    expect(within(dialog).getByText('You need to log in first.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(goTo).toHaveBeenCalledWith('/user/sso/login?target=%2Feu%2Fcertification%2Fdetail%2F12%3Ftab%3Dcourse');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with Cancel and does not sign in', async () => {
    renderWithSite(noMotion(<LoginTipHost />));
    act(() => openLoginTip());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(goTo).not.toHaveBeenCalled();
  });
});

describe('prerequisite certification modal', () => {
  const data = {
    prerequisiteCertificationList: [
      { certificationReleaseId: 31, certificationName: 'Credo Certified Associate — Video Security', versionLabel: 'V2.0' },
      { certificationReleaseId: 32, certificationName: 'Thermography Fundamentals', versionLabel: 'V1.0' },
      { certificationName: 'no id: left out' },
    ],
  };

  it('opens for a 10026 answer with links to the listed certifications, without a Tips dialog', async () => {
    installApiClient();
    serveApi(testSiteInfo(), { '/api/user/registration/addRegistration': () => envelope(10026, data, 'Prerequisite missing') });
    renderWithSite(noMotion(<PrerequisitesHost />), { path: '/mobile/certification/detail/40' });

    let result: Awaited<ReturnType<typeof api.post>> | undefined;
    await act(async () => {
      result = await api.post('/user/registration/addRegistration', { relationId: 40 });
    });
    expect(result).toMatchObject({ ok: false, code: 10026 });

    const dialog = await screen.findByRole('dialog', { name: 'Prerequisite certification required' });
    expect(screen.queryByRole('dialog', { name: 'Tips' })).toBeNull();
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/mobile/certification/detail/31', '/mobile/certification/detail/32']);
    expect(links[0].textContent).toBe('Credo Certified Associate — Video SecurityV2.0');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps only well-formed items of the error context', () => {
    expect(prerequisitesFrom(data)).toHaveLength(2);
    expect(prerequisitesFrom(null)).toEqual([]);
    expect(prerequisitesFrom({ prerequisiteCertificationList: 'x' })).toEqual([]);
  });
});

describe('Tips and other one-button notices', () => {
  it('shows an error answer in the Tips dialog (one Ok button, no close cross), which Ok closes', async () => {
    installApiClient();
    serveApi(testSiteInfo(), { '/api/user/registration/addRegistration': () => envelope(10031, null, 'This training is full.') });
    renderWithSite(noMotion(<NoticeHost />));

    await act(async () => {
      await api.post('/user/registration/addRegistration', { relationId: 40 });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Tips' });
    expect(within(dialog).getByText('This training is full.')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ok']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('queues different messages one after the other and shows a repeated one once', async () => {
    renderWithSite(noMotion(<NoticeHost />));
    act(() => {
      openNotice({ message: 'First problem' });
      openNotice({ message: 'First problem' });
      openNotice({ message: 'You cannot log out during an exam.', okLabel: 'Back', tone: 'warning' });
    });

    const first = await screen.findByRole('dialog', { name: 'Tips' });
    expect(within(first).getByText('First problem')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Ok' }));

    const second = await screen.findByText('You cannot log out during an exam.');
    const dialog = second.closest('[role="dialog"]') as HTMLElement;
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Back']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('First problem')).toBeNull();
  });
});
