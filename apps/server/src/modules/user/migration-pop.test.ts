import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const URL = '/api/user/migrationPop/dismiss';
const statusOf = async (id: number) => (await t.app.db.select({ s: users.migrationPopStatus }).from(users).where(eq(users.id, id)))[0].s;

describe('POST /api/user/migrationPop/dismiss', () => {
  it('refuses visitors with HTTP 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL, payload: {}, headers: { origin: 'http://localhost', host: 'localhost' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, data: null });
  });

  it('refuses a cross-site request carrying the session cookie (CSRF) and changes nothing', async () => {
    const me = await signIn(t);
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: {},
      headers: { cookie: me.cookie, origin: 'https://evil.example', host: 'localhost' },
    });
    expect(res.statusCode).toBe(403);
    expect(await statusOf(me.user.id)).toBe('1');
  });

  it("sets migrationPopStatus to '0', shown by getUserInfo, and answers true again when repeated", async () => {
    const me = await signIn(t, { siteId: 21 });
    const before = (await t.app.inject({ url: '/api/user/sso/getUserInfo?siteId=21', headers: me.headers })).json().data;
    expect(before.migrationPopStatus).toBe('1');
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'POST', url: URL, payload: { siteId: 21 }, headers: me.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 200, data: true });
    }
    const after = (await t.app.inject({ url: '/api/user/sso/getUserInfo?siteId=21', headers: me.headers })).json().data;
    expect(after.migrationPopStatus).toBe('0');
  });

  it('is idempotent under concurrent requests and touches only the caller', async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.inject({ method: 'POST', url: URL, headers: me.headers })));
    for (const res of answers) expect(res.json()).toMatchObject({ code: 200, data: true });
    expect(await statusOf(me.user.id)).toBe('0');
    expect(await statusOf(other.user.id)).toBe('1');
  });
});
