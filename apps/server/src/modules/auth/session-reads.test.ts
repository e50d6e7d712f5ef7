import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/build-app';
import { testDriver } from '../../../test/test-env';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/user';
import { findActiveSessionUsers } from '../user/session-user.repo';
import { findLiveSessions, insertSession, revokeSession } from './session.repo';

// The session reads run lean on PostgreSQL (rows as text, converted by the repos) and through
// drizzle on PGlite (session 33): both answer the same typed rows.
describe(`session reads (${testDriver()})`, () => {
  let database: Database;
  let user: { id: number; tenantId: number; role: string };
  beforeAll(async () => {
    database = await openTestDatabase();
    [user] = await database.db.select({ id: users.id, tenantId: users.tenantId, role: users.role }).from(users).limit(1);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('answers a live session with its typed columns, and leaves out revoked, expired and unknown ones', async () => {
    const expiresAt = new Date(Date.now() + 3_600_000);
    const now = new Date();
    for (const idHash of ['reads-live', 'reads-revoked', 'reads-expired'])
      await insertSession(database.db, {
        idHash,
        userId: user.id,
        idToken: idHash === 'reads-live' ? null : 'token "with" quotes',
        expiresAt: idHash === 'reads-expired' ? new Date(now.getTime() - 1000) : expiresAt,
        userAgent: null,
        ip: null,
      });
    await revokeSession(database.db, 'reads-revoked');

    const rows = await findLiveSessions(database.db, ['reads-live', 'reads-revoked', 'reads-expired', 'reads-unknown'], now);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toEqual({ idHash: 'reads-live', userId: user.id, idToken: null, lastSeenAt: expect.any(Date), expiresAt: expect.any(Date) });
    // Timestamps keep their milliseconds through the text form.
    expect(row.expiresAt.getTime()).toBe(expiresAt.getTime());
    expect(Math.abs(row.lastSeenAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('answers the session users as numbers and text, and nothing for an unknown id', async () => {
    expect(await findActiveSessionUsers(database.db, [user.id, 2_000_000_000])).toEqual([user]);
    expect(typeof user.id).toBe('number');
  });
});
