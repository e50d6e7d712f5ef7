import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  certificateApplications,
  certificates,
  certificationEnrolments,
  certifications,
  classroomRegistrations,
  classrooms,
  creditGrants,
  examPapers,
  exams,
  orders,
  prices,
  registrations,
  releaseCourses,
  surveys,
} from '../src/db/schema/index';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

export type LearnerHistory = {
  enrolledCertificationId: number;
  creditCourseIds: number[];
  paperIds: number[];
  certificateNumbers: { valid: string; aboutToExpire: string };
  classroomId: number;
  classroomTitle: string;
  orderSeqNo: string | null;
  surveyId: number;
  surveyCourseId: number;
};

const suffix = (userId: number) => String(userId).padStart(6, '0').slice(-6).replace(/[IO]/g, 'X');

/**
 * A learner's history on a site and language, written straight into the tables (tests and e2e
 * only, never the product's path): an approved enrolment with two courses' credits earned, two
 * theory-exam attempts (a fail at 60, a pass at 90), a valid certificate (issued 100 days ago)
 * and one about to expire (issued two years minus 30 days ago), a booked upcoming classroom, a
 * paid order for it where the classroom has a price, and the seeded course survey's course
 * completed, so that survey is owed.
 */
export async function writeLearnerHistory(
  db: Db,
  user: { id: number; tenantId: number; name: string | null },
  site = { siteId: 1, languageId: 1 },
  now = new Date(),
): Promise<LearnerHistory> {
  const certs = await db
    .select()
    .from(certifications)
    .where(and(eq(certifications.siteId, site.siteId), eq(certifications.languageId, site.languageId)))
    .orderBy(asc(certifications.level), asc(certifications.id));
  if (certs.length < 3) throw new Error('the site needs three certifications');
  const [enrolled, validCert, expiringCert] = certs;
  const cycleStart = new Date(now.getTime() - 60 * DAY_MS);
  await db
    .insert(certificationEnrolments)
    .values({ userId: user.id, certificationId: enrolled.id, siteId: site.siteId, state: 'approved', cycleStartedAt: cycleStart, decidedAt: cycleStart });

  const courses = await db
    .select()
    .from(releaseCourses)
    .where(and(eq(releaseCourses.certificationId, enrolled.id), eq(releaseCourses.courseType, 0)))
    .orderBy(asc(releaseCourses.sort), asc(releaseCourses.id))
    .limit(2);
  for (const [i, c] of courses.entries()) {
    const at = new Date(now.getTime() - (50 - i * 20) * DAY_MS);
    await db.insert(registrations).values({ userId: user.id, relationId: c.id, courseType: 0, status: 2, learningProcess: 3, createdAt: at });
    await db.insert(creditGrants).values({ userId: user.id, releaseCourseId: c.id, certificationId: enrolled.id, credits: c.credits, grantedAt: at });
  }

  const [theory] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.relationType, 0), eq(exams.relationId, enrolled.id)))
    .limit(1);
  if (!theory) throw new Error('the certification needs a theory exam');
  const paperIds: number[] = [];
  for (const [daysAgo, score] of [
    [20, 60],
    [10, 90],
  ] as const) {
    const startedAt = new Date(now.getTime() - daysAgo * DAY_MS);
    const [p] = await db
      .insert(examPapers)
      .values({
        examId: theory.id,
        userId: user.id,
        siteId: site.siteId,
        startedAt,
        deadlineAt: new Date(startedAt.getTime() + HOUR_MS),
        submittedAt: new Date(startedAt.getTime() + 1_800_000),
        submittedBy: 'learner',
        score,
        result: score >= theory.passScore ? '2' : '1',
      })
      .returning({ id: examPapers.id });
    paperIds.push(p.id);
  }

  const issue = async (cert: typeof validCert, issuedAt: Date, number: string) => {
    const [enrolment] = await db
      .insert(certificationEnrolments)
      .values({ userId: user.id, certificationId: cert.id, siteId: site.siteId, state: 'approved', cycleStartedAt: issuedAt, decidedAt: issuedAt })
      .returning({ id: certificationEnrolments.id });
    const [application] = await db
      .insert(certificateApplications)
      .values({ userId: user.id, certificationId: cert.id, enrolmentId: enrolment.id, state: 'approved', createdAt: issuedAt, decidedAt: issuedAt })
      .returning({ id: certificateApplications.id });
    const expiresAt = new Date(issuedAt);
    expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + 2);
    await db.insert(certificates).values({
      number,
      userId: user.id,
      certificationId: cert.id,
      applicationId: application.id,
      tenantId: user.tenantId,
      holderName: user.name ?? 'Learner',
      certificationName: cert.name,
      level: cert.level,
      kind: cert.kind,
      groupKey: cert.groupKey,
      versionLabel: cert.versionLabel,
      issuedAt,
      expiresAt,
      remindStatus: '0',
    });
    return number;
  };
  const s = suffix(user.id);
  const valid = await issue(validCert, new Date(now.getTime() - 100 * DAY_MS), `CR-2026-VA${s}`);
  const aboutToExpire = await issue(expiringCert, new Date(now.getTime() - (730 - 30) * DAY_MS), `CR-2024-EX${s}`);

  // An upcoming classroom of the site, one with a price first (so the history has a paid order).
  const upcoming = and(
    eq(classrooms.siteId, site.siteId),
    eq(classrooms.languageId, site.languageId),
    gt(classrooms.startAt, now),
    isNotNull(classrooms.certificationId),
  );
  const priced = await db
    .select({ room: classrooms })
    .from(classrooms)
    .innerJoin(prices, and(eq(prices.relationType, 1), eq(prices.relationId, classrooms.id)))
    .where(upcoming)
    .orderBy(asc(classrooms.startAt))
    .limit(1);
  const [room] = priced.length > 0 ? priced.map((r) => r.room) : await db.select().from(classrooms).where(upcoming).orderBy(asc(classrooms.startAt)).limit(1);
  if (!room) throw new Error('the site needs an upcoming classroom');
  await db.insert(classroomRegistrations).values({ classroomId: room.id, userId: user.id, certificationId: room.certificationId, status: 3 });

  let orderSeqNo: string | null = null;
  const [price] = await db
    .select()
    .from(prices)
    .where(and(eq(prices.relationType, 1), eq(prices.relationId, room.id)))
    .limit(1);
  if (price) {
    orderSeqNo = `ML${s}${now.getTime()}`;
    const placedAt = new Date(now.getTime() - 2 * DAY_MS);
    await db.insert(orders).values({
      seqNo: orderSeqNo,
      merchantTransactionId: `mt-${orderSeqNo}`,
      tenantId: user.tenantId,
      siteId: site.siteId,
      userId: user.id,
      relationType: 1,
      relationId: room.id,
      certificationId: room.certificationId,
      goods: room.title,
      payType: 0,
      state: 2,
      regionId: price.regionId,
      currencyId: price.currencyId,
      currencyCode: 'EUR',
      courseFeeMinor: price.amountMinor,
      taxRateBp: 0,
      taxMinor: 0,
      serviceRateBp: 0,
      serviceFeeMinor: 0,
      totalMinor: price.amountMinor,
      provider: 'sandbox',
      placedAt,
      deadlineAt: new Date(placedAt.getTime() + 1_800_000),
      paidAt: new Date(placedAt.getTime() + 60_000),
    });
  }

  const [survey] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.siteId, site.siteId), eq(surveys.languageId, site.languageId), eq(surveys.relationType, 0)))
    .limit(1);
  if (!survey) throw new Error('the site needs a course survey');
  await db
    .insert(registrations)
    .values({ userId: user.id, relationId: survey.relationId, courseType: 0, status: 2, learningProcess: 2 })
    .onConflictDoUpdate({ target: [registrations.userId, registrations.relationId], set: { learningProcess: 2 } });

  return {
    enrolledCertificationId: enrolled.id,
    creditCourseIds: courses.map((c) => c.id),
    paperIds,
    certificateNumbers: { valid, aboutToExpire },
    classroomId: room.id,
    classroomTitle: room.title,
    orderSeqNo,
    surveyId: survey.id,
    surveyCourseId: survey.relationId,
  };
}
