import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { outboxMails } from '../../db/schema/index';
import { AttemptLimits, LIMITS } from './attempt-limiter';
import { authorize, browser, csrfOf, signIn, type Browser } from './idp.test-helpers';
import { createAccount } from './idp.service';

/** Sign-in and mail limits of the embedded provider (issue 13 findings 5 and 6, decision 0013), in memory. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let ipSeq = 0;
const fresh = () => browser(t.app, { ip: `10.13.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}` });
const started = async (b: Browser) => {
  const { uid } = await authorize(b);
  expect(uid).not.toBe('');
  return uid;
};
/** One sign-in attempt from a fresh address and its own interaction. */
const tryFromFreshAddress = async (email: string, password: string) => {
  const b = fresh();
  return { b, ...(await signIn(b, await started(b), email, password)) };
};
const account = (email: string, password: string, verified = true) =>
  createAccount(t.database.db, { email, password, firstName: 'Owner', lastName: 'Of It', verified });
/** The limits over the app's own store, to record many failures quickly (as the sign-in route does). */
const limits = () => new AttemptLimits(t.app.counterStore);
const mailsTo = async (to: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outboxMails)
      .where(sql`${outboxMails.to} = ${to}`)
  )[0].n;

describe('sign-in: only failures count, per account and address', () => {
  it('ten wrong passwords from one address hold back that address only: the owner signs in from another', async () => {
    await account('owner-a@example.com', 'Owner-password-1');
    const attacker = fresh();
    const uid = await started(attacker);
    for (let i = 0; i < LIMITS.pair.max; i++) {
      expect((await signIn(attacker, uid, 'owner-a@example.com', `guess-${i}-password`)).res.statusCode).toBe(401);
    }
    const held = await signIn(attacker, uid, 'owner-a@example.com', 'another-guess-pw');
    expect(held.res.statusCode).toBe(429);
    expect(held.res.body).toContain('Too many attempts. Try again in 15 minutes.');
    expect(Number(held.res.headers['retry-after'])).toBeGreaterThan(800);
    // The same attacker is refused even with the right password from that address: it has used its guesses.
    expect((await signIn(attacker, uid, 'owner-a@example.com', 'Owner-password-1')).res.statusCode).toBe(429);

    const owner = await tryFromFreshAddress('OWNER-A@example.com', 'Owner-password-1');
    expect(owner.callback?.searchParams.get('code')).toBeTruthy();
  }, 120_000);

  it('a success clears its address count; right passwords never count against the address', async () => {
    await account('owner-b@example.com', 'Owner-password-2');
    const ip = '10.13.250.1';
    const room = () => browser(t.app, { ip });
    const b = room();
    const uid = await started(b);
    for (let i = 0; i < LIMITS.pair.max - 1; i++) await signIn(b, uid, 'owner-b@example.com', `typo-${i}-password`);
    expect((await signIn(b, uid, 'owner-b@example.com', 'Owner-password-2')).callback).toBeDefined();
    // The room's address is one failure short of its ceiling (other accounts' typos) …
    for (let i = 0; i < LIMITS.address.max - LIMITS.pair.max; i++) await limits().signInFailed(`classmate-${i}@example.com`, ip);
    // … and its learners keep signing in, which never moves it.
    for (const [email, password] of [
      ['learner@credo.test', 'Learner!2026'],
      ['learner2@credo.test', 'Learner2!2026'],
    ]) {
      const learner = room();
      expect((await signIn(learner, await started(learner), email, password)).callback).toBeDefined();
    }
    const again = room();
    const uid2 = await started(again);
    expect((await signIn(again, uid2, 'owner-b@example.com', 'last-typo-password')).res.statusCode).toBe(401);
    expect((await signIn(again, uid2, 'owner-b@example.com', 'Owner-password-2')).res.statusCode).toBe(429);
  }, 120_000);

  it('over the account ceiling, an address that failed waits and a fresh address still gets its check', async () => {
    await account('owner-c@example.com', 'Owner-password-3');
    // Guesses spread over many addresses, one each (a botnet), recorded as the sign-in route records them.
    for (let i = 0; i < LIMITS.account.max; i++) await limits().signInFailed('owner-c@example.com', `10.14.${Math.floor(i / 250)}.${i % 250}`);
    // Under attack: one earlier failure is enough to hold an address back, right password or not.
    const earlier = browser(t.app, { ip: '10.14.0.1' });
    expect((await signIn(earlier, await started(earlier), 'owner-c@example.com', 'Owner-password-3')).res.statusCode).toBe(429);
    // A new address: a wrong guess gets one check, then waits; the owner's right password signs in.
    const newcomer = fresh();
    const uid = await started(newcomer);
    expect((await signIn(newcomer, uid, 'owner-c@example.com', 'one-more-guess')).res.statusCode).toBe(401);
    expect((await signIn(newcomer, uid, 'owner-c@example.com', 'and-another-one')).res.statusCode).toBe(429);
    expect((await tryFromFreshAddress('owner-c@example.com', 'Owner-password-3')).callback).toBeDefined();
  }, 120_000);

  it('failures over many accounts from one address hold that address back (credential stuffing)', async () => {
    const stuffer = fresh();
    const uid = await started(stuffer);
    for (let i = 0; i < LIMITS.address.max - 1; i++) await limits().signInFailed(`someone-${i}@example.com`, '10.15.0.1');
    const from = browser(t.app, { ip: '10.15.0.1' });
    const uidFrom = await started(from);
    expect((await signIn(from, uidFrom, 'someone-else@example.com', 'whatever-password')).res.statusCode).toBe(401);
    expect((await signIn(from, uidFrom, 'learner2@credo.test', 'Learner2!2026')).res.statusCode).toBe(429);
    expect((await signIn(stuffer, uid, 'learner2@credo.test', 'Learner2!2026')).callback).toBeDefined();
  }, 120_000);
});

