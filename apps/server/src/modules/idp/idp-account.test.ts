import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { idpAccounts, idpPayloads, outboxMails } from '../../db/schema/index';
import { mailLinks } from '../../platform/mail-console';
import { latestMailTo } from '../../platform/mail-outbox';
import { authorize, browser, csrfOf, signIn, type Browser } from './idp.test-helpers';
import { insertToken } from './idp.repo';
import { createAccount } from './idp.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let ipSeq = 0;
/** A browser from its own address, so the per-IP limits of one test do not leak into another. */
const freshBrowser = (opts: { host?: string; acceptLanguage?: string } = {}) => browser(t.app, { ...opts, ip: `10.1.0.${++ipSeq}` });

async function startSignIn(b: Browser, opts: { uiLocales?: string; redirectUri?: string } = {}) {
  const { uid } = await authorize(b, opts);
  expect(uid).not.toBe('');
  return uid;
}

const accountRow = async (email: string) => (await t.database.db.select().from(idpAccounts).where(eq(idpAccounts.email, email)))[0];
const linkIn = async (to: string, path: string) => {
  const mail = await latestMailTo(t.database.db, to);
  return mail ? mailLinks(mail).find((l) => l.includes(path)) : undefined;
};

async function signUp(b: Browser, uid: string, form: Record<string, string>) {
  const page = await b.get(`/idp/interaction/${uid}/signup`);
  expect(page.statusCode).toBe(200);
  return b.post(`/idp/interaction/${uid}/signup`, { _csrf: csrfOf(page.body), ...form });
}

describe('sign-up and e-mail verification', () => {
  it('shows every problem inline, keeps the input but never the passwords, and escapes it', async () => {
    const b = freshBrowser();
    const uid = await startSignIn(b);
    const res = await signUp(b, uid, { firstName: '<b>Eve</b>', lastName: '', email: 'not-an-email', password: 'short-pw', confirm: 'short-pw' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('value="&lt;b&gt;Eve&lt;/b&gt;"');
    expect(res.body).not.toContain('<b>Eve</b>');
    expect(res.body).toContain('This field is required.');
    expect(res.body).toContain('Enter a valid e-mail address.');
    expect(res.body).toContain('Use at least 10 characters.');
    expect(res.body).not.toContain('short-pw');
    expect(res.body).toContain('aria-invalid="true"');

    const mismatch = await signUp(b, uid, {
      firstName: 'Eve',
      lastName: 'Adams',
      email: 'eve@example.com',
      password: 'long-enough-1',
      confirm: 'long-enough-2',
    });
    expect(mismatch.body).toContain('The passwords do not match.');
    expect(await accountRow('eve@example.com')).toBeUndefined();
  });

  it('creates an unverified account and queues a mail with a verification link valid once', async () => {
    const b = freshBrowser();
    const uid = await startSignIn(b);
    const res = await signUp(b, uid, {
      firstName: 'Marie',
      lastName: 'Curie',
      email: 'Marie.Curie@Example.com',
      password: 'Radium-1898!',
      confirm: 'Radium-1898!',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Check your e-mail');
    const account = await accountRow('marie.curie@example.com');
    expect(account).toMatchObject({ firstName: 'Marie', lastName: 'Curie', role: 'learner', emailVerifiedAt: null, tenantId: 1, locale: 'en' });
    expect(account.passwordHash).toMatch(/^scrypt\$/);

    const mail = await latestMailTo(t.database.db, 'marie.curie@example.com');
    expect(mail?.subject).toBe('Confirm your e-mail address for Credo Academy');
    const link = await linkIn('marie.curie@example.com', '/idp/account/verify');
    expect(link).toMatch(/^http:\/\/localhost:3000\/idp\/account\/verify\?token=[\w-]{43}&lang=en$/);

    // Not verified yet: the right password is not enough, and the page offers to resend.
    const early = await signIn(b, uid, 'marie.curie@example.com', 'Radium-1898!');
    expect(early.res.statusCode).toBe(403);
    expect(early.res.body).toContain('Verify your e-mail first');
    const resend = await b.post(/action="([^"]+\/resend)"/.exec(early.res.body)![1], {
      _csrf: csrfOf(early.res.body),
      account: /name="account" value="([^"]+)"/.exec(early.res.body)![1],
    });
    expect(resend.body).toContain('We sent a new verification link');
    const newLink = await linkIn('marie.curie@example.com', '/idp/account/verify');
    expect(newLink).not.toBe(link);

    const verified = await b.get(link!);
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toContain('E-mail verified');
    // "Sign in" leads back into the pending sign-in with the address filled in.
    const back = /class="btn btn-primary" href="([^"]+)"/.exec(verified.body)![1].replace(/&amp;/g, '&');
    expect(back).toBe(`/idp/interaction/${uid}?email=marie.curie%40example.com&notice=verified`);
    expect((await accountRow('marie.curie@example.com')).emailVerifiedAt).toBeInstanceOf(Date);

    const second = await b.get(link!);
    expect(second.statusCode).toBe(410);
    expect(second.body).toContain('This link can no longer be used');

    const page = await b.get(back);
    expect(page.body).toContain('value="marie.curie@example.com"');
    expect(page.body).toContain('Your e-mail address is verified');
    const done = await signIn(b, uid, 'marie.curie@example.com', 'Radium-1898!');
    expect(done.callback?.searchParams.get('code')).toBeTruthy();
  });

  it('refuses an expired verification link', async () => {
    const account = await createAccount(t.database.db, { email: 'late@example.com', password: 'Late-but-long-1', firstName: 'Late', lastName: 'Comer' });
    const token = await insertToken(t.database.db, { accountId: account.id, purpose: 'verify', ttlMs: -1000 });
    const res = await freshBrowser().get(`/idp/account/verify?token=${token}`);
    expect(res.statusCode).toBe(410);
    expect((await accountRow('late@example.com')).emailVerifiedAt).toBeNull();
    // A reset token is not a verification token either.
    const reset = await insertToken(t.database.db, { accountId: account.id, purpose: 'reset', ttlMs: 60_000 });
    expect((await freshBrowser().get(`/idp/account/verify?token=${reset}`)).statusCode).toBe(410);
  });

  it('answers a sign-up with a taken address like a new one, and mails the owner instead', async () => {
    const b = freshBrowser();
    const uid = await startSignIn(b);
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(idpAccounts);
    const res = await signUp(b, uid, {
      firstName: 'Ada',
      lastName: 'Again',
      email: 'learner@credo.test',
      password: 'Another-pass-1',
      confirm: 'Another-pass-1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Check your e-mail');
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(idpAccounts))[0].n).toBe(before[0].n);
    expect((await latestMailTo(t.database.db, 'learner@credo.test'))?.subject).toBe('Sign-up attempt on Credo Academy');
  });
});

