import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { examPaperQuestions, examPapers } from '../../db/schema/index';
import { signIn } from '../../../test/sessions';
import { isCorrect } from './paper';
import { t, courses, FIVE, makeExam, content, save, submit, submitBodyOf, paperQuestions, enrolAt, useExamApp } from './exam-test-kit';
import { saveAnswer, submitAnswers } from './exam.service';
import { saveBatchStatsOf } from './save-batch';

useExamApp();

// A save is one statement (issue 19); the submit's row lock must still order it: a save is either
// in the score or refused, never acknowledged and then missing or scored from the older answer.
describe('save against submit', () => {
  it('counts every acknowledged save in the score and changes nothing for a refused one, under concurrent saves and submits', async () => {
    const course = courses[0];
    await makeExam(1, course.id, FIVE);
    let acknowledged = 0;
    let refused = 0;
    for (let round = 0; round < 8; round++) {
      const me = await signIn(t);
      await enrolAt(me, course.id, 2);
      const c = await content(me, 1, course.id);
      const qs = await paperQuestions(c.paperHisRefId);
      // Every question saved right at the moment of the submit, the submit placed among them by round.
      const saves = qs.map((q) => () => save(me, c.paperHisRefId, q.id, q.answer));
      const before = saves.slice(0, round % 6).map((call) => call());
      // The saves before the submit are sent two rounds of I/O earlier, as a learner's last answers
      // before the click, while still in flight when it arrives. The requests of one round have their
      // session rows, then their users, read together (batched-lookup.ts): sent in the same round, the
      // submit, whose path has fewer steps after those reads, reached the embedded database (one
      // connection, a transaction holds it) before every save.
      for (const batch of ['session rows', 'users']) await new Promise((resolve) => setImmediate(resolve, batch));
      const after = [() => submit(me, c, []), ...saves.slice(round % 6)].map((call) => call());
      const replies = await Promise.all([...before, ...after]);
      const submitReply = replies[round % 6];
      const saveReplies = replies.filter((r) => r !== submitReply);
      expect(submitReply.json().code, submitReply.body).toBe(200);

      const stored = await paperQuestions(c.paperHisRefId);
      const [paper] = await t.app.db.select().from(examPapers).where(eq(examPapers.id, c.paperHisRefId));
      let inScore = 0;
      saveReplies.forEach((reply, k) => {
        const row = stored[k];
        const code = reply.json().code;
        expect([200, 30003], reply.body).toContain(code);
        if (code === 200) {
          acknowledged++;
          inScore++;
          expect(row.userAnswer, `round ${round}: acknowledged save ${k}`).toEqual(qs[k].answer);
          expect(isCorrect(row.userAnswer, row.answer), `round ${round}: acknowledged save ${k} scored`).toBe(true);
        } else {
          refused++;
          expect(row.userAnswer, `round ${round}: refused save ${k}`).toBeNull();
          expect(isCorrect(row.userAnswer, row.answer)).toBe(false);
        }
      });
      expect(paper.submittedAt).not.toBeNull();
      expect(paper.score).toBe(inScore * 20);
      expect(submitReply.json().data.theoryExamScore).toBe(inScore * 20);
    }
    // Both outcomes happen across the rounds (saves sent before the submit land, later ones may not).
    expect(acknowledged).toBeGreaterThan(0);
    expect(acknowledged + refused).toBe(8 * 5);
  });
});

