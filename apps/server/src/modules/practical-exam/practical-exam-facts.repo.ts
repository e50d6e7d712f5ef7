import { and, asc, desc, eq, gt, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { practicalExamEnrolments, practicalExams } from '../../db/schema/index';

/**
 * What the certification's status reads from practical-exam places (decision 0011, issue 14;
 * issue 15: the practical-exam module owns its tables and answers for them): the learner's
 * places of the current cycle (created at or after `since`) and the upcoming sessions.
 */

/** Practical-exam user states (cert §4) that mean "took a place": 2 enrolled, 4 success, 5 fail. */
const TOOK_PLACE = [2, 4, 5];
const SUCCESS = 4;
const FAIL = 5;

/**
 * The learner's latest place of the cycle as the status card tells it (issue 14): booked (the
 * session has not ended), awaiting the result (it has ended, no result yet), failed or passed.
 */
export type PracticalPlace = {
  state: 'booked' | 'awaitingResult' | 'failed' | 'passed';
  practicalExamId: number;
  name: string;
  startAt: Date;
  endAt: Date;
  city: string | null;
  address: string | null;
};

/** enrolled: a place taken in the cycle; passed: a place with the staff's success result; latest: the newest place. */
export async function findPracticalFacts(db: Db, userId: number, certificationId: number, since: Date, now = new Date()) {
  const rows = await db
    .select({
      status: practicalExamEnrolments.status,
      practicalExamId: practicalExams.id,
      name: practicalExams.name,
      startAt: practicalExams.startAt,
      endAt: practicalExams.endAt,
      city: practicalExams.city,
      address: practicalExams.address,
    })
    .from(practicalExamEnrolments)
    .innerJoin(practicalExams, eq(practicalExams.id, practicalExamEnrolments.practicalExamId))
    .where(
      and(
        eq(practicalExamEnrolments.userId, userId),
        eq(practicalExamEnrolments.certificationId, certificationId),
        inArray(practicalExamEnrolments.status, TOOK_PLACE),
        gte(practicalExamEnrolments.createdAt, since),
      ),
    )
    .orderBy(desc(practicalExamEnrolments.createdAt), desc(practicalExamEnrolments.id));
  const [top] = rows;
  const latest: PracticalPlace | null = top
    ? {
        state: top.status === SUCCESS ? 'passed' : top.status === FAIL ? 'failed' : top.endAt <= now ? 'awaitingResult' : 'booked',
        practicalExamId: top.practicalExamId,
        name: top.name,
        startAt: top.startAt,
        endAt: top.endAt,
        city: top.city,
        address: top.address,
      }
    : null;
  return { enrolled: rows.length > 0, passed: rows.some((r) => r.status === SUCCESS), latest };
}

/** The certification's practical-exam sessions on the site that have not started, soonest first. */
export function findUpcomingPracticalExams(db: Db, siteId: number, certificationId: number, now: Date) {
  return db
    .select({
      id: practicalExams.id,
      name: practicalExams.name,
      isCharge: practicalExams.isCharge,
      regionId: practicalExams.regionId,
      startAt: practicalExams.startAt,
      endAt: practicalExams.endAt,
      city: practicalExams.city,
      countryCode: practicalExams.countryCode,
    })
    .from(practicalExams)
    .where(and(eq(practicalExams.siteId, siteId), eq(practicalExams.certificationId, certificationId), gt(practicalExams.startAt, now)))
    .orderBy(asc(practicalExams.startAt), asc(practicalExams.id));
}