describe('sign-in page', () => {
  it('refuses a wrong password and an unknown e-mail with the same words', async () => {
    const b = freshBrowser();
    const uid = await startSignIn(b);
    const wrong = await signIn(b, uid, 'learner@credo.test', 'not-the-password');
    const unknown = await signIn(b, uid, 'nobody@credo.test', 'not-the-password');
    for (const { res } of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('The e-mail or password is incorrect.');
      expect(res.body).not.toMatch(/no account|unknown|wrong password/i);
      expect(res.body).not.toContain('not-the-password');
    }
    const strip = (html: string) => html.replace(/name="_csrf" value="[^"]+"/, '').replace(/value="[^"]*@credo\.test"/, '');
    expect(strip(wrong.res.body)).toBe(strip(unknown.res.body));
  });

  it('refuses a post without the CSRF token', async () => {
    const b = freshBrowser();
    const uid = await startSignIn(b);
    await b.get(`/idp/interaction/${uid}`);
    const res = await b.post(`/idp/interaction/${uid}/login`, { email: 'learner@credo.test', password: 'Learner!2026' });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('This form has expired');
  });

  it('answers an expired or foreign interaction with a page that starts again from the site', async () => {
    const res = await freshBrowser().get('/idp/interaction/unknown-uid');
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('This sign-in page has expired');
    expect(res.body).toContain('href="http://localhost:3000/user/sso/login?target=%2F"');
  });

  it('speaks the ui_locales of the request, then Accept-Language, and takes the tenant from the redirect URI', async () => {
    const pl = freshBrowser();
    const plPage = await pl.get(`/idp/interaction/${await startSignIn(pl, { uiLocales: 'pl-PL en' })}`);
    expect(plPage.body).toContain('<html lang="pl" dir="ltr">');
    expect(plPage.body).toContain('Nie pamiętasz hasła?');

    const ar = freshBrowser({ acceptLanguage: 'ar-SA,ar;q=0.9,en;q=0.5' });
    const arPage = await ar.get(`/idp/interaction/${await startSignIn(ar)}`);
    expect(arPage.body).toContain('<html lang="ar" dir="rtl">');
    expect(arPage.body).toContain('تسجيل الدخول');

    const micro = freshBrowser();
    const microPage = await micro.get(`/idp/interaction/${await startSignIn(micro, { redirectUri: 'http://micro.localhost:3000/api/user/sso/callback' })}`);
    expect(microPage.body).toContain('<title>Sign in · Credo Thermal</title>');
    expect(microPage.body).toContain('/media/tenants/micro-logo.svg');
    expect(microPage.body).toContain('--brand:#c2410c');
  });
  // The sign-in and mail limits have their own file: idp-limits.test.ts.
});

