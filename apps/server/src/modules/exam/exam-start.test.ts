import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { examPaperQuestions, examPapers, examQuestions, exams, registrations, users } from '../../db/schema/index';
import { openDatabase } from '../../db/client';
import { buildApp } from '../../app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { testDriver } from '../../../test/test-env';
import { drawPaper, type BankQuestion } from './paper';
import { t, courses, FIVE, TF, makeExam, content, paperQuestions, enrolAt, post, type Bank, useExamApp } from './exam-test-kit';

useExamApp();

const SIX: Bank = [...FIVE, { type: 1, options: ['a', 'b'], answer: ['A'] }];
const bankVersion = async (examId: number) => (await t.app.db.select({ v: exams.bankVersion }).from(exams).where(eq(exams.id, examId)))[0].v;
/** The question texts of an attempt, and each text's options as a set (the draw shuffles them). */
async function drawn(paperId: number) {
  return new Map((await paperQuestions(paperId)).map((q) => [q.content, [...q.options].sort()]));
}
async function learner(courseId: number) {
  const me = await signIn(t);
  await enrolAt(me, courseId, 2);
  return me;
}

// Issue 19: the start draws from the node's cached bank, valid for one bank version; the database
// bumps the version with every statement that writes the bank, and every start reads the exam row.
describe('the bank a start draws from', () => {
  it('honours an edit, a removal and an addition at the very next start, though the bank was cached', async () => {
    const course = courses[4];
    const exam = await makeExam(1, course.id, SIX);
    const firstPaper = (await content(await learner(course.id), 1, course.id)).paperHisRefId;
    const before = await drawn(firstPaper);
    expect([...before.keys()].sort()).toEqual(['Q0', 'Q1', 'Q2', 'Q3', 'Q4', 'Q5']);
    // A second start on the warm cache: the same bank.
    expect([...(await drawn((await content(await learner(course.id), 1, course.id)).paperHisRefId)).keys()].sort()).toEqual([...before.keys()].sort());

    const v0 = await bankVersion(exam.id);
    // Written straight to the table, as any writer would: nothing tells the cache.
    await t.app.db
      .update(examQuestions)
      .set({ content: 'Q0 edited', options: ['x', 'y', 'z'] })
      .where(and(eq(examQuestions.examId, exam.id), eq(examQuestions.content, 'Q0')));
    expect(await bankVersion(exam.id)).toBe(v0 + 1);
    await t.app.db.delete(examQuestions).where(and(eq(examQuestions.examId, exam.id), eq(examQuestions.content, 'Q5')));
    await t.app.db.insert(examQuestions).values({ examId: exam.id, questionType: 4, content: 'Q6 new', options: TF, answer: ['B'], sort: 6 });
    expect(await bankVersion(exam.id)).toBe(v0 + 3);

    const after = await drawn((await content(await learner(course.id), 1, course.id)).paperHisRefId);
    expect([...after.keys()].sort()).toEqual(['Q0 edited', 'Q1', 'Q2', 'Q3', 'Q4', 'Q6 new']);
    expect(after.get('Q0 edited')).toEqual(['x', 'y', 'z']);
    // The earlier paper keeps its copies, the removed question's included (no cascade from the bank: migration 0030).
    expect(await drawn(firstPaper)).toEqual(before);
  });

  it('is versioned per exam: writing one exam bank leaves the others at their version', async () => {
    const [a, b] = [await makeExam(1, courses[5].id, FIVE), await makeExam(1, courses[6].id, FIVE)];
    const [va, vb] = [await bankVersion(a.id), await bankVersion(b.id)];
    await t.app.db.execute(sql`update exam_questions set analysis = 'new' where exam_id = ${a.id}`);
    expect([await bankVersion(a.id), await bankVersion(b.id)]).toEqual([va + 1, vb]);
  });
});

