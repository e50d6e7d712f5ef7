import type { Db } from '../../db/client';
import { findTrainingFacts, findUpcomingClassrooms } from './classroom-facts.repo';

/** What other modules may know of classroom seats and sessions (issue 15: asked here, never read from the tables). */

export type TrainingFacts = { booked: boolean; finished: boolean };

/**
 * The learner's classroom training in a certification's current cycle: booked (a pending or
 * enrolled seat) and finished (an enrolled seat in a classroom that has ended), decision 0011.
 */
export const trainingFactsOf = (db: Db, userId: number, certificationId: number, since: Date, now: Date): Promise<TrainingFacts> =>
  findTrainingFacts(db, userId, certificationId, since, now);

export type UpcomingClassroom = Awaited<ReturnType<typeof findUpcomingClassrooms>>[number];

/** The certification's classrooms on the site that have not started, soonest first. */
export const upcomingClassroomsOf = (db: Db, siteId: number, certificationId: number, now: Date): Promise<UpcomingClassroom[]> =>
  findUpcomingClassrooms(db, siteId, certificationId, now);
