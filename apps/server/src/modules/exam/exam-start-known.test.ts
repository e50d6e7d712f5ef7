import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { examPapers, exams, releaseCourses } from '../../db/schema/index';
import { signIn, type SignedIn } from '../../../test/sessions';
import { testDriver } from '../../../test/test-env';
import { startKnown } from './exam-start-known';
import { t, courses, FIVE, makeExam, content, paperQuestions, enrolAt, post, expire, submitted, useExamApp, type Bank } from './exam-test-kit';

useExamApp();

// Issue 19 (decision 0042): once a node has read a course quiz's exam, the next starts of that quiz
// on the node write their paper in one statement that checks what the reads checked. Each test
// starts a first learner, so the node knows the exam, and then tries what those reads refuse.
const start = (me: SignedIn, courseId: number) => post(me, 'exam/getContent', { relationType: 1, relationId: courseId });
async function learner(courseId: number, learningProcess = 2) {
  const me = await signIn(t);
  await enrolAt(me, courseId, learningProcess);
  return me;
}
/** A quiz and one learner's start on it: the node knows the exam afterwards. */
async function knownQuiz(courseId: number, bank: Bank = FIVE, o: Partial<typeof exams.$inferInsert> = {}) {
  const exam = await makeExam(1, courseId, bank, o);
  await content(await learner(courseId), 1, courseId);
  return exam;
}
const reasonOf = async (me: SignedIn, courseId: number) => {
  const reply = await start(me, courseId);
  expect(reply.json().code, reply.body).toBe(30002);
  return reply.json().data.reasonCode as string;
};
const papersOf = (userId: number) => t.app.db.select().from(examPapers).where(eq(examPapers.userId, userId));

