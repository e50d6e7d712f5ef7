import type { Db } from '../../db/client';
import { classroomSessionOf } from '../classroom/index';
import { findEnrolment as findEnrolmentOf } from '../enrolment/index';
import { practicalExamSessionOf } from '../practical-exam/index';
import { userCardOf, type UserCard } from '../user/index';

/**
 * What an invitation's use reads of other modules (issue 15: each asked of its owner's face).
 */

/** What the checks need of the learner, read afresh (the session's copy may be minutes old). */
export type Learner = Pick<UserCard, 'id' | 'email' | 'firstName' | 'lastName' | 'countryCode' | 'emailNotificationStatus'>;

export const findLearner = (db: Db, userId: number): Promise<Learner | null> => userCardOf(db, userId);

/** The learner's enrolment in a certification, whatever made it. */
export async function findEnrolment(db: Db, userId: number, certificationId: number) {
  const row = await findEnrolmentOf(db, userId, certificationId);
  return row ? { id: row.id, via: row.via, state: row.state } : null;
}

/** The classroom a code of relation type 1 gives a seat in, as getDetail shows it. */
export const findClassroomSession = (db: Db, classroomId: number) => classroomSessionOf(db, classroomId);

/** The practical exam a code of relation type 2 gives a place in, as getDetail shows it. */
export const findPracticalExamSession = (db: Db, practicalExamId: number) => practicalExamSessionOf(db, practicalExamId);

export { saveNotificationChoice } from '../user/index';
