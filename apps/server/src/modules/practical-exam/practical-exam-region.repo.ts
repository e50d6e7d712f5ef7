import { and, asc, count, eq, gt, isNotNull } from 'drizzle-orm';
import type { PracticalExamRegions } from '@credo/contracts/training';
import type { Db } from '../../db/client';
import { practicalExams } from '../../db/schema/index';

/**
 * getRegion (cert §7): the countries and regions of the certification's practical exams on the
 * site that have not ended, as certificationRelease/queryRegion does for classrooms. Same window
 * as getOfCertification's open sessions, so every option of the filter finds a session.
 */
export async function findPracticalExamRegions(db: Db, siteId: number, certificationId: number, now: Date): Promise<PracticalExamRegions> {
  const open = and(eq(practicalExams.siteId, siteId), eq(practicalExams.certificationId, certificationId), gt(practicalExams.endAt, now));
  const countries = await db
    .select({ code: practicalExams.countryCode, sessions: count() })
    .from(practicalExams)
    .where(and(open, isNotNull(practicalExams.countryCode)))
    .groupBy(practicalExams.countryCode)
    .orderBy(asc(practicalExams.countryCode));
  const regions = await db
    .select({ regionId: practicalExams.regionId, countryCode: practicalExams.countryCode, sessions: count() })
    .from(practicalExams)
    .where(and(open, isNotNull(practicalExams.regionId)))
    .groupBy(practicalExams.regionId, practicalExams.countryCode)
    .orderBy(asc(practicalExams.regionId), asc(practicalExams.countryCode));
  return {
    countries: countries.map((c) => ({ code: c.code!, sessions: c.sessions })),
    regions: regions.map((r) => ({ regionId: r.regionId!, countryCode: r.countryCode, sessions: r.sessions })),
  };
}