// Issue 19: drawPaper writes the insert's JSON as it draws (each bank question's texts serialised
// once) and draws from a pool of random words; the JSON must be the paper, the draw a fair one.
describe('a drawn paper', () => {
  const bank: BankQuestion[] = [
    {
      id: 11,
      questionType: 1,
      content: 'He said "no" \\ then\nleft </script>',
      options: ['a "1"', 'b\\2', 'c\t3', 'é ü 中文 \u2028'],
      answer: ['C'],
      analysis: 'why\u0000',
    },
    { id: 12, questionType: 2, content: 'Pick two', options: ['w', 'x', 'y', 'z'], answer: ['A', 'D'], analysis: '' },
    { id: 13, questionType: 4, content: 'True?', options: TF, answer: ['B'], analysis: 'it is not' },
    { id: 14, questionType: 1, content: 'Q', options: ['p', 'q', 'r'], answer: ['A'], analysis: 'x' },
  ];
  it('is its JSON, the options in the drawn order with the correct letters re-mapped, true/false kept', () => {
    for (let k = 0; k < 200; k++) {
      const { questions, json } = drawPaper(bank, 3);
      expect(JSON.parse(json)).toEqual(questions);
      expect(questions.map((q) => q.sort)).toEqual([0, 1, 2]);
      expect(new Set(questions.map((q) => q.questionId)).size).toBe(3);
      for (const q of questions) {
        const b = bank.find((x) => x.id === q.questionId)!;
        expect([q.content, q.analysis, q.questionType]).toEqual([b.content, b.analysis, b.questionType]);
        expect(q.options).toEqual(q.optionOrder.map((i) => b.options[i]));
        expect([...q.optionOrder].sort()).toEqual(b.options.map((_, i) => i));
        // A shown correct letter shows a correct bank option, and all of them are shown.
        expect(q.answer.map((l) => 'ABCD'[q.optionOrder['ABCD'.indexOf(l)]]).sort()).toEqual(b.answer);
        if (b.questionType === 4) expect(q.optionOrder).toEqual([0, 1]);
      }
    }
    expect(drawPaper(bank, 9).questions).toHaveLength(4);
  });
  it('puts each question first and each option first about equally often', () => {
    const first = new Map<number, number>();
    const option = new Map<string, number>();
    for (let k = 0; k < 4000; k++) {
      const [q] = drawPaper(bank, 4).questions;
      first.set(q.questionId, (first.get(q.questionId) ?? 0) + 1);
      const pick = drawPaper([bank[1]], 1).questions[0].options[0];
      option.set(pick, (option.get(pick) ?? 0) + 1);
    }
    // 1,000 expected each; 800 and 1,200 are each more than seven standard deviations (about 27) away.
    for (const n of [...first.values(), ...option.values()]) {
      expect(n).toBeGreaterThan(800);
      expect(n).toBeLessThan(1200);
    }
    expect([first.size, option.size]).toEqual([4, 4]);
  });
});

// Issue 19: a quiz start reads the learner's registration in the same statement as the course,
// the exam and the open attempt (learning's subquery, decision 0039 later): it must be this
// learner's registration in this course, and answer as the separate read did.
describe('the registration a quiz start reads', () => {
  it("is the learner's own in this course: none, another learner's, another course's or one not audited refuse; learning ended starts", async () => {
    const course = courses[0];
    const other = courses[1];
    await makeExam(1, course.id, FIVE);
    const me = await signIn(t);
    const start = () => post(me, 'exam/getContent', { relationType: 1, relationId: course.id });
    const refusal = async () => {
      const r = await start();
      expect(r.json().code, r.body).toBe(30002);
      return r.json().data.reasonCode as string;
    };
    expect(await refusal()).toBe('notEnrolled');
    // Someone else's registration in this course and my own in another course do not count.
    await enrolAt(await signIn(t), course.id, 2);
    await enrolAt(me, other.id, 2);
    expect(await refusal()).toBe('notEnrolled');
    await t.app.db.insert(registrations).values({ userId: me.user.id, relationId: course.id, courseType: 0, status: 1, learningProcess: 2 });
    expect(await refusal()).toBe('notEnrolled');
    await t.app.db
      .update(registrations)
      .set({ status: 2, learningProcess: 1 })
      .where(and(eq(registrations.userId, me.user.id), eq(registrations.relationId, course.id)));
    expect(await refusal()).toBe('learningNotEnded');
    expect(await t.app.db.select().from(examPapers).where(eq(examPapers.userId, me.user.id))).toHaveLength(0);
    await t.app.db
      .update(registrations)
      .set({ learningProcess: 2 })
      .where(and(eq(registrations.userId, me.user.id), eq(registrations.relationId, course.id)));
    const started = await start();
    expect(started.json().code, started.body).toBe(200);
    expect(started.json().data.questionHisList).toHaveLength(FIVE.length);
  });
});