describe('mails: one allowance per recipient address', () => {
  async function signUp(b: Browser, email: string, uid?: string) {
    uid ??= await started(b);
    const page = await b.get(`/idp/interaction/${uid}/signup`);
    return b.post(`/idp/interaction/${uid}/signup`, {
      _csrf: csrfOf(page.body),
      firstName: 'Mallory',
      lastName: 'Bomber',
      email,
      password: 'Any-password-1',
      confirm: 'Any-password-1',
    });
  }
  const neutral = (html: string, email: string) =>
    html
      .split(email)
      .join('EMAIL')
      .split(encodeURIComponent(email))
      .join('EMAIL')
      .replace(/\/idp\/interaction\/[\w-]+/g, 'UID')
      .replace(/name="_csrf" value="[^"]*"/g, '');

  it('fifteen sign-ups with a taken address in a minute mail its owner at most the allowance, with the same page every time', async () => {
    await account('bombed@example.com', 'Owner-password-4');
    const newcomer = await signUp(fresh(), 'brand-new@example.com');
    // From two addresses (sign-up allows ten an hour per address), each in one pending sign-in.
    const bombers = [fresh(), fresh()];
    const uids = [await started(bombers[0]), await started(bombers[1])];
    for (let i = 0; i < 15; i++) {
      const res = await signUp(bombers[i % 2], 'bombed@example.com', uids[i % 2]);
      expect(res.statusCode).toBe(200);
      expect(neutral(res.body, 'bombed@example.com')).toBe(neutral(newcomer.body, 'brand-new@example.com'));
    }
    expect(await mailsTo('bombed@example.com')).toBe(LIMITS.mailsTo.max);
  }, 120_000);

  it('verification, reset and resend draw on the same allowance; forgot answers the same page beyond it', async () => {
    await account('unverified@example.com', 'Owner-password-5', false);
    const forgot = async () => {
      const b = fresh();
      const page = await b.get('/idp/account/forgot');
      return b.post('/idp/account/forgot?lang=en', { _csrf: csrfOf(page.body), email: 'unverified@example.com' });
    };
    await signUp(fresh(), 'unverified@example.com'); // a verification mail
    for (let i = 1; i < LIMITS.mailsTo.max; i++) expect((await forgot()).statusCode).toBe(200);
    expect(await mailsTo('unverified@example.com')).toBe(LIMITS.mailsTo.max);
    const beyond = await forgot();
    expect(beyond.statusCode).toBe(200);
    expect(beyond.body).toContain('If an account exists for unverified@example.com');
    expect(await mailsTo('unverified@example.com')).toBe(LIMITS.mailsTo.max);

    // The owner, who proved the password, is told to wait instead of being sent nothing in silence.
    const owner = await tryFromFreshAddress('unverified@example.com', 'Owner-password-5');
    expect(owner.res.statusCode).toBe(403);
    const body = owner.res.body;
    const resend = await owner.b.post(/action="([^"]+\/resend)"/.exec(body)![1], {
      _csrf: csrfOf(body),
      account: /name="account" value="([^"]+)"/.exec(body)![1],
    });
    expect(resend.statusCode).toBe(429);
    expect(resend.body).toContain('Too many attempts');
    expect(await mailsTo('unverified@example.com')).toBe(LIMITS.mailsTo.max);
  }, 120_000);

  it('one address asking for many resets is told to wait, whoever it asks for', async () => {
    const b = fresh();
    const ask = async (email: string) => b.post('/idp/account/forgot?lang=en', { _csrf: csrfOf((await b.get('/idp/account/forgot')).body), email });
    for (let i = 0; i < LIMITS.forgotAddress.max; i++) expect((await ask(`nobody-${i}@example.com`)).statusCode).toBe(200);
    const res = await ask('learner@credo.test');
    expect(res.statusCode).toBe(429);
    expect(res.body).toContain('Too many attempts');
  });
});
