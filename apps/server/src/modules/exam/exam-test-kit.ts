/**
 * Shared set-up of the exam module's HTTP tests (exam.test.ts, exam-theory.test.ts): one seeded
 * app per test file (each file imports its own instance), the seeded courses and certifications,
 * and request helpers.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { envelopeOf } from '@credo/contracts/envelope';
import { examContent, submitAnswerResult, type ExamContent, type SubmitAnswerBody, type SubmitAnswerResult } from '@credo/contracts/exam';
import {
  certificationEnrolments,
  certifications,
  examPaperQuestions,
  examPapers,
  examQuestions,
  exams,
  registrations,
  releaseCourses,
} from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import type { SignedIn } from '../../../test/sessions';

export let t: TestApp;
/** English courses of site 1 with a certification and credits, none with a seeded quiz. */
export let courses: { id: number; credits: number; certificationId: number }[];
export let generalCert: { id: number };
export let vendorCert: { id: number };
export let otherSiteCourseId: number;

export type Bank = { type: 1 | 2 | 4; options: string[]; answer: string[]; analysis?: string }[];
export const TF = ['True', 'False'];
/** Single, single, multiple, multiple, true/false. */
export const FIVE: Bank = [
  { type: 1, options: ['a', 'b', 'c'], answer: ['B'] },
  { type: 1, options: ['a', 'b', 'c', 'd'], answer: ['D'] },
  { type: 2, options: ['a', 'b', 'c', 'd'], answer: ['A', 'C'] },
  { type: 2, options: ['a', 'b', 'c'], answer: ['A', 'B'] },
  { type: 4, options: TF, answer: ['A'] },
];

/**
 * Registers the file's app (built before its tests on its own copy of the seeded database, closed
 * after them) and reads the seeded fixtures. Each test file calls it: the server projects share a
 * worker's modules between files (isolate: false), so hooks at this module's top level would run
 * for the first file only.
 */
export function useExamApp(): void {
  beforeAll(async () => {
    t = await buildTestApp();
    courses = (
      await t.app.db
        .select({ id: releaseCourses.id, credits: releaseCourses.credits, certificationId: releaseCourses.certificationId })
        .from(releaseCourses)
        .where(
          and(
            eq(releaseCourses.siteId, 1),
            eq(releaseCourses.languageId, 1),
            eq(releaseCourses.courseType, 0),
            gt(releaseCourses.credits, 0),
            isNotNull(releaseCourses.certificationId),
            eq(releaseCourses.hasQuiz, false),
          ),
        )
        .orderBy(asc(releaseCourses.id))
        .limit(9)
    ).map((c) => ({ ...c, certificationId: c.certificationId! }));
    const certs = await t.app.db
      .select({ id: certifications.id, kind: certifications.kind })
      .from(certifications)
      .where(and(eq(certifications.siteId, 1), eq(certifications.languageId, 1)))
      .orderBy(asc(certifications.id));
    generalCert = certs.find((c) => c.kind === 0)!;
    vendorCert = certs.find((c) => c.kind === 1)!;
    const [o] = await t.app.db
      .select({ id: releaseCourses.id })
      .from(releaseCourses)
      .where(sql`${releaseCourses.siteId} <> 1`)
      .limit(1);
    otherSiteCourseId = o.id;
  });
  afterAll(() => t.close());
}

/** Replaces the exam of a relation with one of the given bank (short durations let the tests pass time). */
export async function makeExam(relationType: number, relationId: number, bank: Bank, o: Partial<typeof exams.$inferInsert> = {}) {
  await t.app.db.delete(exams).where(and(eq(exams.relationType, relationType), eq(exams.relationId, relationId), eq(exams.examType, o.examType ?? 1)));
  const [exam] = await t.app.db
    .insert(exams)
    .values({
      siteId: 1,
      relationType,
      relationId,
      name: 'Test exam',
      questionCount: bank.length,
      durationSeconds: 600,
      passScore: 60,
      ...o,
    })
    .returning();
  await t.app.db.insert(examQuestions).values(
    bank.map((q, sort) => ({
      examId: exam.id,
      questionType: q.type,
      content: `Q${sort}`,
      options: q.options,
      answer: q.answer,
      analysis: q.analysis ?? `Why Q${sort}`,
      sort,
    })),
  );
  return exam;
}

