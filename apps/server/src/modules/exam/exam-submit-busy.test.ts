import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { EXAM_TIME, type ExamContent } from '@credo/contracts/exam';
import { examPapers } from '../../db/schema/index';
import { openDatabase, type Database } from '../../db/client';
import { buildApp } from '../../app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { testDriver } from '../../../test/test-env';
import { t, courses, FIVE, makeExam, content, paperQuestions, enrolAt, useExamApp } from './exam-test-kit';
import { autoSubmitOverdue, submitAnswers } from './exam.service';
import { submitBatchStatsOf } from './submit-batch';

useExamApp();

// Issue 19, exam day: the whole class submits at the deadline. A busy pool is not a broken exam:
// no submit answers 30001 ("contact support") because it waited for a connection; a submit is
// either recorded or answered "busy, try again" (HTTP 503, Retry-After) and recorded when sent
// again; and a submit that queued past the deadline is judged by when it arrived.

const postgres = testDriver() !== 'pglite';
type Node = { inject: typeof t.app.inject; close: () => Promise<void>; db: Database['db'] };

/** On PostgreSQL a node of its own with a tiny pool; on the embedded database (one connection, no pool) the test's app. */
async function nodeWith(timeouts: { max: number; connectionTimeoutMillis: number }): Promise<Node> {
  if (!postgres) return { inject: t.app.inject.bind(t.app), close: async () => {}, db: t.app.db };
  const small = await openDatabase({ databaseUrl: t.database.url, timeouts });
  const app = await buildApp({ config: { ...t.config, dbPool: timeouts }, database: small });
  await app.ready();
  return {
    inject: app.inject.bind(app),
    db: small.db,
    close: async () => {
      await app.close();
      await small.close();
    },
  };
}

/** A learner with an open attempt at the course's quiz and the answer list that scores it 100. */
async function taker(courseId: number) {
  const me = await signIn(t);
  await enrolAt(me, courseId, 2);
  const c = await content(me, 1, courseId);
  const list = (await paperQuestions(c.paperHisRefId)).map((q) => ({ questionHisId: q.id, answer: q.answer }));
  return { me, c, list };
}

const submitOn = (node: Node, me: SignedIn, c: ExamContent, answerList: unknown[]) =>
  node.inject({
    method: 'POST',
    url: '/api/certification/exam/submitAnswer',
    headers: me.headers,
    payload: { siteId: 1, languageId: 1, examRefId: c.examId, paperHisRefId: c.paperHisRefId, relationType: c.relationType, answerList },
  });

describe('a deadline burst of submits', () => {
  it('answers none 30001 on a tiny pool: each is submitted or "busy, try again" (503, Retry-After), and sent again, all are submitted', async () => {
    const course = courses[0];
    await makeExam(1, course.id, FIVE);
    // Two connections and a 150 ms wait for one (a turn: 1.5 s): before the submit admission, most of the burst
    // waited longer than that for a connection inside the submit and answered 30001.
    const node = await nodeWith({ max: 2, connectionTimeoutMillis: 150 });
    try {
      const class40 = await Promise.all(Array.from({ length: 40 }, () => taker(course.id)));
      let pending = class40;
      let rounds = 0;
      let busy = 0;
      while (pending.length && rounds++ < 30) {
        const replies = await Promise.all(pending.map(({ me, c, list }) => submitOn(node, me, c, list)));
        const again: typeof pending = [];
        for (const [k, r] of replies.entries()) {
          if (r.statusCode === 503) {
            // The busy answer of the admission or the pool, never the exam's own failure codes.
            expect(r.json(), r.body).toMatchObject({ code: 503, data: null });
            expect(r.headers['retry-after']).toBe('5');
            busy++;
            again.push(pending[k]);
            continue;
          }
          expect(r.statusCode, r.body).toBe(200);
          expect(r.json().code, r.body).toBe(200);
          expect(r.json().data.theoryExamScore).toBe(100);
        }
        pending = again;
      }
      expect(pending, `still refused after ${rounds} rounds (${busy} busy answers)`).toHaveLength(0);
      const papers = await t.app.db
        .select({ submittedBy: examPapers.submittedBy, score: examPapers.score })
        .from(examPapers)
        .where(
          inArray(
            examPapers.id,
            class40.map((x) => x.c.paperHisRefId),
          ),
        );
      expect(papers).toHaveLength(40);
      for (const p of papers) expect(p).toEqual({ submittedBy: 'learner', score: 100 });
    } finally {
      await node.close();
    }
    // Forty learners signed in and started first: minutes on a loaded shared machine.
  }, 180_000);
});

