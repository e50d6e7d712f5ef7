import { FIELD_LIMITS } from '@credo/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAccount, IdpAccountError } from './idp.service';
import { authorize, browser, csrfOf } from './idp.test-helpers';
import { themeFor } from './views/theme';
import { NAME_MAX } from './views/pages';

// Issue 14 item 12: sign-up takes the names the profile keeps (30 characters), in the brand's colour.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('embedded provider sign-up', () => {
  it('refuses a 31-character name as the profile does, and takes 30', async () => {
    expect(NAME_MAX).toBe(FIELD_LIMITS.firstName);
    const long = 'A'.repeat(FIELD_LIMITS.firstName + 1);
    await expect(
      createAccount(t.database.db, { email: 'long.name@example.com', password: 'Long-name-pass-1', firstName: long, lastName: 'Smith' }),
    ).rejects.toBeInstanceOf(IdpAccountError);
    const ok = await createAccount(t.database.db, { email: 'max.name@example.com', password: 'Max-name-pass-1', firstName: 'B'.repeat(30), lastName: 'Smith' });
    expect(ok.email).toBe('max.name@example.com');
  });

  it('refuses a 31-character first name on the sign-up form, with the limit in its message', async () => {
    const b = browser(t.app, { ip: '10.9.0.1' });
    const { uid } = await authorize(b);
    const form = await b.get(`/idp/interaction/${uid}/signup`);
    expect(form.body).toContain('maxlength="30"');
    const res = await b.post(`/idp/interaction/${uid}/signup`, {
      _csrf: csrfOf(form.body),
      firstName: 'C'.repeat(31),
      lastName: 'Smith',
      email: 'form.long@example.com',
      password: 'Form-long-pass-1',
      confirm: 'Form-long-pass-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/30/);
  });

  it('draws the main brand’s buttons in its red, like the web app', () => {
    expect(themeFor('main').primary).toBe('#d7000f');
  });
});
