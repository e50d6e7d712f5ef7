import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, testUser, unauthorized } from '@/test/fixtures';
import { loadCurrentUser } from './use-current-user';

const stub = (answers: Record<string, () => Response>) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    return answers[path]?.() ?? new Response('down', { status: 503 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const paths = (fetchMock: ReturnType<typeof stub>) => fetchMock.mock.calls.map(([input]) => String(input));

afterEach(() => vi.unstubAllGlobals());

describe('loadCurrentUser', () => {
  it('asks getUserInfo first; a visitor (HTTP 401) is null, with no redirect', async () => {
    const fetchMock = stub({ '/api/user/sso/getUserInfo': unauthorized });
    expect(await loadCurrentUser(undefined)).toBeNull();
    expect(paths(fetchMock)).toEqual(['/api/user/sso/getUserInfo']);
  });

  it('refreshes a signed-in user through getUserById with their id', async () => {
    const fresh = testUser({ company: 'Acme' });
    const fetchMock = stub({ '/api/user/getUserById': () => ok(fresh) });
    expect(await loadCurrentUser(testUser())).toEqual(fresh);
    expect(paths(fetchMock)).toEqual(['/api/user/getUserById?id=7']);
  });

  it('turns a lost session into a visitor and keeps the user through a transport failure', async () => {
    stub({ '/api/user/getUserById': unauthorized });
    expect(await loadCurrentUser(testUser())).toBeNull();
    stub({});
    expect(await loadCurrentUser(testUser())).toEqual(testUser());
  });
});