// Decision 0040 (migration 0032): a paper's questions have no foreign key to their paper (its check
// was a quarter of the start's insert); triggers on exam_papers remove them with their paper, as
// the key's cascade did, however the paper goes.
describe("a paper's questions go with their paper", () => {
  it('on a direct delete, through the cascade from its exam or its learner, and on a truncate, and only theirs', async () => {
    const [x, y] = [courses[2], courses[3]];
    await makeExam(1, x.id, FIVE);
    await makeExam(1, y.id, FIVE);
    const paperOf = async (courseId: number) => (await content(await learner(courseId), 1, courseId)).paperHisRefId;
    const [a, b, c, d] = [await paperOf(x.id), await paperOf(x.id), await paperOf(y.id), await paperOf(y.id)];
    const left = async () => {
      const rows = await t.app.db.select({ paperId: examPaperQuestions.paperId }).from(examPaperQuestions);
      return [a, b, c, d].map((p) => rows.filter((r) => r.paperId === p).length);
    };
    expect(await left()).toEqual([5, 5, 5, 5]);

    await t.app.db.delete(examPapers).where(eq(examPapers.id, a));
    expect(await left()).toEqual([0, 5, 5, 5]);
    // The learner's deletion cascades to their papers (a key), and the papers' trigger to the questions.
    const [owner] = await t.app.db.select({ userId: examPapers.userId }).from(examPapers).where(eq(examPapers.id, c));
    await t.app.db.delete(users).where(eq(users.id, owner.userId));
    expect(await left()).toEqual([0, 5, 0, 5]);
    // makeExam replaces x's exam: its papers go by their key to the exam, their questions with them.
    await makeExam(1, x.id, FIVE);
    expect(await left()).toEqual([0, 0, 0, 5]);

    // A truncate of the papers empties their questions too (rolled back: the file's other tests keep theirs).
    let inside = -1;
    await t.app.db
      .transaction(async (tx) => {
        await tx.execute(sql`truncate exam_papers`);
        inside = (await tx.select({ n: sql<number>`count(*)::int` }).from(examPaperQuestions))[0].n;
        tx.rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Error && e.message === 'Rollback')) throw e;
      });
    expect(inside).toBe(0);
    expect(await left()).toEqual([0, 0, 0, 5]);
  });
});

// Two nodes on one PostgreSQL database: each has its own cache; an edit made through one node's
// connection (or any other) is drawn by the other node's next start.
describe.skipIf(testDriver() === 'pglite')('the bank across nodes (PostgreSQL)', () => {
  it("a node's warm cache does not outlive an edit made elsewhere", async () => {
    const course = courses[7];
    const exam = await makeExam(1, course.id, SIX);
    const second = await openDatabase({ databaseUrl: t.database.url });
    const nodeB = await buildApp({ config: t.config, database: second });
    await nodeB.ready();
    const startOnB = async (me: SignedIn) => {
      const reply = await nodeB.inject({
        method: 'POST',
        url: '/api/certification/exam/getContent',
        headers: me.headers,
        payload: { siteId: 1, languageId: 1, relationType: 1, relationId: course.id },
      });
      expect(reply.json().code, reply.body).toBe(200);
      return drawn(reply.json().data.paperHisRefId as number);
    };
    try {
      expect((await startOnB(await learner(course.id))).has('Q3')).toBe(true);
      await t.app.db
        .update(examQuestions)
        .set({ content: 'Q3 edited' })
        .where(and(eq(examQuestions.examId, exam.id), eq(examQuestions.content, 'Q3')));
      const after = await startOnB(await learner(course.id));
      expect(after.has('Q3')).toBe(false);
      expect(after.has('Q3 edited')).toBe(true);
    } finally {
      await nodeB.close();
      await second.close();
    }
  });
});