export const post = (me: SignedIn | null, path: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/certification/${path}`,
    headers: me ? me.headers : {},
    payload: { siteId: 1, languageId: 1, ...payload },
  });

export async function data<T>(res: Awaited<ReturnType<typeof post>>, schema: { parse: (x: unknown) => { data: T } }): Promise<T> {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code, res.body).toBe(200);
  return schema.parse(res.json()).data;
}

export const content = async (me: SignedIn, relationType: number, relationId: number): Promise<ExamContent> =>
  data(await post(me, 'exam/getContent', { relationType, relationId }), envelopeOf(examContent));
export const save = (me: SignedIn, paperHisRefId: number, questionHisId: number, answer: string | string[]) =>
  post(me, 'exam/saveAnswer', { paperHisRefId, questionHisId, answer });
export const submit = (me: SignedIn, c: ExamContent, answerList: unknown[] = [], extra: Record<string, unknown> = {}) =>
  post(me, 'exam/submitAnswer', {
    examRefId: c.examId,
    paperHisRefId: c.paperHisRefId,
    answerList,
    releaseId: c.relationId,
    relationType: c.relationType,
    ...extra,
  });
/** A submit's body as the exam page sends it on site 1, for the service's submit functions called directly. */
export const submitBodyOf = (c: ExamContent, answerList: SubmitAnswerBody['answerList']): SubmitAnswerBody =>
  ({
    siteId: 1,
    languageId: 1,
    examRefId: c.examId,
    paperHisRefId: c.paperHisRefId,
    releaseId: c.relationId,
    relationType: c.relationType,
    answerList,
  }) as SubmitAnswerBody;
export const submitted = async (me: SignedIn, c: ExamContent, answerList: unknown[] = [], extra: Record<string, unknown> = {}): Promise<SubmitAnswerResult> =>
  data(await submit(me, c, answerList, extra), envelopeOf(submitAnswerResult));

/** The frozen questions of a paper with their correct (shown) letters, in paper order. */
export const paperQuestions = (paperId: number) =>
  t.app.db.select().from(examPaperQuestions).where(eq(examPaperQuestions.paperId, paperId)).orderBy(asc(examPaperQuestions.sort));
export const wrongOf = (q: { options: string[]; answer: string[] }) => ['A', 'B', 'C', 'D'].slice(0, q.options.length).find((l) => !q.answer.includes(l))!;

/** Lets the attempt's time run out: its deadline moves `seconds` into the past. */
export const expire = (paperId: number, seconds: number) =>
  t.app.db
    .update(examPapers)
    .set({
      startedAt: sql`${examPapers.startedAt} - make_interval(secs => ${seconds + 3600})`,
      deadlineAt: sql`now() - make_interval(secs => ${seconds})`,
    })
    .where(eq(examPapers.id, paperId));

/** An audited enrolment at the given learning process (watching is covered by the learning tests). */
export async function enrolAt(me: SignedIn, courseId: number, learningProcess: number) {
  await t.app.db.insert(registrations).values({ userId: me.user.id, relationId: courseId, courseType: 0, status: 2, learningProcess });
}

/**
 * An approved enrolment in a certification (the theory exam needs one, decision 0010), made
 * straight in the table: enrolment itself is tested by the certification module. Enrolling again
 * (after a reset) starts a new cycle on the same row.
 */
export async function enrolInCert(me: SignedIn, certificationId: number, learningType = 0) {
  const now = new Date();
  await t.app.db
    .insert(certificationEnrolments)
    .values({ userId: me.user.id, certificationId, siteId: 1, state: 'approved', learningType, cycleStartedAt: now })
    .onConflictDoUpdate({
      target: [certificationEnrolments.userId, certificationEnrolments.certificationId],
      set: { state: 'approved', learningType, cycleStartedAt: now },
    });
}
