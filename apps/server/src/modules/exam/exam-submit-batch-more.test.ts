import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ExamContent, SubmitAnswerBody, SubmitAnswerResult } from '@credo/contracts/exam';
import { examPapers } from '../../db/schema/index';
import { signIn, type SignedIn } from '../../../test/sessions';
import { t, courses, FIVE, makeExam, content, save, submit, submitBodyOf, paperQuestions, enrolAt, wrongOf, useExamApp } from './exam-test-kit';
import { submitAlone } from './exam.service';
import { isCorrect } from './paper';
import { SUBMIT_BATCH, submitBatchStatsOf, submitBatcherOf, type SubmitBatchStats } from './submit-batch';

useExamApp();

// Issue 19, session 29: the batch's score statement counts each attempt's questions on its own
// with the attempt's list carried as one JSON object, and batches wait for a turn to run.

const stats = (): SubmitBatchStats => ({ batches: 0, submits: 0, largest: 0, single: 0, failedBatches: 0, ...submitBatchStatsOf(t.app.db) });
const answerOf = (r: { json: () => { code: number; data: SubmitAnswerResult } }) => {
  expect(r.json().code, JSON.stringify(r.json())).toBe(200);
  return r.json().data;
};
type Learner = { me: SignedIn; c: ExamContent; qs: Awaited<ReturnType<typeof paperQuestions>> };

async function learnersAt(courseId: number, n: number): Promise<Learner[]> {
  const learners: Learner[] = [];
  for (let i = 0; i < n; i++) {
    const me = await signIn(t);
    await enrolAt(me, courseId, 2);
    const c = await content(me, 1, courseId);
    learners.push({ me, c, qs: await paperQuestions(c.paperHisRefId) });
  }
  return learners;
}

describe('submits batched, more', () => {
  it('in a batch, a list answer replaces the saved one (in the score and the row), a saved answer the list leaves out still counts, an equal one is not rewritten', async () => {
    const course = courses[1];
    await makeExam(1, course.id, FIVE);
    const learners = await learnersAt(course.id, 4);
    for (const { me, c, qs } of learners) {
      // Saved before the submit: questions 0 and 1 right, 2 wrong.
      for (const [k, q] of qs.slice(0, 3).entries()) expect((await save(me, c.paperHisRefId, q.id, k < 2 ? q.answer : [wrongOf(q)])).json().code).toBe(200);
    }
    const [l0, l1, , l3] = learners;
    const lists: SubmitAnswerBody['answerList'][] = [
      // 0 now wrong, 2 now right, 3 right, 1 left out: 1, 2 and 3 right.
      [
        { questionHisId: l0.qs[0].id, answer: [wrongOf(l0.qs[0])] },
        { questionHisId: l0.qs[2].id, answer: l0.qs[2].answer },
        { questionHisId: l0.qs[3].id, answer: l0.qs[3].answer },
      ],
      // The saved answer again: 0 and 1 right, nothing rewritten.
      [{ questionHisId: l1.qs[0].id, answer: l1.qs[0].answer }],
      [],
      // A null leaves the saved answer; 4 right: 0, 1 and 4 right.
      [
        { questionHisId: l3.qs[0].id, answer: null },
        { questionHisId: l3.qs[4].id, answer: l3.qs[4].answer },
      ],
    ];
    const savedAt = (await paperQuestions(l1.c.paperHisRefId))[0].answeredAt;
    const before = stats();
    const replies = await Promise.all(learners.map((l, i) => submit(l.me, l.c, lists[i])));
    expect(stats().batches - before.batches, 'the four came in fewer batches').toBeLessThan(4);
    expect(replies.map((r) => answerOf(r).theoryExamScore)).toEqual([60, 40, 40, 60]);
    const stored = async (l: Learner) =>
      (await paperQuestions(l.c.paperHisRefId)).map((q) => (q.userAnswer === null ? 'none' : isCorrect(q.userAnswer, q.answer) ? 'right' : 'wrong'));
    expect(await Promise.all(learners.map(stored))).toEqual([
      ['wrong', 'right', 'right', 'right', 'none'],
      ['right', 'right', 'wrong', 'none', 'none'],
      ['right', 'right', 'wrong', 'none', 'none'],
      ['right', 'right', 'wrong', 'none', 'right'],
    ]);
    expect((await paperQuestions(l1.c.paperHisRefId))[0].answeredAt, 'an equal answer is not rewritten').toEqual(savedAt);
    for (const l of learners) {
      const [paper] = await t.app.db.select().from(examPapers).where(eq(examPapers.id, l.c.paperHisRefId));
      expect(paper.submittedBy).toBe('learner');
    }
  });

  it('while as many batches run as may, the next stays open and takes every submit that arrives, then runs as one', async () => {
    expect(SUBMIT_BATCH.runningAtOnce).toBe(2);
    const course = courses[2];
    await makeExam(1, course.id, FIVE);
    const learners = await learnersAt(course.id, 7);
    const slow = learners.slice(0, 2).map((l) => l.c.paperHisRefId);
    // The first two batches' transactions take 0.5 s each: the database sleeps while scoring their attempts.
    await t.app.db.execute(
      sql.raw(`create or replace function exam_batch_test_slow() returns trigger language plpgsql as $$
        begin if new.id in (${slow.join(',')}) and new.submitted_at is not null then perform pg_sleep(0.5); end if; return new; end $$`),
    );
    await t.app.db.execute(sql.raw('create trigger exam_batch_test_slow before update on exam_papers for each row execute function exam_batch_test_slow()'));
    try {
      const batcher = submitBatcherOf(t.app.db, submitAlone);
      const runNow = <T>(fn: () => Promise<T>) => fn();
      const pause = () => new Promise((r) => setTimeout(r, 20));
      const before = stats();
      const replies: Promise<SubmitAnswerResult>[] = [];
      // One submit at a time, 20 ms apart: without a turn to wait for, each would be a batch of its own.
      for (const l of learners) {
        replies.push(batcher.submit({ ctx: { siteId: 1 }, userId: l.me.user.id, body: bodyOf(l.c, l.qs), now: new Date() }, runNow));
        await pause();
      }
      const results = await Promise.all(replies);
      const after = stats();
      expect(after.batches - before.batches, 'two slow batches, then the other five as one').toBe(3);
      expect(after.largest).toBeGreaterThanOrEqual(5);
      expect(after.single - before.single).toBe(0);
      for (const [i, r] of results.entries()) expect(r, `learner ${i}`).toMatchObject({ examRecordsId: learners[i].c.paperHisRefId, theoryExamScore: 100 });
    } finally {
      await t.app.db.execute(sql.raw('drop trigger if exists exam_batch_test_slow on exam_papers'));
      await t.app.db.execute(sql.raw('drop function if exists exam_batch_test_slow()'));
    }
  });
});

/** A submit with every answer right. */
const bodyOf = (c: ExamContent, qs: Learner['qs']) =>
  submitBodyOf(c, qs.map((q) => ({ questionHisId: q.id, answer: q.answer })) as SubmitAnswerBody['answerList']);
