import { randomUUID } from 'node:crypto';
import { users } from '../src/db/schema/index';
import { createSessionToken, SESSION_COOKIE } from '../src/platform/session';
import type { TestApp } from './build-app';

export type SignedIn = {
  user: typeof users.$inferSelect;
  cookie: string;
  /** Cookie plus same-origin Host and Origin, so state-changing requests pass the CSRF check. */
  headers: { cookie: string; origin: string; host: string };
};

/** Inserts a user of the main tenant (subject `test|<random>`) with a live session. */
export async function signIn(t: TestApp, overrides: Partial<typeof users.$inferInsert> = {}): Promise<SignedIn> {
  const id = randomUUID();
  const [user] = await t.app.db
    .insert(users)
    .values({
      tenantId: 1,
      subject: `test|${id}`,
      email: `learner-${id.slice(0, 8)}@example.test`,
      name: 'Test Learner',
      siteId: 1,
      languageId: 1,
      ...overrides,
    })
    .returning();
  const token = await createSessionToken(t.app.sessions, user.id);
  const cookie = `${SESSION_COOKIE}=${token}`;
  return { user, cookie, headers: { cookie, origin: 'http://localhost', host: 'localhost' } };
}
