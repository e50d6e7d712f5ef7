import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { trainerApplications, users } from '../../db/schema/index';
import { openTestDatabase } from '../../../test/build-app';
import { testDriver } from '../../../test/test-env';
import { purgeDeclinedApplications } from './trainer-application.service';
import { DAY_MS } from '@credo/contracts/durations';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Declined applications whose deletion time has passed, each naming its own CV file. */
async function duePurges(count: number, now: Date): Promise<{ ids: number[]; keys: string[] }> {
  const db = database.db;
  const rows = [];
  for (let i = 0; i < count; i++) {
    const [user] = await db
      .insert(users)
      .values({ tenantId: 1, siteId: 1, languageId: 1, subject: `test|${randomUUID()}`, name: `Declined ${i}` })
      .returning({ id: users.id });
    rows.push({
      tenantId: 1,
      siteId: 1,
      userId: user!.id,
      state: 'declined',
      name: `Declined ${i}`,
      email: `declined-${i}@example.test`,
      cvKey: `trainer-cv/${randomUUID()}.pdf`,
      createdAt: new Date(now.getTime() - 10 * DAY_MS),
      decidedAt: new Date(now.getTime() - 5 * DAY_MS),
      purgeAfter: new Date(now.getTime() - 1000),
    });
  }
  const inserted = await db.insert(trainerApplications).values(rows).returning({ id: trainerApplications.id, cvKey: trainerApplications.cvKey });
  return { ids: inserted.map((r) => r.id), keys: inserted.map((r) => r.cvKey!) };
}

describe('the declined-application purge on two nodes at once', () => {
  // Two purges need two connections; PGlite has one, and the lock question is PostgreSQL's.
  it.skipIf(testDriver() !== 'postgres')('each row is claimed, its file deleted and its data erased by one purge only', async () => {
    const now = new Date();
    const { ids, keys } = await duePurges(3, now);
    const deleted: string[] = [];
    let second: Promise<number> | undefined;
    // The second node starts its purge while the first holds its claim (at its first file deletion)
    // and finishes before the first goes on: without the claim's transaction it would find the same rows.
    const firstNode = {
      delete: async (key: string) => {
        second ??= purgeDeclinedApplications(database.db, secondNode, now);
        await second;
        deleted.push(key);
      },
    };
    const secondNode = {
      delete: async (key: string) => {
        deleted.push(key);
      },
    };

    const first = await purgeDeclinedApplications(database.db, firstNode, now);
    const handledBySecond = await second!;

    expect(first + handledBySecond).toBe(3);
    expect(deleted.sort()).toEqual([...keys].sort());
    const after = await database.db.select().from(trainerApplications).where(inArray(trainerApplications.id, ids));
    expect(after.every((r) => r.purgedAt !== null && r.name === null && r.cvKey === null)).toBe(true);
    // Nothing is left for a later round.
    expect(await purgeDeclinedApplications(database.db, secondNode, now)).toBe(0);
  });
});
