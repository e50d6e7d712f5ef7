import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpAccounts, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn as sessionFor } from '../../../test/sessions';
import { authorize, browser, csrfOf, pathOf, signIn, type Browser } from '../idp/idp.test-helpers';
import { createAccount } from '../idp/idp.service';
import { signHandOff } from './sign-hand-off';

/**
 * Names reach Credo four ways; each one drops control and bidi-override characters
 * (contracts/text-safety.ts), so a name cannot turn other text around on a certificate, in a
 * staff list or in a mail ("Anna\u202Efdp.exe" shows as "Annaexe.pdf").
 */
const SECRET = 'name-safety-hand-off-secret';
/**
 * RLO, zero-width space, a bell, LRI … PDI and a line break around the real name. (NUL is
 * refused before it gets here by the contracts' text rule; text-safety.test.ts covers it.)
 */
const HOSTILE_FIRST = '\u202EAnna\u200B\u0007';
const HOSTILE_LAST = '\u2066Ma\u200Fria\u2069\nLee';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ signAppSecrets: { onehik: SECRET } });
});
afterAll(() => t.close());

const userByEmail = async (email: string) => (await t.app.db.select().from(users).where(eq(users.email, email)))[0];
let ipSeq = 0;

describe('a name is stored without control and bidi-override characters', () => {
  it('from the profile update (POST /api/user/update)', async () => {
    const me = await sessionFor(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/update?siteId=1',
      headers: me.headers,
      payload: { firstName: HOSTILE_FIRST, lastName: HOSTILE_LAST, countryCode: 'PL', company: 'Acme', phoneNumber: '600700800', phoneCode: '48' },
    });
    expect(res.json().code, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ firstName: 'Anna', lastName: 'Maria Lee' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({ firstName: 'Anna', lastName: 'Maria Lee' });
  });

  it('from the profile update, where a name of invisible characters only counts as no name', async () => {
    const me = await sessionFor(t, { firstName: 'Kept', lastName: 'Name' });
    const res = await t.app.inject({ method: 'POST', url: '/api/user/update?siteId=1', headers: me.headers, payload: { firstName: '\u202E\u200B' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.issues.map((i: { field: string }) => i.field)).toContain('firstName');
  });

  it("from the embedded provider's sign-up form", async () => {
    const b = browser(t.app, { ip: `10.9.0.${++ipSeq}` });
    const { uid } = await authorize(b);
    const page = await b.get(`/idp/interaction/${uid}/signup`);
    const res = await b.post(`/idp/interaction/${uid}/signup`, {
      _csrf: csrfOf(page.body),
      firstName: HOSTILE_FIRST,
      lastName: HOSTILE_LAST,
      email: 'bidi.signup@example.test',
      password: 'Long-enough-pw-1',
      confirm: 'Long-enough-pw-1',
    });
    expect(res.statusCode).toBe(200);
    const [account] = await t.app.db.select().from(idpAccounts).where(eq(idpAccounts.email, 'bidi.signup@example.test'));
    expect(account).toMatchObject({ firstName: 'Anna', lastName: 'Maria Lee' });
  });

  it('from the OpenID Connect claims of a provider that sends such names', async () => {
    // An account made outside the sign-up form (as an external provider would hold it) keeps them in its claims.
    const who = { email: 'bidi.claims@example.test', password: 'Claims-name-pw-1' };
    await createAccount(t.app.db, { ...who, firstName: HOSTILE_FIRST, lastName: '\u202Bevil\u202C', verified: true });
    const b: Browser = browser(t.app, { ip: `10.9.0.${++ipSeq}` });
    const start = await b.get(String((await b.get('/user/sso/login?target=%2F')).headers.location));
    const auth = await b.get(pathOf(String(start.headers.location)));
    const uid = /\/idp\/interaction\/([\w-]+)/.exec(String(auth.headers.location))![1];
    const { callback } = await signIn(b, uid, who.email, who.password);
    expect(callback?.pathname).toBe('/api/user/sso/callback');
    await b.get(pathOf(callback!.href));
    expect(await userByEmail(who.email)).toMatchObject({ firstName: 'Anna', lastName: 'evil', name: 'Anna evil' });
  });

  it('from the signature hand-off', async () => {
    const email = 'bidi.handoff@example.test';
    const signature = signHandOff(SECRET, { email, sub: 'ext-42', firstName: HOSTILE_FIRST, lastName: HOSTILE_LAST });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/sso/oneHikIdSign/verify',
      payload: { appId: 'onehik', signature, siteId: 1 },
      headers: { origin: 'http://localhost', host: 'localhost' },
    });
    expect(res.json().code, res.body).toBe(200);
    expect(await userByEmail(email)).toMatchObject({ firstName: 'Anna', lastName: 'Maria Lee' });
  });
});