describe('a submit that queued past the deadline', () => {
  it('is judged by when it arrived: its answer list counts though its turn came after the deadline plus grace', async () => {
    const course = courses[1];
    await makeExam(1, course.id, FIVE);
    const { me, c, list } = await taker(course.id);
    // The deadline plus grace ends 300 ms from now; nothing was saved, the list holds every answer.
    await t.app.db
      .update(examPapers)
      .set({ deadlineAt: sql`now() - make_interval(secs => ${EXAM_TIME.graceSeconds}) + interval '300 milliseconds'` })
      .where(eq(examPapers.id, c.paperHisRefId));
    const [{ deadlineAt }] = await t.app.db.select({ deadlineAt: examPapers.deadlineAt }).from(examPapers).where(eq(examPapers.id, c.paperHisRefId));
    const closesAt = deadlineAt.getTime() + EXAM_TIME.graceSeconds * 1000;
    // It arrived in time (the route takes this moment before the submit queues for its turn).
    const arrivedAt = new Date(closesAt - 1);
    let ranAt = 0;
    // Its turn comes once the deadline plus grace has passed (an admission's queue, as on exam day).
    const lateTurn = async <T>(fn: () => Promise<T>) => {
      while (Date.now() <= closesAt) await new Promise((r) => setTimeout(r, 10));
      ranAt = Date.now();
      return fn();
    };
    const body = { siteId: 1, languageId: 1, examRefId: c.examId, paperHisRefId: c.paperHisRefId, relationType: c.relationType, answerList: list };
    const result = await submitAnswers(t.app.db, { siteId: 1 }, me.user.id, body, arrivedAt, lateTurn);
    expect(ranAt).toBeGreaterThan(closesAt);
    expect(result.theoryExamScore).toBe(100);
    const [paper] = await t.app.db.select().from(examPapers).where(eq(examPapers.id, c.paperHisRefId));
    expect(paper.submittedBy).toBe('learner');
    expect(paper.submittedAt!.getTime()).toBe(arrivedAt.getTime());
  });

  it.skipIf(!postgres)(
    'through the route: queued behind a submit waiting on a lock, past its deadline, it is in time; the sweeper leaves it to it',
    async () => {
      const course = courses[2];
      await makeExam(1, course.id, FIVE);
      // One submit at a time on this node (a quarter of two connections, at least one), a turn waited for up to 10 × 2 s.
      const node = await nodeWith({ max: 2, connectionTimeoutMillis: 2_000 });
      const locker = new pg.Client({ connectionString: t.database.url });
      await locker.connect();
      try {
        const holder = await taker(course.id);
        const late = await taker(course.id);
        await t.app.db
          .update(examPapers)
          .set({ deadlineAt: sql`now() - make_interval(secs => ${EXAM_TIME.graceSeconds}) + interval '2 seconds'` })
          .where(eq(examPapers.id, late.c.paperHisRefId));
        const [{ deadlineAt }] = await t.app.db.select({ deadlineAt: examPapers.deadlineAt }).from(examPapers).where(eq(examPapers.id, late.c.paperHisRefId));
        const closesAt = deadlineAt.getTime() + EXAM_TIME.graceSeconds * 1000;
        // Another transaction holds the holder's attempt: the holder's submit keeps the only turn, retrying on the lock.
        await locker.query('begin');
        await locker.query('select id from exam_papers where id = $1 for update', [holder.c.paperHisRefId]);
        const first = submitOn(node, holder.me, holder.c, holder.list);
        // Its batch (submit-batch.ts) has found the attempt locked and sent it the single way, keeping the turn:
        // the late submit arrives after that batch closed (sent with it, the batch would have submitted it at once).
        while (!submitBatchStatsOf(node.db)?.single) await new Promise((r) => setTimeout(r, 10));
        let answered = false;
        const queued = submitOn(node, late.me, late.c, late.list).then((r) => {
          answered = true;
          return r;
        });
        while (Date.now() <= closesAt + 50) await new Promise((r) => setTimeout(r, 10));
        expect(answered, 'the late submit waited for its turn').toBe(false);
        // The sweeper of this node finds the attempt overdue but leaves it to the learner's queued submit.
        expect(await autoSubmitOverdue(node.db)).toBe(0);
        await locker.query('commit');
        expect((await first).json().code).toBe(200);
        const reply = await queued;
        expect(reply.json().code, reply.body).toBe(200);
        expect(reply.json().data.theoryExamScore).toBe(100);
        const [paper] = await t.app.db.select().from(examPapers).where(eq(examPapers.id, late.c.paperHisRefId));
        expect(paper.submittedBy).toBe('learner');
        expect(paper.submittedAt!.getTime()).toBeLessThan(closesAt);
      } finally {
        await locker.query('rollback').catch(() => undefined);
        await locker.end();
        await node.close();
      }
    },
    // Two learners signed in and started, and a submit waiting on a lock: slow on a loaded shared machine.
    120_000,
  );
});
