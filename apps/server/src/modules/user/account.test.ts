import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { idpAccounts, sessions, users } from '../../db/schema/index';
import { createAccount } from '../idp/idp.service';
import { createSessionToken } from '../../platform/session';
import { LocalDiskStorage } from '../../platform/storage';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';

// The real provider deletion runs; the spy records the call and lets one test make it fail.
const idp = vi.hoisted(() => ({ deleteAccount: vi.fn() }));
vi.mock('../idp/idp.service', async (importOriginal) => {
  const real = await importOriginal<typeof import('../idp/idp.service')>();
  idp.deleteAccount.mockImplementation(real.deleteAccount);
  return { ...real, deleteAccount: idp.deleteAccount };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  idp.deleteAccount.mockClear();
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PROFILE = {
  firstName: 'Del',
  lastName: 'Eted',
  phoneNumber: '600700800',
  phoneCode: '48',
  country: 'Poland',
  countryCode: 'PL',
  province: 'Mazowieckie',
  city: 'Warszawa',
  address: 'ul. Prosta 1',
  postcode: '00-950',
  vatNumber: '5260001246',
  company: 'Acme',
  jobTitle: 'Installer',
  type: 1,
};

async function uploadAvatar(headers: Record<string, string>): Promise<string> {
  const boundary = 'credo-boundary-1234';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/image/upload',
    payload,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return res.json().data;
}

const deleteAccount = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/user/account/delete', headers });

describe('POST /api/user/account/delete', () => {
  it('anonymises the row, revokes every session, removes the avatar and clears the cookie', async () => {
    const me = await signIn(t, PROFILE);
    const secondDevice = `credo_sid=${await createSessionToken(t.app.sessions, me.user.id)}`;
    const avatar = await uploadAvatar(me.headers);
    const storage = new LocalDiskStorage(t.config.dataDir);
    const key = `avatars/${avatar.split('/').pop()}`;
    expect(await storage.stat(key)).not.toBeNull();

    const res = await deleteAccount(me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, data: { logoutUrl: '/' }, message: 'success' });
    expect(res.cookies.find((c) => c.name === 'credo_sid')).toMatchObject({ value: '' });
    // The signed-in hint goes with it (decision 0029): the web app stops asking getUserInfo.
    expect(res.cookies.find((c) => c.name === 'credo_signed_in')).toMatchObject({ value: '' });

    const [row] = await t.app.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({
      name: 'Deleted user',
      email: null,
      subject: `deleted|${me.user.id}`,
      photoImgUrl: null,
      ...Object.fromEntries(Object.keys(PROFILE).map((k) => [k, null])),
    });
    expect(row.deletedAt).toBeInstanceOf(Date);
    const live = (await t.app.db.select().from(sessions).where(eq(sessions.userId, me.user.id))).filter((s) => !s.revokedAt);
    expect(live).toEqual([]);
    expect(await storage.stat(key)).toBeNull();
    expect(idp.deleteAccount).not.toHaveBeenCalled();

    for (const cookie of [me.cookie, secondDevice]) {
      expect((await t.app.inject({ url: '/api/user/sso/getUserInfo', headers: { cookie } })).statusCode).toBe(401);
    }
  });

  it('tells the embedded provider when the account is one of its own', async () => {
    const account = await createAccount(t.app.db, {
      email: 'to.delete@example.test',
      password: 'Correct-Horse-42',
      firstName: 'To',
      lastName: 'Delete',
      verified: true,
    });
    const me = await signIn(t, { subject: `${t.config.publicUrl}/idp|${account.id}`, email: 'to.delete@example.test' });
    expect((await deleteAccount(me.headers)).json().code).toBe(200);
    expect(idp.deleteAccount).toHaveBeenCalledTimes(1);
    expect(idp.deleteAccount.mock.calls[0][1]).toBe(account.id);
    const [row] = await t.app.db.select().from(idpAccounts).where(eq(idpAccounts.id, account.id));
    expect(row).toMatchObject({ passwordHash: null, firstName: null });
    expect(row.email).not.toContain('to.delete');
  });

  it('does not tell it about an external provider account', async () => {
    const me = await signIn(t, { subject: 'https://keycloak.example/realms/credo|4242' });
    expect((await deleteAccount(me.headers)).json().code).toBe(200);
    expect(idp.deleteAccount).not.toHaveBeenCalled();
  });

  it('keeps everything when the provider deletion fails (one transaction)', async () => {
    idp.deleteAccount.mockRejectedValueOnce(new Error('provider down'));
    const me = await signIn(t, { ...PROFILE, subject: `${t.config.publicUrl}/idp|77` });
    expect((await deleteAccount(me.headers)).statusCode).toBe(500);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({ firstName: 'Del', deletedAt: null, email: me.user.email });
    expect((await t.app.inject({ url: '/api/user/sso/getUserInfo', headers: me.headers })).statusCode).toBe(200);
  });

  it('refuses a cross-site request and changes nothing', async () => {
    const me = await signIn(t, PROFILE);
    const res = await deleteAccount({ ...me.headers, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row.deletedAt).toBeNull();
  });

  it('a new sign-in of the same identity starts a new account', async () => {
    const me = await signIn(t);
    await deleteAccount(me.headers);
    const again = await signIn(t, { subject: me.user.subject });
    expect(again.user.id).not.toBe(me.user.id);
  });
});
