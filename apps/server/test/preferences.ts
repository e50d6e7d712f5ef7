import { expect } from 'vitest';
import type { TestApp } from './build-app';
import type { SignedIn } from './sessions';

/** Sets the learner's notification preferences through their own page's call (POST preferences), as they would. */
export async function setPreferences(t: TestApp, me: SignedIn, patch: { reminders?: boolean; surveys?: boolean; campaigns?: boolean }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/notification/preferences',
    headers: me.headers,
    payload: { siteId: 1, languageId: 1, ...patch },
  });
  expect(res.statusCode, res.body).toBe(200);
}