describe('forgot and reset password', () => {
  async function forgot(b: Browser, email: string) {
    const page = await b.get('/idp/account/forgot');
    return b.post('/idp/account/forgot?lang=en', { _csrf: csrfOf(page.body), email });
  }

  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(outboxMails))[0].n;
    const before = await count();
    const unknown = await forgot(freshBrowser(), 'nobody-here@example.com');
    const mid = await count();
    const known = await forgot(freshBrowser(), 'learner2@credo.test');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    const strip = (html: string, email: string) => html.split(email).join('EMAIL');
    expect(strip(unknown.body, 'nobody-here@example.com')).toBe(strip(known.body, 'learner2@credo.test'));
    expect(known.body).toContain('If an account exists for learner2@credo.test');
    expect(mid).toBe(before);
    expect(await count()).toBe(before + 1);
    expect((await latestMailTo(t.database.db, 'learner2@credo.test'))?.subject).toBe('Reset your Credo Academy password');
  });

  it('resets the password once, signs the account out of the provider, and keeps the old password out', async () => {
    await createAccount(t.database.db, { email: 'reset-me@example.com', password: 'Original-pass-1', firstName: 'Reset', lastName: 'Me', verified: true });
    // A live provider session for the account.
    const other = freshBrowser();
    expect((await signIn(other, await startSignIn(other), 'reset-me@example.com', 'Original-pass-1')).callback).toBeDefined();
    const account = await accountRow('reset-me@example.com');
    const held = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(idpPayloads)
          .where(sql`${idpPayloads.payload}->>'accountId' = ${String(account.id)}`)
      )[0].n;
    expect(await held()).toBeGreaterThan(0);

    const b = freshBrowser();
    await forgot(b, 'reset-me@example.com');
    const link = await linkIn('reset-me@example.com', '/idp/account/reset');
    expect(link).toMatch(/\/idp\/account\/reset\?token=[\w-]{43}&lang=en$/);
    const form = await b.get(link!);
    expect(form.statusCode).toBe(200);
    const token = /name="token" value="([^"]+)"/.exec(form.body)![1];

    const mismatch = await b.post('/idp/account/reset', { _csrf: csrfOf(form.body), token, password: 'Brand-new-pass-2', confirm: 'Brand-new-pass-3' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('The passwords do not match.');

    const ok = await b.post('/idp/account/reset', { _csrf: csrfOf(form.body), token, password: 'Brand-new-pass-2', confirm: 'Brand-new-pass-2' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('Password changed');
    expect(await held()).toBe(0);

    expect(
      (await b.post('/idp/account/reset', { _csrf: csrfOf(form.body), token, password: 'Third-password-3', confirm: 'Third-password-3' })).statusCode,
    ).toBe(410);
    expect((await b.get(link!)).statusCode).toBe(410);

    const c = freshBrowser();
    const uid = await startSignIn(c);
    expect((await signIn(c, uid, 'reset-me@example.com', 'Original-pass-1')).res.statusCode).toBe(401);
    expect((await signIn(c, uid, 'reset-me@example.com', 'Brand-new-pass-2')).callback).toBeDefined();
  });
});
