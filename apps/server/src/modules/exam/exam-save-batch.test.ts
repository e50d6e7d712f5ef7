import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { EXAM_TIME, type ExamContent, type SaveAnswerResult } from '@credo/contracts/exam';
import { examPapers } from '../../db/schema/index';
import { signIn, type SignedIn } from '../../../test/sessions';
import { t, courses, FIVE, makeExam, content, submitted, paperQuestions, enrolAt, expire, wrongOf, useExamApp } from './exam-test-kit';
import { saveAnswer } from './exam.service';
import { SAVE_BATCH, saveBatchStatsOf, type SaveBatchStats } from './save-batch';

useExamApp();

// Issue 19, decision 0044: the saves that reach a node in one round of I/O are one statement. Each
// is answered as if it had been written alone: these tests send the same saves once in one round
// (one batch) and once one after another (each its own statement), on twin learners, and compare.

const stats = (): SaveBatchStats => ({ batches: 0, saves: 0, largest: 0, alone: 0, repeats: 0, failedBatches: 0, ...saveBatchStatsOf(t.app.db) });
const since = (before: SaveBatchStats) => {
  const now = stats();
  return Object.fromEntries(Object.entries(now).map(([k, v]) => [k, k === 'largest' ? v : v - before[k as keyof SaveBatchStats]])) as SaveBatchStats;
};

type Save = { userId: number; siteId: number; body: { paperHisRefId: number; questionHisId: number; answer: string | string[] } };
type Outcome = { ok: Omit<SaveAnswerResult, 'countDown'>; countDown: number } | { error: { code: number; status: number; message: string } };

const outcomeOf = (r: PromiseSettledResult<SaveAnswerResult>): Outcome => {
  if (r.status === 'fulfilled') {
    const { countDown, ...ok } = r.value;
    return { ok, countDown };
  }
  const e = r.reason as { code: number; httpStatus: number; message: string };
  return { error: { code: e.code, status: e.httpStatus, message: e.message } };
};
/** The saves sent in one round of I/O (they share a batch), as the learners' requests would reach the service together. */
const together = async (saves: Save[], now: Date) =>
  (await Promise.allSettled(saves.map((s) => saveAnswer(t.app.db, { siteId: s.siteId }, s.userId, s.body, now)))).map(outcomeOf);
/** The same saves one after another: each is its own statement. */
const oneByOne = async (saves: Save[], now: Date) => {
  const outcomes: Outcome[] = [];
  for (const s of saves) outcomes.push(...(await Promise.allSettled([saveAnswer(t.app.db, { siteId: s.siteId }, s.userId, s.body, now)])).map(outcomeOf));
  return outcomes;
};

type Learner = { me: SignedIn; c: ExamContent; paperId: number; qs: Awaited<ReturnType<typeof paperQuestions>> };
async function learnerAt(courseId: number): Promise<Learner> {
  const me = await signIn(t);
  await enrolAt(me, courseId, 2);
  const c = await content(me, 1, courseId);
  return { me, c, paperId: c.paperHisRefId, qs: await paperQuestions(c.paperHisRefId) };
}
/** The learner's question of this type and option count (each pair is one question of FIVE). */
const question = (l: Learner, type: number, options: number) => l.qs.find((q) => q.questionType === type && q.options.length === options)!;
/** Each learner's stored answers, in paper order. */
const storedOf = async (learners: Learner[]) => Promise.all(learners.map(async (l) => (await paperQuestions(l.paperId)).map((q) => q.userAnswer)));
/** Each learner's stored answers by question kind (type and option count: one question of FIVE each), for twins whose papers are in other orders. */
const storedByKind = async (learners: Learner[]) =>
  Promise.all(
    learners.map(async (l) => Object.fromEntries((await paperQuestions(l.paperId)).map((q) => [`${q.questionType}/${q.options.length}`, q.userAnswer]))),
  );

/** The countdown each written save answers: its attempt's deadline from `now`, in whole seconds up. */
async function expectCountDowns(saves: Save[], outcomes: Outcome[], now: Date) {
  for (const [k, o] of outcomes.entries()) {
    if (!('ok' in o)) continue;
    const [paper] = await t.app.db.select().from(examPapers).where(eq(examPapers.id, saves[k].body.paperHisRefId));
    expect(o.countDown, `save ${k}`).toBe(Math.max(0, Math.ceil((paper.deadlineAt.getTime() - now.getTime()) / 1000)));
  }
}

