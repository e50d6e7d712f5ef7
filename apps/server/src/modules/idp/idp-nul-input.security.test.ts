import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { authorize, browser, csrfOf } from './idp.test-helpers';

// The provider's forms are not in /api/docs, so the boundary fuzz cannot reach them: a NUL byte
// (which PostgreSQL text cannot hold) in any field must answer the form again, never a 500.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let ipSeq = 0;
const freshBrowser = () => browser(t.app, { ip: `10.9.0.${++ipSeq}` });
const NUL = 'a\u0000b';

describe('the provider forms with a NUL byte in a field', () => {
  it('sign-in, sign-up, forgot and reset answer a page, not a 500', async () => {
    const b = freshBrowser();
    const { uid } = await authorize(b);
    const signInPage = await b.get(`/idp/interaction/${uid}`);
    for (const form of [
      { email: `x${NUL}@example.com`, password: 'whatever-1A!' },
      { email: 'learner@credo.test', password: NUL },
    ]) {
      const res = await b.post(`/idp/interaction/${uid}/login`, { _csrf: csrfOf(signInPage.body), ...form });
      expect(res.statusCode, JSON.stringify(form)).toBeLessThan(500);
    }
    const signUpPage = await b.get(`/idp/interaction/${uid}/signup`);
    for (const field of ['firstName', 'lastName', 'email', 'password', 'confirm', 'lang']) {
      const form: Record<string, string> = {
        firstName: 'Ada',
        lastName: 'Byron',
        email: 'nul-test@example.com',
        password: 'Long-enough-1!',
        confirm: 'Long-enough-1!',
      };
      form[field] = field === 'email' ? `nul${NUL}@example.com` : NUL;
      const res = await b.post(`/idp/interaction/${uid}/signup`, { _csrf: csrfOf(signUpPage.body), ...form });
      expect(res.statusCode, field).toBeLessThan(500);
    }
    const forgotPage = await b.get('/idp/account/forgot');
    const forgot = await b.post('/idp/account/forgot?lang=en', { _csrf: csrfOf(forgotPage.body), email: `x${NUL}@example.com` });
    expect(forgot.statusCode).toBeLessThan(500);
    const reset = await b.post('/idp/account/reset?lang=en', {
      _csrf: csrfOf(forgotPage.body),
      token: NUL,
      password: 'Long-enough-1!',
      confirm: 'Long-enough-1!',
    });
    expect(reset.statusCode).toBeLessThan(500);
  });
});
