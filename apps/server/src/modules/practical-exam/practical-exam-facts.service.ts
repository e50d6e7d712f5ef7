import type { Db } from '../../db/client';
import { findPracticalFacts, findUpcomingPracticalExams, type PracticalPlace } from './practical-exam-facts.repo';

/** What other modules may know of practical-exam places and sessions (issue 15: asked here, never read from the tables). */

export type { PracticalPlace };
export type PracticalFacts = { enrolled: boolean; passed: boolean; latest: PracticalPlace | null };

/** The learner's places in a certification's current cycle: one taken, one passed, the latest as the status card tells it. */
export const practicalFactsOf = (db: Db, userId: number, certificationId: number, since: Date, now = new Date()): Promise<PracticalFacts> =>
  findPracticalFacts(db, userId, certificationId, since, now);

export type UpcomingPracticalExam = Awaited<ReturnType<typeof findUpcomingPracticalExams>>[number];

/** The certification's practical-exam sessions on the site that have not started, soonest first. */
export const upcomingPracticalExamsOf = (db: Db, siteId: number, certificationId: number, now: Date): Promise<UpcomingPracticalExam[]> =>
  findUpcomingPracticalExams(db, siteId, certificationId, now);
