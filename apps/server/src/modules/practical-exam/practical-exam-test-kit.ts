/**
 * Test helpers of the practical-exam suites (not a test file itself): a learner brought to the
 * practical exam through the real theory-exam calls, sessions, and the calls of decision 0011.
 * Every call goes through app.inject on the real test database.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  certificateApplications,
  certificates,
  certificationEnrolments,
  certifications,
  creditGrants,
  examPaperQuestions,
  practicalExamEnrolments,
  practicalExams,
  releaseCourses,
} from '../../db/schema/index';
import type { TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

type Me = SignedIn | null;
type Res = Awaited<ReturnType<TestApp['app']['inject']>>;

export const post = (t: TestApp, me: Me, path: string, payload: Record<string, unknown>, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: me ? me.headers : {},
    payload: { siteId: 1, languageId: 1, ...payload },
    remoteAddress,
  });
export const get = (t: TestApp, me: Me, path: string, q: Record<string, unknown>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/${path}?${new URLSearchParams(Object.entries({ siteId: 1, languageId: 1, ...q }).map(([k, v]) => [k, String(v)]))}`,
    headers: me ? { cookie: me.cookie } : {},
  });

export function dataOf<T>(res: Res): T {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code, res.body).toBe(200);
  return res.json().data as T;
}
/** A business refusal: HTTP 200 with the code. */
export const codeOf = (res: Res) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().code as number;
};

export async function certId(t: TestApp, groupKey: string, siteId = 1, languageId = 1) {
  const [row] = await t.app.db
    .select({ id: certifications.id })
    .from(certifications)
    .where(and(eq(certifications.groupKey, groupKey), eq(certifications.siteId, siteId), eq(certifications.languageId, languageId)));
  return row.id;
}

/** An approved enrolment (its cycle began a minute ago), without going through the prerequisites. */
export async function enrolApproved(t: TestApp, me: SignedIn, certificationId: number) {
  const [row] = await t.app.db
    .insert(certificationEnrolments)
    .values({
      userId: me.user.id,
      certificationId,
      siteId: 1,
      state: 'approved',
      cycleStartedAt: new Date(Date.now() - 60_000),
    })
    .returning();
  return row;
}

/** Takes the theory exam through the exam calls, every answer right. */
export async function passTheory(t: TestApp, me: SignedIn, certificationId: number) {
  const started = dataOf<{ examId: number; paperHisRefId: number }>(
    await post(t, me, 'certification/exam/getContent', { relationType: 0, relationId: certificationId }),
  );
  const questions = await t.app.db.select().from(examPaperQuestions).where(eq(examPaperQuestions.paperId, started.paperHisRefId));
  const answerList = questions.map((q) => ({ questionHisId: q.id, questionType: q.questionType, answer: q.answer }));
  const result = dataOf<{ examResult: string }>(
    await post(t, me, 'certification/exam/submitAnswer', {
      examRefId: started.examId,
      paperHisRefId: started.paperHisRefId,
      answerList,
      releaseId: certificationId,
      relationType: 0,
    }),
  );
  expect(result.examResult).toBe('2');
}

/** A learner (named, with a country) enrolled and with the theory exam passed: ready for the practical exam. */
export async function readyLearner(t: TestApp, certificationId: number): Promise<SignedIn> {
  const me = await signIn(t, { firstName: 'Pat', lastName: 'Practical', countryCode: 'US' });
  await enrolApproved(t, me, certificationId);
  const [course] = await t.app.db
    .select({ id: releaseCourses.id })
    .from(releaseCourses)
    .where(eq(releaseCourses.certificationId, certificationId))
    .orderBy(asc(releaseCourses.id))
    .limit(1);
  await t.app.db.insert(creditGrants).values({ userId: me.user.id, releaseCourseId: course.id, certificationId, credits: 12 });
  await passTheory(t, me, certificationId);
  return me;
}

/** A valid certificate of the certification's group, on the learner's current enrolment. */
export async function giveCertificate(t: TestApp, me: SignedIn, certificationId: number) {
  const [cert] = await t.app.db.select().from(certifications).where(eq(certifications.id, certificationId));
  const [enrolment] = await t.app.db
    .select()
    .from(certificationEnrolments)
    .where(and(eq(certificationEnrolments.userId, me.user.id), eq(certificationEnrolments.certificationId, certificationId)));
  const [application] = await t.app.db
    .insert(certificateApplications)
    .values({ userId: me.user.id, certificationId, enrolmentId: enrolment.id, state: 'approved', decidedAt: new Date() })
    .returning();
  await t.app.db.insert(certificates).values({
    number: `CR-TEST-${randomUUID().slice(0, 8).toUpperCase()}`,
    userId: me.user.id,
    certificationId,
    applicationId: application.id,
    tenantId: 1,
    holderName: 'Pat Practical',
    certificationName: cert.name,
    level: cert.level,
    kind: cert.kind,
    groupKey: cert.groupKey,
    versionLabel: cert.versionLabel,
    issuedAt: new Date(Date.now() - DAY_MS),
    expiresAt: new Date(Date.now() + 700 * DAY_MS),
  });
}

/** A session of the certification on site 1 in English, starting in ten days unless told. */
export async function makeSession(t: TestApp, certificationId: number, values: Partial<typeof practicalExams.$inferInsert> = {}) {
  const startAt = values.startAt ?? new Date(Date.now() + 10 * DAY_MS);
  const [row] = await t.app.db
    .insert(practicalExams)
    .values({
      siteId: 1,
      languageId: 1,
      certificationId,
      name: `Test session ${randomUUID().slice(0, 6)}`,
      city: 'London',
      countryCode: 'GB',
      seats: 12,
      ...values,
      startAt,
      endAt: values.endAt ?? new Date(startAt.getTime() + 4 * HOUR_MS),
    })
    .returning();
  return row;
}

export const enroll = (t: TestApp, me: Me, practicalExamId: number, care: { allergies?: string; dietaryRequirements?: string } = {}) =>
  post(t, me, 'user/practicalExamApprove/enroll', { practicalExamId, allergies: 'None', dietaryRequirements: 'Vegetarian', ...care });
export const cancel = (t: TestApp, me: Me, practicalExamApproveId: number) =>
  post(t, me, 'user/practicalExamApprove/cancelPracticalExam', { practicalExamApproveId });
/** Moves the session of a place to the exam day (started an hour ago), when staff may record its result. */
export async function startSessionOf(t: TestApp, practicalExamApproveId: number) {
  const [place] = await t.app.db
    .select({ sessionId: practicalExamEnrolments.practicalExamId })
    .from(practicalExamEnrolments)
    .where(eq(practicalExamEnrolments.id, practicalExamApproveId));
  await t.app.db
    .update(practicalExams)
    .set({ startAt: new Date(Date.now() - HOUR_MS), endAt: new Date(Date.now() + 3 * HOUR_MS) })
    .where(eq(practicalExams.id, place.sessionId));
}

export const decide = (t: TestApp, me: Me, practicalExamApproveId: number, result: string, reason?: string) =>
  post(t, me, 'staff/practical-exam/decide', { practicalExamApproveId, result, ...(reason ? { reason } : {}) });

let addressSeq = 0;
/** The invitation calls count per address too: each call here comes from an address of its own. */
export const useCode = (t: TestApp, me: Me, code: string) => {
  addressSeq += 1;
  return post(
    t,
    me,
    'user/practicalExamApprove/enrollByInvitationCode',
    { code, allergies: 'Nuts', dietaryRequirements: 'Halal' },
    `10.77.${Math.floor(addressSeq / 250) % 250}.${(addressSeq % 250) + 1}`,
  );
};
