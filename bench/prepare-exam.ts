// The exam scenario's data, written straight into the bench database by bench/prepare-db.ts: a
// course quiz of its own (relation type 1, unlimited attempts) with a bank of BANK questions and a
// PAPER-question paper, and a class of learners, each with the audited registration at learning
// process 2 (learning ended) that qualifies for a quiz (decision 0009) and a live server session.
import { and, asc, eq, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { examQuestions, exams, registrations, releaseCourses, users } from '../apps/server/src/db/schema/index';
import { createSessionToken } from '../apps/server/src/platform/session';
import { sessionStoreOf } from '../apps/server/src/session-wiring';

export const BANK = 60;
export const PAPER = 50;

export type PreparedExam = {
  courseId: number;
  examId: number;
  bank: number;
  paper: number;
  learners: { userId: number; token: string }[];
  /**
   * A second class of as many learners on a quiz of its own, whose starts warm the server's start
   * path before the measured class starts (bench/exam-class.ts); its attempts are no part of the
   * figures or of the check.
   */
  warmUp?: { courseId: number; learners: { userId: number; token: string }[] };
};

/**
 * Question texts carry what a learner who knows the answer would know: choice options read
 * "right …" or "wrong …" (the server shuffles them per paper), a true/false statement ends in
 * "[true]" or "[false]". The bench's learners use it to answer right or wrong on purpose, so the
 * expected score of every attempt is known before the server scores it.
 */
function bankQuestion(k: number): Omit<typeof examQuestions.$inferInsert, 'examId'> {
  if (k % 4 === 3) {
    const truth = k % 8 === 3;
    return { questionType: 4, content: `Bench statement ${k} [${truth}]`, options: ['True', 'False'], answer: [truth ? 'A' : 'B'], sort: k };
  }
  if (k % 4 === 2) {
    return {
      questionType: 2,
      content: `Bench multiple choice ${k}`,
      options: [`right ${k}a`, `wrong ${k}b`, `right ${k}c`, `wrong ${k}d`],
      answer: ['A', 'C'],
      sort: k,
    };
  }
  return {
    questionType: 1,
    content: `Bench single choice ${k}`,
    options: [`wrong ${k}a`, `wrong ${k}b`, `right ${k}c`, `wrong ${k}d`],
    answer: ['C'],
    sort: k,
  };
}

/**
 * `tag` keeps the learners of several classes apart (the exam-day ladder prepares one class per
 * step); `durationSeconds` is the quiz's time limit. `warmUp` adds the warm-up class; by default
 * the full run's class has one (bench/prepare-db.ts passes no options), the exam day's ladder and
 * the profiles (which pass a tag) warm their servers their own way.
 */
export async function prepareExam(db: Db, count: number, opts: { tag?: string; durationSeconds?: number; warmUp?: boolean } = {}): Promise<PreparedExam> {
  const tag = opts.tag ?? '';
  const now = new Date();
  // A published English course of site 1 that has no quiz or exercise yet: the bench's exam is its own.
  const [course] = await db
    .select({ id: releaseCourses.id })
    .from(releaseCourses)
    .where(
      and(
        eq(releaseCourses.siteId, 1),
        eq(releaseCourses.languageId, 1),
        eq(releaseCourses.courseType, 0),
        lte(releaseCourses.publishedAt, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(exams)
            .where(and(eq(exams.relationType, 1), eq(exams.relationId, releaseCourses.id))),
        ),
      ),
    )
    .orderBy(asc(releaseCourses.id))
    .limit(1);
  if (!course) throw new Error('No published English course of site 1 without a quiz for the exam scenario');
  const [exam] = await db
    .insert(exams)
    .values({
      siteId: 1,
      relationType: 1,
      relationId: course.id,
      examType: 1,
      name: 'Bench class quiz',
      questionCount: PAPER,
      durationSeconds: opts.durationSeconds ?? 3600,
      passScore: 60,
      maxExamNums: null,
    })
    .returning({ id: exams.id });
  await db.insert(examQuestions).values(Array.from({ length: BANK }, (_, k) => ({ ...bankQuestion(k), examId: exam.id })));

  const created = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        tenantId: 1,
        subject: `bench|exam-learner-${tag}${i}`,
        email: `bench-exam-${tag}${i}@credo.test`,
        name: `Exam Learner ${i}`,
        siteId: 1,
        languageId: 1,
      })),
    )
    .returning({ id: users.id });
  await db.insert(registrations).values(created.map((u) => ({ userId: u.id, relationId: course.id, courseType: 0, status: 2, learningProcess: 2 })));
  const learners: PreparedExam['learners'] = [];
  // Sessions as a sign-in creates them (hashed id in the sessions table, token in the cookie).
  for (const u of created) learners.push({ userId: u.id, token: await createSessionToken(sessionStoreOf(db), u.id) });
  const warm = (opts.warmUp ?? opts.tag === undefined) ? await prepareExam(db, count, { ...opts, tag: `${tag}warm-`, warmUp: false }) : undefined;
  return {
    courseId: course.id,
    examId: exam.id,
    bank: BANK,
    paper: PAPER,
    learners,
    ...(warm ? { warmUp: { courseId: warm.courseId, learners: warm.learners } } : {}),
  };
}
