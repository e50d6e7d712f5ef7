import type { Db } from '../../db/client';
import { resetProgressTowards } from '../learning/index';
import {
  findEnrolmentRow,
  findEnrolmentsOfTenant,
  findOwnEnrolmentRow,
  insertEnrolmentRow,
  lockEnrolmentOfTenantRow,
  markApprovedReset,
  updateEnrolmentRow,
  type EnrolmentInsert,
  type EnrolmentRow,
} from './enrolment.repo';

/**
 * A learner's enrolment in a certification (decision 0010; issue 15: the enrolment module owns
 * certification_enrolments). The certification module enrols and renews through these, the
 * exam module resets after two failed theory exams, classroom and practical exam read the
 * enrolment before a seat, staff decide pending ones. Writes run in the caller's transaction.
 */

export type { EnrolmentRow };
export type EnrolmentState = 'pending' | 'approved' | 'rejected' | 'reset';
/** The fields a new cycle sets (enrolling again, renewing). */
export type EnrolmentCycle = Pick<EnrolmentInsert, 'state' | 'cycleStartedAt' | 'decidedAt' | 'decidedBy' | 'decisionReason' | 'updatedAt'> &
  Partial<Pick<EnrolmentInsert, 'via' | 'invitationId' | 'emailNotificationStatus'>>;

/** The learner's enrolment in a certification, or null (row-locked when asked, in a transaction). */
export const findEnrolment = (db: Db, userId: number, certificationId: number, forUpdate = false): Promise<EnrolmentRow | null> =>
  findEnrolmentRow(db, userId, certificationId, forUpdate);

/** An enrolment of this learner by id; another learner's is not found (null). */
export const findOwnEnrolment = (db: Db, id: number, userId: number): Promise<EnrolmentRow | null> => findOwnEnrolmentRow(db, id, userId);

/** A new enrolment row; null when the (user, certification) row already exists (a racing request won). */
export const createEnrolment = (
  tx: Db,
  values: EnrolmentCycle & Pick<EnrolmentInsert, 'userId' | 'certificationId' | 'siteId' | 'createdAt'>,
): Promise<{ id: number } | null> => insertEnrolmentRow(tx, values);

/** Starts a new cycle on an existing enrolment (enrolling again after a rejection or reset; renewal). */
export const restartEnrolment = (tx: Db, id: number, cycle: EnrolmentCycle): Promise<void> => updateEnrolmentRow(tx, id, cycle);

/** Marks the exam tips and/or the course update of an enrolment as seen (userCourseUpdateDTO). */
export const markEnrolmentSeen = (db: Db, id: number, seen: { viewExamTips?: string; viewUpdate?: string }, now = new Date()): Promise<void> =>
  updateEnrolmentRow(db, id, { ...seen, updatedAt: now });

/**
 * The learner's learning type on an enrolment (0 course, 1 classroom): the detail page's switch
 * and the classroom module (a taken seat makes the learner a classroom learner, decision 0011)
 * write it here, in the caller's transaction when there is one.
 */
export const setLearningType = (db: Db, enrolmentId: number, learningType: number, now = new Date()): Promise<void> =>
  updateEnrolmentRow(db, enrolmentId, { learningType, updatedAt: now });

/**
 * Two failed theory exams (decision 0009's hook in finalizePaper): the learner's progress in the
 * certification's courses returns to 0 (learning resets its own rows) and an approved enrolment
 * goes to 'reset', so the certification shows "enrol" again and a new cycle needs a new
 * enrolment. Runs in the caller's transaction; without an enrolment only the progress resets.
 */
export async function resetEnrolmentAfterFailures(tx: Db, userId: number, certificationId: number, now = new Date()): Promise<void> {
  await resetProgressTowards(tx, userId, certificationId);
  await markApprovedReset(tx, userId, certificationId, now);
}

/** Staff: the enrolment (row-locked) when it belongs to a site of the tenant, else null. */
export const lockEnrolmentOfTenant = (
  tx: Db,
  tenantId: number,
  id: number,
): Promise<{ id: number; state: string; userId: number; certificationId: number } | null> => lockEnrolmentOfTenantRow(tx, tenantId, id);

/** Staff: records the decision on a pending enrolment. */
export const decideEnrolment = (tx: Db, id: number, d: { state: 'approved' | 'rejected'; by: number; reason: string | null; at: Date }): Promise<void> =>
  updateEnrolmentRow(tx, id, { state: d.state, decidedBy: d.by, decisionReason: d.reason, decidedAt: d.at, updatedAt: d.at });

/** Staff: enrolments of the tenant's sites in one state, oldest first. */
export const listEnrolmentsOfTenant = (db: Db, tenantId: number, state: string, limit: number) => findEnrolmentsOfTenant(db, tenantId, state, limit);
