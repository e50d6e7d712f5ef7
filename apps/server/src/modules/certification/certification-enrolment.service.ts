import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificationEnrolments } from '../../db/schema/index';

/**
 * The small enrolment reads and writes other modules need (decision 0010): the exam module asks
 * whether a learner is enrolled before a theory exam and resets the enrolment after two failed
 * attempts. This file imports nothing of another module, so the exam service can use it while
 * the journey service uses the exam service, without an import cycle.
 */

export type EnrolmentRow = typeof certificationEnrolments.$inferSelect;

/** The learner's enrolment in a certification, or null. */
export async function findEnrolment(db: Db, userId: number, certificationId: number, forUpdate = false): Promise<EnrolmentRow | null> {
  const q = db.select().from(certificationEnrolments)
    .where(and(eq(certificationEnrolments.userId, userId), eq(certificationEnrolments.certificationId, certificationId))).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * Two failed theory exams (decision 0009's hook in finalizePaper): the enrolment goes to 'reset',
 * so the certification shows "enrol" again and the learner must enrol for a new cycle. Runs in the
 * caller's transaction; a learner without an enrolment (none to reset) changes nothing.
 */
export async function resetEnrolmentAfterFailures(tx: Db, userId: number, certificationId: number, now = new Date()): Promise<void> {
  await tx.update(certificationEnrolments).set({ state: 'reset', updatedAt: now })
    .where(and(eq(certificationEnrolments.userId, userId), eq(certificationEnrolments.certificationId, certificationId),
      eq(certificationEnrolments.state, 'approved')));
}

/**
 * The learner's learning type on an enrolment (0 course, 1 classroom): the detail page's switch
 * and the classroom module (a taken seat makes the learner a classroom learner, decision 0011)
 * write it here, in the caller's transaction when there is one.
 */
export async function setLearningType(db: Db, enrolmentId: number, learningType: number, now = new Date()): Promise<void> {
  await db.update(certificationEnrolments).set({ learningType, updatedAt: now }).where(eq(certificationEnrolments.id, enrolmentId));
}
