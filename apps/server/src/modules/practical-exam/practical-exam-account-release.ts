import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { practicalExamEnrolments, practicalExams } from '../../db/schema/index';
import type { DeletedAccount } from '../../platform/account-deletion';
import { cancelPlace, HOLDING, lockSession, PRACTICAL_EXAM_PLACE_LOCK } from './practical-exam.repo';

/**
 * An account is being deleted (in the deletion's transaction): its places (status 2) in
 * practical-exam sessions that have not started are cancelled (status 1), so the seats go back to
 * other candidates. As for classroom seats (classroom-account-release.ts): no 24-hour rule, a paid
 * place is released while its order stays (nothing is refunded by itself, decision 0017), no mail,
 * and decided or past places stay as history. Practical exams have no waitlist to promote.
 * Locks: the learner's (waiting for an enrolment of theirs in flight), then sessions by ascending id.
 */
export async function releasePracticalPlacesOfDeletedAccount(tx: Db, account: DeletedAccount, now: Date): Promise<{ places: number }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PRACTICAL_EXAM_PLACE_LOCK}::int, ${account.id}::int)`);
  const places = await tx
    .select({ id: practicalExamEnrolments.id, sessionId: practicalExams.id })
    .from(practicalExamEnrolments)
    .innerJoin(practicalExams, eq(practicalExams.id, practicalExamEnrolments.practicalExamId))
    .where(and(eq(practicalExamEnrolments.userId, account.id), eq(practicalExamEnrolments.status, HOLDING), gt(practicalExams.startAt, now)))
    .orderBy(asc(practicalExams.id));
  for (const p of places) {
    await lockSession(tx, p.sessionId);
    // Marked, so reconciliation explains the paid order left without a seat (decision 0017).
    await cancelPlace(tx, p.id, now, 'account-deleted');
  }
  return { places: places.length };
}
