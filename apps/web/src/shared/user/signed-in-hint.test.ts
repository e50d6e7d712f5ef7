import { SIGNED_IN_HINT_COOKIE } from '@credo/contracts/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, testUser } from '@/test/fixtures';
import { getUserInfo } from './get-user-info';
import { hasSignedInHint } from './signed-in-hint';
import { loadCurrentUser } from './use-current-user';

/** Every request answers a signed-in user: only the hint decides whether one is made. */
const serveUser = () => {
  const fetchMock = vi.fn(async () => ok(testUser()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const paths = (fetchMock: ReturnType<typeof serveUser>) =>
  (fetchMock.mock.calls as unknown as [RequestInfo | URL][]).map(([input]) => new URL(String(input), 'http://localhost').pathname);
const removeHint = () => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; max-age=0; path=/`;
};

afterEach(() => vi.unstubAllGlobals());

describe('the signed-in hint (decision 0029)', () => {
  it('is read from the cookie the server sets with the session', () => {
    expect(hasSignedInHint()).toBe(true);
    removeHint();
    expect(hasSignedInHint()).toBe(false);
  });

  it('without it a visitor is answered at once: no getUserInfo request', async () => {
    removeHint();
    const fetchMock = serveUser();
    expect(await getUserInfo()).toEqual({ ok: false, kind: 'unauthorized' });
    expect(await loadCurrentUser(undefined)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with it getUserInfo is asked as before', async () => {
    const fetchMock = serveUser();
    expect(await loadCurrentUser(undefined)).toEqual(testUser());
    expect(paths(fetchMock)).toEqual(['/api/user/sso/getUserInfo']);
  });

  it('a signed-in user whose hint went (signed out in another tab) becomes a visitor without a refresh request', async () => {
    removeHint();
    const fetchMock = serveUser();
    expect(await loadCurrentUser(testUser())).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