describe('a start of a quiz the node knows', () => {
  it('refuses whom the reads refuse, writing nothing: not registered, learning not ended, exercise not finished', async () => {
    const course = courses[0];
    await knownQuiz(course.id);
    const stranger = await signIn(t);
    expect(await reasonOf(stranger, course.id)).toBe('notEnrolled');
    const watching = await learner(course.id, 1);
    expect(await reasonOf(watching, course.id)).toBe('learningNotEnded');
    // The course gets an exercise: its quiz waits until the learner has submitted it.
    await makeExam(1, course.id, FIVE, { examType: 2 });
    const me = await learner(course.id);
    expect(await reasonOf(me, course.id)).toBe('exerciseNotFinished');
    for (const who of [stranger, watching, me]) expect(await papersOf(who.user.id)).toHaveLength(0);
    const ex = await post(me, 'exam/getContent', { relationType: 1, relationId: course.id, examType: 2 });
    expect(ex.json().code, ex.body).toBe(200);
    await submitted(me, ex.json().data);
    expect((await content(me, 1, course.id)).questionHisList).toHaveLength(5);
  });

  it('resumes an open attempt, and submits an overdue one before it opens the next', async () => {
    const course = courses[1];
    await knownQuiz(course.id);
    const me = await learner(course.id);
    const first = await content(me, 1, course.id);
    const again = await content(me, 1, course.id);
    expect(again.paperHisRefId).toBe(first.paperHisRefId);
    expect(again.questionHisList.map((q) => q.questionHisRefId)).toEqual(first.questionHisList.map((q) => q.questionHisRefId));
    await expire(first.paperHisRefId, 600);
    const next = await content(me, 1, course.id);
    expect(next.paperHisRefId).not.toBe(first.paperHisRefId);
    const papers = await papersOf(me.user.id);
    expect(papers.find((p) => p.id === first.paperHisRefId)?.submittedBy).toBe('sweeper');
    expect(papers.filter((p) => p.submittedAt === null).map((p) => p.id)).toEqual([next.paperHisRefId]);
  });

  it('draws and times the paper as the exam row says now: its question count, duration and name changed, or the exam replaced', async () => {
    const course = courses[2];
    const exam = await knownQuiz(course.id);
    await t.app.db.update(exams).set({ questionCount: 3, durationSeconds: 120, name: 'Renamed' }).where(eq(exams.id, exam.id));
    const c = await content(await learner(course.id), 1, course.id);
    expect(c.questionHisList).toHaveLength(3);
    expect(await paperQuestions(c.paperHisRefId)).toHaveLength(3);
    expect(c.countDown).toBeGreaterThan(110);
    expect(c.countDown).toBeLessThanOrEqual(120);
    expect(c.examName).toBe('Renamed');
    // A new exam for the course (another id): its paper, not the known one's.
    const replaced = await makeExam(1, course.id, FIVE.slice(0, 2));
    const d = await content(await learner(course.id), 1, course.id);
    expect([d.examId, d.questionHisList.length]).toEqual([replaced.id, 2]);
  });

  it('answers "not found" once the course is no longer published', async () => {
    const course = courses[3];
    await knownQuiz(course.id);
    const me = await learner(course.id);
    const [was] = await t.app.db.select({ at: releaseCourses.publishedAt }).from(releaseCourses).where(eq(releaseCourses.id, course.id));
    await t.app.db
      .update(releaseCourses)
      .set({ publishedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(releaseCourses.id, course.id));
    try {
      expect((await start(me, course.id)).statusCode).toBe(404);
      expect(await papersOf(me.user.id)).toHaveLength(0);
    } finally {
      await t.app.db.update(releaseCourses).set({ publishedAt: was.at }).where(eq(releaseCourses.id, course.id));
    }
  });

  it('is one statement that writes the paper, or writes nothing and leaves the start to the reads', async () => {
    const course = courses[6];
    const q = { relationType: 1, relationId: course.id };
    const me = await learner(course.id);
    // Not known yet: nothing tried.
    await makeExam(1, course.id, FIVE);
    expect(await startKnown(t.app.db, { siteId: 1 }, me.user.id, q, new Date())).toBeNull();
    await content(await learner(course.id), 1, course.id);
    const opened = await startKnown(t.app.db, { siteId: 1 }, me.user.id, q, new Date());
    expect(opened?.questionHisList).toHaveLength(5);
    const rows = await paperQuestions(opened!.paperHisRefId);
    expect(rows.map((r) => r.id)).toEqual(opened!.questionHisList.map((x) => x.questionHisRefId));
    expect(rows.map((r) => r.content)).toEqual(opened!.questionHisList.map((x) => x.content));
    // Open now: a second call writes nothing (the read resumes it), nor for a learner not registered.
    expect(await startKnown(t.app.db, { siteId: 1 }, me.user.id, q, new Date())).toBeNull();
    const stranger = await signIn(t);
    expect(await startKnown(t.app.db, { siteId: 1 }, stranger.user.id, q, new Date())).toBeNull();
    expect((await papersOf(me.user.id)).length + (await papersOf(stranger.user.id)).length).toBe(1);
    expect((await content(me, 1, course.id)).paperHisRefId).toBe(opened!.paperHisRefId);
  });

  it('opens one attempt for concurrent starts of one learner, every reply showing it', async () => {
    const course = courses[4];
    await knownQuiz(course.id);
    const me = await learner(course.id);
    const replies = await Promise.all(Array.from({ length: 4 }, () => start(me, course.id)));
    for (const r of replies) expect(r.json().code, r.body).toBe(200);
    expect(new Set(replies.map((r) => r.json().data.paperHisRefId)).size).toBe(1);
    expect(await papersOf(me.user.id)).toHaveLength(1);
  });
});

// What the one statement is for: a start of a known exam is one statement on the database, where
// the first start of the exam on the node reads first (two). PostgreSQL: the pool's calls are counted.
describe.skipIf(testDriver() === 'pglite')('the statements of a start (PostgreSQL)', () => {
  it('is two for the first start of an exam on the node, one for the next', async () => {
    const course = courses[5];
    await makeExam(1, course.id, FIVE);
    const pool = (t.app.db as unknown as { $client: pg.Pool }).$client;
    const [a, b] = [await learner(course.id), await learner(course.id)];
    const counted = async (me: SignedIn) => {
      const query = pool.query;
      let n = 0;
      pool.query = ((...args: Parameters<typeof query>) => {
        const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
        if (text?.includes('"exams"') || text?.includes('exam_papers')) n++;
        return (query as (...a: unknown[]) => unknown).apply(pool, args);
      }) as typeof query;
      try {
        await content(me, 1, course.id);
      } finally {
        pool.query = query;
      }
      return n;
    };
    // The exam module's statements (the session's user, read before, is the platform's).
    expect(await counted(a)).toBe(2);
    expect(await counted(b)).toBe(1);
  });
});
