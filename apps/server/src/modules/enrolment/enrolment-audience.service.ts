import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificationEnrolments } from '../../db/schema/index';

/** Which of these learners are enrolled (approved) in the certification: the audience filter of campaign mail. */
export async function enrolledAmong(db: Db, userIds: number[], certificationId: number): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: certificationEnrolments.userId })
    .from(certificationEnrolments)
    .where(
      and(
        eq(certificationEnrolments.certificationId, certificationId),
        eq(certificationEnrolments.state, 'approved'),
        inArray(certificationEnrolments.userId, userIds),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}