// Decision 0044: the saves of one round of I/O are one statement, its attempts read FOR SHARE; a
// submit's FOR UPDATE must order the whole batch as it orders one save: each save of the batch is
// either in its learner's score or refused (30003) and not stored.
describe('a batch of saves against submits', () => {
  it("counts every acknowledged save of a batch in its learner's score and stores nothing of a refused one, with submits a round before, in and after the batch", async () => {
    const course = courses[2];
    await makeExam(1, course.id, FIVE);
    const batchesBefore = saveBatchStatsOf(t.app.db)?.batches ?? 0;
    const round = () => new Promise((resolve) => setImmediate(resolve));
    let acknowledged = 0;
    let refused = 0;
    for (let r = 0; r < 6; r++) {
      const learners = [];
      for (let k = 0; k < 4; k++) {
        const me = await signIn(t);
        await enrolAt(me, course.id, 2);
        const c = await content(me, 1, course.id);
        learners.push({ me, c, qs: await paperQuestions(c.paperHisRefId) });
      }
      // Learner k's submit is sent one round before the saves, with them, or one round after (which, by r);
      // the fourth learner's was answered before them (its saves are refused in the batch, beside the others').
      const submits: Promise<{ theoryExamScore: number | null }>[] = [];
      const last = learners[3];
      submits[3] = Promise.resolve(await submitAnswers(t.app.db, { siteId: 1 }, last.me.user.id, submitBodyOf(last.c, []), new Date()));
      let saves: Promise<PromiseSettledResult<unknown>[]> | null = null;
      for (const step of [-1, 0, 1]) {
        learners.slice(0, 3).forEach((l, k) => {
          if (((k + r) % 3) - 1 === step) submits[k] = submitAnswers(t.app.db, { siteId: 1 }, l.me.user.id, submitBodyOf(l.c, []), new Date());
        });
        if (step === 0)
          saves = Promise.allSettled(
            learners.flatMap((l) =>
              l.qs.map((q) => saveAnswer(t.app.db, { siteId: 1 }, l.me.user.id, { paperHisRefId: l.c.paperHisRefId, questionHisId: q.id, answer: q.answer })),
            ),
          );
        await round();
      }
      const saved = await saves!;
      const scores = await Promise.all(submits);
      for (const [k, l] of learners.entries()) {
        const stored = await paperQuestions(l.c.paperHisRefId);
        let inScore = 0;
        l.qs.forEach((q, i) => {
          const reply = saved[k * l.qs.length + i];
          const row = stored.find((s) => s.id === q.id)!;
          if (reply.status === 'fulfilled') {
            acknowledged++;
            inScore++;
            expect(row.userAnswer, `round ${r}, learner ${k}: acknowledged save ${i}`).toEqual(q.answer);
          } else {
            refused++;
            expect((reply.reason as { code: number }).code, `round ${r}, learner ${k}: save ${i}`).toBe(30003);
            expect(row.userAnswer, `round ${r}, learner ${k}: refused save ${i}`).toBeNull();
          }
        });
        const [paper] = await t.app.db.select().from(examPapers).where(eq(examPapers.id, l.c.paperHisRefId));
        expect(paper.score, `round ${r}, learner ${k}`).toBe(inScore * 20);
        expect(scores[k].theoryExamScore).toBe(inScore * 20);
      }
    }
    // The saves went as batches, and both outcomes happen.
    expect((saveBatchStatsOf(t.app.db)?.batches ?? 0) - batchesBefore).toBeGreaterThan(0);
    expect(acknowledged).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    expect(acknowledged + refused).toBe(6 * 4 * 5);
  });
});

// The start opens the attempt and its questions in one statement (issue 19); the partial unique
// index on open attempts decides between concurrent starts, so a double (or triple) click opens
// one attempt and every click shows it.
describe('start against start', () => {
  it('concurrent starts of one learner open one attempt, and every reply shows that paper with the same questions', async () => {
    const course = courses[1];
    await makeExam(1, course.id, FIVE);
    for (let round = 0; round < 4; round++) {
      const me = await signIn(t);
      await enrolAt(me, course.id, 2);
      const replies = await Promise.all([1, 2, 3].map(() => content(me, 1, course.id)));
      const open = await t.app.db
        .select()
        .from(examPapers)
        .where(and(eq(examPapers.userId, me.user.id), isNull(examPapers.submittedAt)));
      expect(open, `round ${round}`).toHaveLength(1);
      const stored = await paperQuestions(open[0].id);
      expect(stored).toHaveLength(FIVE.length);
      for (const reply of replies) {
        expect(reply.paperHisRefId).toBe(open[0].id);
        expect(reply.questionHisList.map((q) => q.questionHisRefId)).toEqual(stored.map((q) => q.id));
        expect(reply.questionHisList.map((q) => q.hisOptionList.map((o) => o.content))).toEqual(stored.map((q) => q.options));
      }
      // Nothing was written for the losing clicks: every question row belongs to the one attempt.
      const all = await t.app.db
        .select({ id: examPaperQuestions.id })
        .from(examPaperQuestions)
        .innerJoin(examPapers, eq(examPapers.id, examPaperQuestions.paperId))
        .where(eq(examPapers.userId, me.user.id));
      expect(all).toHaveLength(FIVE.length);
    }
  });
});
