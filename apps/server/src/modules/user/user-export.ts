import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/**
 * The learner's profile as stored, for the data export (issue 18): every field the learner or
 * sign-in gave us; the provider subject and role are how we recognise them and are included too.
 */
export async function profileExportOf(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}