// Admission (exam-admission.ts): on a node whose pool has two connections, starts run one at a
// time and never take the second connection, so saves keep flowing during a wall of starts.
describe.skipIf(testDriver() === 'pglite')('a wall of starts on a small pool (PostgreSQL)', () => {
  it('keeps a connection free for saves, starts everyone once, and a double start opens one attempt', async () => {
    const course = courses[8];
    await makeExam(1, course.id, FIVE);
    const timeouts = { max: 2, connectionTimeoutMillis: 20_000 };
    const small = await openDatabase({ databaseUrl: t.database.url, timeouts });
    const node = await buildApp({ config: { ...t.config, dbPool: timeouts }, database: small });
    await node.ready();
    const pool = (small.db as unknown as { $client: pg.Pool }).$client;
    const call = (me: SignedIn, path: string, payload: Record<string, unknown>) =>
      node.inject({ method: 'POST', url: `/api/certification/exam/${path}`, headers: me.headers, payload: { siteId: 1, languageId: 1, ...payload } });
    try {
      const saver = await learner(course.id);
      const started = await call(saver, 'getContent', { relationType: 1, relationId: course.id });
      const question = (await paperQuestions(started.json().data.paperHisRefId))[0];
      const class30 = await Promise.all(Array.from({ length: 30 }, () => learner(course.id)));

      let done = 0;
      const wall = [...class30, class30[0], class30[0]].map((me) =>
        call(me, 'getContent', { relationType: 1, relationId: course.id }).then((r) => {
          done++;
          return r;
        }),
      );
      // Once the first start is through and the requests' session reads (outside the queue) have
      // drained from the pool, every save answers while starts are still queued, and no statement
      // waits for a connection. Without the limit the pool's queue never drains during the wall.
      while (done < wall.length && (done === 0 || pool.waitingCount > 0)) await new Promise((r) => setTimeout(r, 1));
      let waiting = 0;
      const sample = setInterval(() => (waiting = Math.max(waiting, pool.waitingCount)), 1);
      const saves: number[] = [];
      try {
        for (let i = 0; i < 5; i++) {
          const reply = await call(saver, 'saveAnswer', { paperHisRefId: started.json().data.paperHisRefId, questionHisId: question.id, answer: 'A' });
          expect(reply.json().code, reply.body).toBe(200);
          saves.push(done);
        }
      } finally {
        clearInterval(sample);
      }
      expect(saves.at(-1), `the saves answered while starts were still queued (starts done after each save: ${saves})`).toBeLessThan(wall.length);
      expect(waiting, 'statements waiting for a pool connection during the wall of starts').toBe(0);

      const replies = await Promise.all(wall);
      for (const r of replies) expect(r.json().code, r.body).toBe(200);
      const ids = class30.map((me) => me.user.id);
      const papers = await t.app.db
        .select({ userId: examPapers.userId, id: examPapers.id })
        .from(examPapers)
        .where(eq(examPapers.examId, started.json().data.examId));
      const mine = papers.filter((p) => ids.includes(p.userId));
      expect(mine).toHaveLength(30);
      expect(new Set(mine.map((p) => p.userId)).size).toBe(30);
      // The triple start of the first learner answered one paper three times.
      expect(new Set([replies[0], replies[30], replies[31]].map((r) => r.json().data.paperHisRefId)).size).toBe(1);
    } finally {
      await node.close();
      await small.close();
    }
  });

  it('answers a start that waited past the bound "busy, try again" (HTTP 503), writing nothing; the retry starts it', async () => {
    const course = courses[4];
    const exam = await makeExam(1, course.id, FIVE);
    // A wait of 6 × 1 s for a turn; one start at a time.
    const timeouts = { max: 2, connectionTimeoutMillis: 1_000 };
    const small = await openDatabase({ databaseUrl: t.database.url, timeouts });
    const node = await buildApp({ config: { ...t.config, dbPool: timeouts }, database: small });
    await node.ready();
    const locker = new pg.Client({ connectionString: t.database.url });
    await locker.connect();
    const start = (me: SignedIn) =>
      node.inject({
        method: 'POST',
        url: '/api/certification/exam/getContent',
        headers: me.headers,
        payload: { siteId: 1, languageId: 1, relationType: 1, relationId: course.id },
      });
    try {
      const stuck = await learner(course.id);
      const others = await Promise.all(Array.from({ length: 5 }, () => learner(course.id)));
      // Another transaction is opening an attempt for `stuck`: its start waits on the open-attempt
      // index, holding the only turn, so the starts behind it wait past the bound.
      await locker.query('begin');
      await locker.query(`insert into exam_papers (exam_id, user_id, site_id, started_at, deadline_at) values ($1, $2, 1, now(), now() + interval '1 hour')`, [
        exam.id,
        stuck.user.id,
      ]);
      const first = start(stuck);
      // Wait until that start really holds the turn, blocked on the row above; a fixed pause let a
      // loaded machine send the other starts first, and one of them took the turn. The locker is
      // inside a transaction, which keeps one pg_stat_activity snapshot unless told to drop it.
      const blocked = async () => {
        await locker.query('select pg_stat_clear_snapshot()');
        const { rows } = await locker.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return rows[0].n;
      };
      await expect.poll(blocked, { timeout: 10_000, interval: 5 }).toBe(1);
      const refused = await Promise.all(others.map(start));
      for (const r of refused) {
        expect(r.statusCode, r.body).toBe(503);
        expect(r.headers['retry-after']).toBe('5');
        expect(r.json()).toMatchObject({ code: 503, data: null });
      }
      const ids = others.map((me) => me.user.id);
      const written = await t.app.db.select().from(examPapers).where(eq(examPapers.examId, exam.id));
      expect(written.filter((p) => ids.includes(p.userId))).toHaveLength(0);

      await locker.query('rollback');
      expect((await first).json().code).toBe(200);
      for (const me of others) {
        const again = await start(me);
        expect(again.json().code, again.body).toBe(200);
      }
      const after = await t.app.db.select().from(examPapers).where(eq(examPapers.examId, exam.id));
      expect(after.filter((p) => ids.includes(p.userId))).toHaveLength(5);
      expect(after.filter((p) => p.userId === stuck.user.id)).toHaveLength(1);
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
      await node.close();
      await small.close();
    }
  });
});
