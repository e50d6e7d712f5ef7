/**
 * Shared set-up of the certification journey's HTTP tests: one seeded app per test file, the
 * seeded certifications of site 1 (English), and request helpers. Every call goes through
 * app.inject on the real test database.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { certificationLearnerDetail, type CertificationLearnerDetail } from '@credo/contracts/certification-journey';
import { envelopeOf } from '@credo/contracts/envelope';
import { certifications, creditGrants, examPaperQuestions, examPapers, exams, releaseCourses } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import type { SignedIn } from '../../../test/sessions';

export let t: TestApp;
/** site 1, English: general associate (open), general professional (open, needs the associate), vendor access associate (review), vendor expert (invitation). */
export const ids = { genA: 0, genAar: 0, genP: 0, review: 0, invitation: 0, genAeu: 0 };

export const certId = async (groupKey: string, siteId = 1, languageId = 1) => {
  const [row] = await t.app.db
    .select({ id: certifications.id })
    .from(certifications)
    .where(and(eq(certifications.groupKey, groupKey), eq(certifications.siteId, siteId), eq(certifications.languageId, languageId)));
  return row.id;
};

/**
 * Registers the file's app (its own copy of the seeded database) and reads the certification ids.
 * Each test file calls it: the server projects share a worker's modules between files
 * (isolate: false), so hooks at this module's top level would run for the first file only.
 */
export function useJourneyApp(): void {
  beforeAll(async () => {
    t = await buildTestApp();
    ids.genA = await certId('gen-associate');
    ids.genAar = await certId('gen-associate', 1, 2);
    ids.genP = await certId('gen-professional');
    ids.review = await certId('vendor-access-associate');
    ids.invitation = await certId('vendor-expert');
    ids.genAeu = await certId('gen-associate', 21, 1);
  });
  afterAll(() => t.close());
}

type Me = SignedIn | null;
const qs = (q: Record<string, unknown>) => new URLSearchParams(Object.entries({ siteId: 1, languageId: 1, ...q }).map(([k, v]) => [k, String(v)])).toString();

export const get = (me: Me, path: string, q: Record<string, unknown>) =>
  t.app.inject({ method: 'GET', url: `/api/${path}?${qs(q)}`, headers: me ? { cookie: me.cookie } : {} });
export const post = (me: Me, path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/${path}`, headers: me ? me.headers : {}, payload: { siteId: 1, languageId: 1, ...payload } });

export function dataOf<T>(res: Awaited<ReturnType<typeof get>>): T {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code, res.body).toBe(200);
  return res.json().data as T;
}

const learnerEnvelope = envelopeOf(certificationLearnerDetail);
export const detail = async (me: Me, id: number): Promise<CertificationLearnerDetail> => {
  const res = await get(me, 'certification/certificationRelease/queryDetail', { id, timestamp: Date.now() });
  dataOf(res);
  return learnerEnvelope.parse(res.json()).data;
};
export const enrol = (me: SignedIn, certificationId: number, emailNotificationStatus = 1) =>
  post(me, 'user/certificationRegistration/enrol', { certificationId, emailNotificationStatus });
export const statusOf = (d: CertificationLearnerDetail) => [d.currentStatus, d.childStatus, d.processDetail.join('')];

/** Credits towards a certification as the learning module grants them on completion (one grant per course). */
export async function grantCredits(me: SignedIn, certificationId: number, credits: number) {
  const courses = await t.app.db
    .select({ id: releaseCourses.id })
    .from(releaseCourses)
    .where(eq(releaseCourses.certificationId, certificationId))
    .orderBy(asc(releaseCourses.id));
  const taken = await t.app.db.select({ id: creditGrants.releaseCourseId }).from(creditGrants).where(eq(creditGrants.userId, me.user.id));
  const course = courses.find((c) => !taken.some((x) => x.id === c.id))!;
  await t.app.db.insert(creditGrants).values({ userId: me.user.id, releaseCourseId: course.id, certificationId, credits });
}

/** Takes the certification's theory exam through the exam calls: all right (pass) or nothing answered (fail). */
export async function takeTheoryExam(me: SignedIn, certificationId: number, pass: boolean) {
  const started = dataOf<{ examId: number; paperHisRefId: number }>(
    await post(me, 'certification/exam/getContent', { relationType: 0, relationId: certificationId }),
  );
  const qs2 = await t.app.db.select().from(examPaperQuestions).where(eq(examPaperQuestions.paperId, started.paperHisRefId));
  const answerList = pass ? qs2.map((q) => ({ questionHisId: q.id, questionType: q.questionType, answer: q.answer })) : [];
  return dataOf<{ examResult: string; theoryExamScore: number; progressReset: boolean }>(
    await post(me, 'certification/exam/submitAnswer', {
      examRefId: started.examId,
      paperHisRefId: started.paperHisRefId,
      answerList,
      releaseId: certificationId,
      relationType: 0,
    }),
  );
}

export async function theoryExamOf(certificationId: number) {
  const [exam] = await t.app.db
    .select()
    .from(exams)
    .where(and(eq(exams.relationType, 0), eq(exams.relationId, certificationId)));
  return exam;
}

export const countedPapers = async (me: SignedIn) =>
  (
    await t.app.db
      .select()
      .from(examPapers)
      .where(and(eq(examPapers.userId, me.user.id), eq(examPapers.counted, true)))
  ).length;