describe('saves batched', () => {
  it('answers each save of a batch as it would be answered alone: written, or its own refusal, and stores the same', async () => {
    const course = courses[3];
    await makeExam(1, course.id, FIVE);
    /** Every kind of save, on fresh learners: written ones, and each refusal whySaveRefused tells apart. */
    const scenario = async () => {
      const [a, a2, b, done, late, inGrace] = [
        await learnerAt(course.id),
        await learnerAt(course.id),
        await signIn(t),
        await learnerAt(course.id),
        await learnerAt(course.id),
        await learnerAt(course.id),
      ];
      await submitted(done.me, done.c);
      const of = (l: Learner, q: { id: number }, answer: string | string[], siteId = 1): Save => ({
        userId: l.me.user.id,
        siteId,
        body: { paperHisRefId: l.paperId, questionHisId: q.id, answer },
      });
      const saves: Save[] = [
        of(a, question(a, 1, 3), 'C'),
        of(a, question(a, 2, 4), ['C', 'A']),
        // Letters past the question's options (the service only knows the widest question), two letters on a single choice.
        of(a, question(a, 4, 2), ['C']),
        of(a, question(a, 1, 4), ['A', 'B']),
        of(a, question(a, 2, 3), ['A', 'D']),
        // Another learner's attempt, the learner's own on another site, a question of another attempt, an attempt that does not exist.
        { ...of(a2, question(a2, 1, 3), 'A'), userId: b.user.id },
        of(a2, question(a2, 2, 4), ['B'], 2),
        of(a2, done.qs[0], 'A'),
        { ...of(a2, question(a2, 1, 4), 'A'), body: { paperHisRefId: 2_147_483_000, questionHisId: question(a2, 1, 4).id, answer: 'A' } },
        // Submitted; past the deadline and its grace; past the deadline within the grace.
        of(done, question(done, 1, 3), 'A'),
        of(late, question(late, 1, 3), 'A'),
        of(inGrace, question(inGrace, 1, 3), 'B'),
        of(a2, question(a2, 4, 2), 'B'),
      ];
      // The deadlines moved right before the saves are sent (the grace is seconds).
      const timeRuns = async () => {
        await expire(late.paperId, EXAM_TIME.graceSeconds + 60);
        await expire(inGrace.paperId, 1);
      };
      return { saves, learners: [a, a2, done, late, inGrace], timeRuns };
    };

    const batched = await scenario();
    const alone = await scenario();
    await batched.timeRuns();
    await alone.timeRuns();
    const before = stats();
    const now = new Date();
    const inBatch = await together(batched.saves, now);
    const inBatchStats = since(before);
    const oneAtATime = await oneByOne(alone.saves, now);
    const afterAlone = since(before);

    // One statement for the batch; each of the others its own.
    expect(inBatchStats).toMatchObject({ batches: 1, saves: batched.saves.length, alone: 0, repeats: 0, failedBatches: 0 });
    expect(inBatchStats.largest).toBeGreaterThanOrEqual(batched.saves.length);
    expect(afterAlone).toMatchObject({ batches: 1, alone: alone.saves.length });

    const shapeOf = (o: Outcome) => ('ok' in o ? { ok: o.ok } : o);
    // The question ids differ between twins; the rest is the same, save by save.
    const withoutIds = (o: Outcome) => ('ok' in o ? { ok: { ...o.ok, questionHisId: 0 } } : o);
    expect(inBatch.map(withoutIds)).toEqual(oneAtATime.map(withoutIds));
    expect(inBatch.map((o, k) => ('ok' in o ? o.ok.questionHisId === batched.saves[k].body.questionHisId : true))).not.toContain(false);
    // Every kind of answer is there: written, 400, 404 (two messages), 30003, 30001.
    const kinds = new Set(inBatch.map((o) => JSON.stringify('ok' in o ? 'written' : [o.error.code, o.error.message])));
    expect(kinds.size, JSON.stringify(inBatch.map(shapeOf))).toBe(6);
    expect(inBatch.filter((o) => 'ok' in o)).toHaveLength(4);
    await expectCountDowns(batched.saves, inBatch, now);
    await expectCountDowns(alone.saves, oneAtATime, now);
    expect(await storedByKind(batched.learners)).toEqual(await storedByKind(alone.learners));
  });

  it('stores the later of two saves of one question and answers both as one after the other would be answered', async () => {
    const course = courses[4];
    await makeExam(1, course.id, FIVE);
    const scenario = async () => {
      const l = await learnerAt(course.id);
      const other = await signIn(t);
      const single = question(l, 1, 3);
      const multiple = question(l, 2, 4);
      const of = (q: { id: number }, answer: string | string[], userId = l.me.user.id): Save => ({
        userId,
        siteId: 1,
        body: { paperHisRefId: l.paperId, questionHisId: q.id, answer },
      });
      const saves = [
        of(single, 'A'),
        of(multiple, ['A']),
        of(single, 'B'),
        of(question(l, 4, 2), 'A'),
        of(multiple, ['C', 'A']),
        // Refused (two letters on a single choice): the answer before it stays.
        of(single, ['A', 'B']),
        // Another learner naming the question: not found, and it changes nothing.
        of(single, 'C', other.user.id),
        of(question(l, 4, 2), 'B'),
      ];
      return { saves, learners: [l] };
    };
    const batched = await scenario();
    const alone = await scenario();
    const before = stats();
    const now = new Date();
    const inBatch = await together(batched.saves, now);
    const inBatchStats = since(before);
    const oneAtATime = await oneByOne(alone.saves, now);

    // The first of each question in one statement, the repeats after it.
    expect(inBatchStats.batches).toBeGreaterThanOrEqual(2);
    expect(inBatchStats.repeats).toBeGreaterThanOrEqual(5);
    expect(inBatchStats.failedBatches).toBe(0);
    const withoutIds = (o: Outcome) => ('ok' in o ? { ok: { ...o.ok, questionHisId: 0 } } : o);
    expect(inBatch.map(withoutIds)).toEqual(oneAtATime.map(withoutIds));
    expect(inBatch.map((o) => ('ok' in o ? 200 : o.error.code))).toEqual([200, 200, 200, 200, 200, 400, 404, 200]);
    await expectCountDowns(batched.saves, inBatch, now);

    const [l] = batched.learners;
    const stored = new Map((await paperQuestions(l.paperId)).map((q) => [q.id, q]));
    expect(stored.get(question(l, 1, 3).id)!.userAnswer).toEqual(['B']);
    expect(stored.get(question(l, 2, 4).id)!.userAnswer).toEqual(['A', 'C']);
    expect(stored.get(question(l, 4, 2).id)!.userAnswer).toEqual(['B']);
    expect(await storedByKind(batched.learners)).toEqual(await storedByKind(alone.learners));
  });

  it('writes each save of a batch alone when the batch statement fails, each with its own answer, none lost', async () => {
    const course = courses[5];
    await makeExam(1, course.id, FIVE);
    const learners = [await learnerAt(course.id), await learnerAt(course.id), await learnerAt(course.id)];
    const saves: Save[] = learners.flatMap((l) =>
      l.qs.map((q, k) => ({
        userId: l.me.user.id,
        siteId: 1,
        body: { paperHisRefId: l.paperId, questionHisId: q.id, answer: k % 2 ? q.answer : [wrongOf(q)] },
      })),
    );
    // And one refused: another learner's attempt.
    const stranger = await signIn(t);
    saves.push({ ...saves[0], userId: stranger.user.id });
    // PostgreSQL refuses any statement that changes more than one question row (a batch), and lets one row through (a save alone).
    await t.app.db.execute(sql`create function exam_save_batch_test_refuse() returns trigger language plpgsql as $$
      begin
        if (select count(*) from changed) > 1 then raise exception 'exam-save-batch test: one row a statement'; end if;
        return null;
      end $$`);
    await t.app.db.execute(sql`create trigger exam_save_batch_test_refuse after update on exam_paper_questions
      referencing new table as changed for each statement execute function exam_save_batch_test_refuse()`);
    let outcomes: Outcome[];
    const before = stats();
    const now = new Date();
    try {
      outcomes = await together(saves, now);
    } finally {
      await t.app.db.execute(sql`drop trigger exam_save_batch_test_refuse on exam_paper_questions`);
      await t.app.db.execute(sql`drop function exam_save_batch_test_refuse()`);
    }
    expect(since(before)).toMatchObject({ batches: 1, failedBatches: 1, alone: saves.length, repeats: 1 });
    expect(outcomes.map((o) => ('ok' in o ? 200 : o.error.code))).toEqual([...Array(15).fill(200), 404]);
    await expectCountDowns(saves, outcomes, now);
    outcomes.slice(0, 15).forEach((o, k) => {
      expect('ok' in o && o.ok.questionHisId).toBe(saves[k].body.questionHisId);
    });
    const stored = await storedOf(learners);
    expect(stored).toEqual(learners.map((l) => l.qs.map((q, k) => (k % 2 ? q.answer : [wrongOf(q)]))));

    // Without the trigger the next round's saves share a statement again.
    const again = stats();
    const next = await together(
      learners.map((l) => ({ userId: l.me.user.id, siteId: 1, body: { paperHisRefId: l.paperId, questionHisId: l.qs[0].id, answer: l.qs[0].answer } })),
      new Date(),
    );
    expect(next.every((o) => 'ok' in o)).toBe(true);
    expect(since(again)).toMatchObject({ batches: 1, failedBatches: 0, alone: 0 });
  });

  it(`closes a batch at ${SAVE_BATCH.max} saves; the next save of the round opens another`, async () => {
    const course = courses[6];
    await makeExam(1, course.id, FIVE);
    const learners: Learner[] = [];
    for (let i = 0; i < Math.ceil((SAVE_BATCH.max + 1) / FIVE.length); i++) learners.push(await learnerAt(course.id));
    const saves: Save[] = learners
      .flatMap((l) => l.qs.map((q) => ({ userId: l.me.user.id, siteId: 1, body: { paperHisRefId: l.paperId, questionHisId: q.id, answer: q.answer } })))
      .slice(0, SAVE_BATCH.max + 1);
    const before = stats();
    const outcomes = await together(saves, new Date());
    expect(outcomes.every((o) => 'ok' in o)).toBe(true);
    // The full batch, and the one save after it alone.
    expect(since(before)).toMatchObject({ batches: 1, alone: 1, saves: SAVE_BATCH.max + 1, failedBatches: 0 });
    expect(stats().largest).toBe(SAVE_BATCH.max);
    const stored = (await storedOf(learners)).flat().slice(0, SAVE_BATCH.max + 1);
    expect(stored).toEqual(saves.map((s) => s.body.answer));
  });
});
