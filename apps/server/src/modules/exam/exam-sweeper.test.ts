import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { creditGrants, examPapers, registrations } from '../../db/schema/index';
import { signIn } from '../../../test/sessions';
import { autoSubmitOverdue } from './exam.service';
import { content, courses, enrolAt, expire, FIVE, makeExam, paperQuestions, save, submitted, t, useExamApp, wrongOf } from './exam-test-kit';

useExamApp();

// Issue 19: the sweeper closes overdue attempts set-wise (one transaction: lock, score, what follows),
// with the results each attempt had when closed one by one.
describe('the sweeper, set-wise', () => {
  it('closes every overdue attempt in one sweep with its own score and follow-up, and leaves the others open', async () => {
    const course = courses[2];
    await makeExam(1, course.id, FIVE, { passScore: 60 });
    // Right answers saved: 4 (pass, 80), 3 (pass, 60), 1 (fail, 20), none (fail, 0); the fifth learner is still in time.
    const rights = [4, 3, 1, 0];
    const learners = [];
    for (const right of [...rights, 5]) {
      const me = await signIn(t);
      await enrolAt(me, course.id, 2);
      const c = await content(me, 1, course.id);
      const qs = await paperQuestions(c.paperHisRefId);
      for (const [k, q] of qs.entries()) {
        if (right === 0 && k > 1) break;
        expect((await save(me, c.paperHisRefId, q.id, k < right ? q.answer : [wrongOf(q)])).json().code).toBe(200);
      }
      learners.push({ me, c });
    }
    for (const { c } of learners.slice(0, 4)) await expire(c.paperHisRefId, 10);

    expect(await autoSubmitOverdue(t.app.db)).toBe(4);
    const ids = learners.map(({ c }) => c.paperHisRefId);
    const papers = new Map((await t.app.db.select().from(examPapers).where(inArray(examPapers.id, ids))).map((p) => [p.id, p]));
    expect(ids.slice(0, 4).map((id) => papers.get(id))).toMatchObject([
      { submittedBy: 'sweeper', score: 80, result: '2' },
      { submittedBy: 'sweeper', score: 60, result: '2' },
      { submittedBy: 'sweeper', score: 20, result: '1' },
      { submittedBy: 'sweeper', score: 0, result: '1' },
    ]);
    expect(papers.get(ids[4])).toMatchObject({ submittedAt: null, score: null });
    // The passes completed the course and granted its credits once; the failures left it at learning ended.
    const processes = await Promise.all(
      learners.slice(0, 4).map(async ({ me }) => {
        const [reg] = await t.app.db
          .select()
          .from(registrations)
          .where(and(eq(registrations.userId, me.user.id), eq(registrations.relationId, course.id)));
        const grants = await t.app.db.select().from(creditGrants).where(eq(creditGrants.userId, me.user.id));
        return [reg.learningProcess, grants.length];
      }),
    );
    expect(processes).toEqual([
      [3, 1],
      [3, 1],
      [2, 0],
      [2, 0],
    ]);
    // Nothing left to sweep; the learners' own submits afterwards answer the sweeper's records.
    expect(await autoSubmitOverdue(t.app.db)).toBe(0);
    expect(await submitted(learners[0].me, learners[0].c)).toMatchObject({ examRecordsId: ids[0], theoryExamScore: 80, examResult: '2' });
    expect(await submitted(learners[3].me, learners[3].c)).toMatchObject({ examRecordsId: ids[3], theoryExamScore: 0, examResult: '1' });
  });

  it('closes at most `limit` attempts a sweep, oldest deadline first', async () => {
    const course = courses[3];
    await makeExam(1, course.id, FIVE);
    const papers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const me = await signIn(t);
      await enrolAt(me, course.id, 2);
      const c = await content(me, 1, course.id);
      await expire(c.paperHisRefId, 100 - i * 10);
      papers.push(c.paperHisRefId);
    }
    expect(await autoSubmitOverdue(t.app.db, new Date(), 2)).toBe(2);
    const open = await t.app.db.select({ id: examPapers.id, submittedAt: examPapers.submittedAt }).from(examPapers).where(inArray(examPapers.id, papers));
    expect(open.filter((p) => p.submittedAt === null).map((p) => p.id)).toEqual([papers[2]]);
    expect(await autoSubmitOverdue(t.app.db, new Date(), 2)).toBe(1);
  });
});
