import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setInExam } from '@/shared/session/in-exam';
import { goTo } from '@/shared/session/sso-links';
import { callsTo, ok, serveApi, testSiteInfo, testUser, unauthorized } from '@/test/fixtures';
import { setSiteParams } from '../request-context';
import { Root } from '../root';

vi.mock('@/shared/session/sso-links', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/session/sso-links')>()),
  goTo: vi.fn(),
}));

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });

const END_SESSION = 'http://localhost:3000/idp/session/end?id_token_hint=x&post_logout_redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Feu';
const signedIn = (tenantCode = 'main') =>
  serveApi(testSiteInfo({}, tenantCode), {
    '/api/user/sso/getUserInfo': () => ok(testUser()),
    '/api/user/sso/logout': () => ok({ logoutUrl: END_SESSION }),
  });

const openAccountMenu = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Account menu of Lena Novak' }));
  return screen.findByRole('navigation', { name: 'Account' });
};

beforeEach(() => {
  setWidth(1280);
  window.history.replaceState(null, '', '/eu');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(goTo).mockClear();
  setSiteParams({});
  setInExam(false);
});

describe('header account corner', () => {
  it('shows Sign in to a visitor (no redirect for the 401), which signs in and returns to the current page', async () => {
    window.history.replaceState(null, '', '/eu/faq?x=1');
    serveApi(testSiteInfo(), { '/api/user/sso/getUserInfo': unauthorized });
    render(<Root />);

    const signIn = await screen.findByRole('button', { name: 'Sign in' });
    expect(goTo).not.toHaveBeenCalled();
    fireEvent.click(signIn);
    expect(goTo).toHaveBeenCalledWith('/user/sso/login?target=%2Feu%2Ffaq%3Fx%3D1');
  });

  it('shows the avatar popover with name, e-mail, Personal info and Log out to a signed-in user', async () => {
    const fetchMock = signedIn();
    render(<Root />);

    const menu = await openAccountMenu();
    expect(screen.getByText('lena@example.com')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Personal info' }).getAttribute('href')).toBe('/eu/my-learning/edit');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();

    fireEvent.click(within(menu).getByRole('button', { name: 'Log out' }));
    // A same-origin POST ends the session (a GET sign-out would let any cross-site link sign the
    // user out), then the browser goes to the provider's end-session page the server answers.
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(END_SESSION));
    const posts = fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === '/api/user/sso/logout');
    expect(posts).toHaveLength(1);
    expect(posts[0][1]?.method).toBe('POST');
    expect(JSON.parse(String(posts[0][1]?.body))).toMatchObject({ target: '/eu' });
  });

  it('keeps the /mobile twin in the Personal info link at mobile width', async () => {
    setWidth(375);
    signedIn();
    render(<Root />);

    await waitFor(() => expect(window.location.pathname).toBe('/eu/mobile'));
    // The mobile header (its menu button) has replaced the desktop one: its avatar opens the personal-info panel.
    await screen.findByRole('button', { name: 'Open the menu' });
    const menu = await openAccountMenu();
    expect(within(menu).getByRole('link', { name: 'Personal info' }).getAttribute('href')).toBe('/eu/mobile/my-learning/edit');
  });

  it('opens the panel for a click that lands the moment the avatar appears', async () => {
    // The click comes right after the commit that shows the header, before React has run that
    // commit's effects (a fast user or a test on a slow machine): it must not be undone by them.
    signedIn();
    let clicked = false;
    const observer = new MutationObserver(() => {
      const trigger = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Account menu of'));
      if (clicked || !trigger) return;
      clicked = true;
      trigger.click();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    render(<Root />);
    await waitFor(() => expect(clicked).toBe(true));
    observer.disconnect();

    const trigger = screen.getByRole('button', { name: 'Account menu of Lena Novak' });
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeTruthy();
  });

  it('offers no Log out on the neutral tenant', async () => {
    signedIn('neutral');
    render(<Root />);

    const menu = await openAccountMenu();
    expect(within(menu).getByRole('link', { name: 'Personal info' })).toBeTruthy();
    expect(within(menu).queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('during an exam, Log out only explains it is not possible, with a Back button alone', async () => {
    const fetchMock = signedIn('micro');
    render(<Root />);
    setInExam(true);

    const menu = await openAccountMenu();
    fireEvent.click(within(menu).getByRole('button', { name: 'Log out' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('You cannot log out during an exam.')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Back']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(goTo).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, '/api/user/sso/logout')).toEqual([]);
  });
});
