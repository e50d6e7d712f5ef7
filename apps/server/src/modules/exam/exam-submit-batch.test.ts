import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import type { SubmitAnswerBody, SubmitAnswerResult } from '@credo/contracts/exam';
import { certificationEnrolments, creditGrants, examPapers, outboxMails, registrations, releaseCourses, surveys } from '../../db/schema/index';
import { signIn, type SignedIn } from '../../../test/sessions';
import { testDriver } from '../../../test/test-env';
import {
  t,
  courses,
  generalCert,
  FIVE,
  makeExam,
  content,
  save,
  submit,
  submitBodyOf,
  paperQuestions,
  enrolAt,
  enrolInCert,
  expire,
  wrongOf,
  useExamApp,
} from './exam-test-kit';
import { submitAlone } from './exam.service';
import { isCorrect } from './paper';
import { submitBatchStatsOf, submitBatcherOf, type SubmitBatchStats } from './submit-batch';
import { setPreferences } from '../../../test/preferences';

useExamApp();

// Issue 19, decision 0034: submits that arrive together are taken into one transaction. Each
// learner must get exactly what the single submit gives: score, result, pass status, progress
// reset, the answers written, the course completed, the attempt closed once.

const postgres = testDriver() !== 'pglite';
const stats = (): SubmitBatchStats => ({ batches: 0, submits: 0, largest: 0, single: 0, failedBatches: 0, ...submitBatchStatsOf(t.app.db) });
const answerOf = (r: { json: () => { code: number; data: SubmitAnswerResult } }) => {
  expect(r.json().code, JSON.stringify(r.json())).toBe(200);
  return r.json().data;
};

/**
 * What a learner's submit left behind: the attempt, its answers, the course's state and credits,
 * the mails queued for them (the survey invitation of a completed course), with the learner's own
 * id and address written as such so that twins compare.
 */
async function footprint(me: SignedIn, paperId: number) {
  const own = (x: unknown) => JSON.parse(JSON.stringify(x).replaceAll(`user-${me.user.id}`, 'user-own').replaceAll(`"userId":${me.user.id}`, '"userId":"own"'));
  const [paper] = await t.app.db.select().from(examPapers).where(eq(examPapers.id, paperId));
  // Papers are drawn and shuffled per learner: twins compare by which answers are right, wrong or missing.
  const answers = (await paperQuestions(paperId)).map((q) => (q.userAnswer === null ? 'none' : isCorrect(q.userAnswer, q.answer) ? 'right' : 'wrong')).sort();
  const regs = await t.app.db
    .select({ p: registrations.learningProcess, course: registrations.relationId, status: registrations.status })
    .from(registrations)
    .where(eq(registrations.userId, me.user.id));
  const grants = await t.app.db
    .select({ c: creditGrants.credits, course: creditGrants.releaseCourseId, cert: creditGrants.certificationId })
    .from(creditGrants)
    .where(eq(creditGrants.userId, me.user.id));
  // The outbox rows as notify writes them (the delivery loop renders them later: not compared).
  const mails = (
    await t.app.db
      .select({ to: outboxMails.to, key: outboxMails.idempotencyKey, kind: outboxMails.kind, userId: outboxMails.userId, payload: outboxMails.payload })
      .from(outboxMails)
      .where(eq(outboxMails.userId, me.user.id))
  ).map((m) => own({ ...m, to: m.to === me.user.email?.toLowerCase() ? 'own' : m.to }));
  return { score: paper.score, result: paper.result, submittedBy: paper.submittedBy, counted: paper.counted, answers, regs, grants, mails };
}

/**
 * Five kinds of learner around the course: plain (learning ended), surveys turned off, the course
 * already completed (credits granted before), back to learning after the start (process 1: a pass
 * completes nothing), no address (no mail).
 */
async function learnerOf(courseId: number, variant: number) {
  const me = await signIn(t, variant === 4 ? { email: null } : {});
  if (variant === 1) {
    await setPreferences(t, me, { surveys: false });
  }
  const course = courses.find((c) => c.id === courseId)!;
  if (variant === 2) {
    await t.app.db
      .insert(creditGrants)
      .values({ userId: me.user.id, releaseCourseId: courseId, certificationId: course.certificationId, credits: course.credits, grantedAt: new Date(0) });
  }
  await enrolAt(me, courseId, variant === 2 ? 3 : 2);
  return me;
}

/**
 * Six kinds of learner at a quiz: saved answers only (k right), every answer in the list, some in
 * the list, a list sent past the deadline plus grace (ignored), a second submit of an attempt
 * already submitted, a list of nulls.
 */
async function prepare(courseId: number, kind: number, variant = 0) {
  const me = await learnerOf(courseId, variant);
  const c = await content(me, 1, courseId);
  if (variant === 3) await t.app.db.update(registrations).set({ learningProcess: 1 }).where(eq(registrations.userId, me.user.id));
  const qs = await paperQuestions(c.paperHisRefId);
  const right = qs.map((q) => ({ questionHisId: q.id, answer: q.answer }));
  const wrong = (q: (typeof qs)[number]) => ({ questionHisId: q.id, answer: [wrongOf(q)] });
  let list: SubmitAnswerBody['answerList'] = [];
  if (kind === 0) for (const q of qs.slice(0, 2)) expect((await save(me, c.paperHisRefId, q.id, q.answer)).json().code).toBe(200);
  if (kind === 1) list = right;
  if (kind === 2) list = qs.map((q, k) => (k < 3 ? right[k] : wrong(q)));
  if (kind === 3) {
    for (const q of qs.slice(0, 1)) expect((await save(me, c.paperHisRefId, q.id, q.answer)).json().code).toBe(200);
    list = right;
    await expire(c.paperHisRefId, 3600);
  }
  if (kind === 4) {
    expect(
      answerOf(
        await submit(
          me,
          c,
          qs.slice(0, 3).map((q) => ({ questionHisId: q.id, answer: q.answer })),
        ),
      ),
    ).toMatchObject({ theoryExamScore: 60 });
    list = right;
  }
  if (kind === 5) list = qs.map((q) => ({ questionHisId: q.id, answer: null }));
  return { me, c, list };
}

describe('submits batched', () => {
  it('many learners submitting at once land in batches, and each gets exactly what the single submit gives', async () => {
    const course = courses[4];
    await makeExam(1, course.id, FIVE);
    // The course has a released survey: a first completion queues an invitation.
    await t.app.db
      .insert(surveys)
      .values({ siteId: 1, languageId: 1, surveyName: 'After the course', relationType: 0, relationId: course.id })
      .onConflictDoNothing();
    const kinds = 6;
    // Each kind of submit by each of the five kinds of learner.
    const perKind = 5;
    // Twins: the same kind of learner and submit, one submitted the single way, one among the burst.
    const single = [];
    const burst = [];
    for (let i = 0; i < kinds * perKind; i++) {
      single.push(await prepare(course.id, i % kinds, Math.floor(i / kinds)));
      burst.push(await prepare(course.id, i % kinds, Math.floor(i / kinds)));
    }
    const expected = [];
    for (const s of single)
      expected.push(await submitAlone(t.app.db, { ctx: { siteId: 1 }, userId: s.me.user.id, body: submitBodyOf(s.c, s.list), now: new Date() }));

    const before = stats();
    // Every learner at once, and some click twice.
    const replies = await Promise.all(
      burst.flatMap((b, i) => (i % 4 === 0 ? [submit(b.me, b.c, b.list), submit(b.me, b.c, b.list)] : [submit(b.me, b.c, b.list)])),
    );
    const after = stats();
    expect(after.largest, 'a batch of more than one submit').toBeGreaterThan(1);
    expect(after.batches - before.batches).toBeLessThan(after.submits - before.submits);

    let r = 0;
    for (const [i, b] of burst.entries()) {
      const clicks = i % 4 === 0 ? [answerOf(replies[r++]), answerOf(replies[r++])] : [answerOf(replies[r++])];
      for (const got of clicks) {
        const want = expected[i];
        expect(got.examRecordsId, `learner ${i}`).toBe(b.c.paperHisRefId);
        expect(got.theoryExamScore, `learner ${i} (kind ${i % kinds}) score`).toBe(want.theoryExamScore);
        expect(got.examResult, `learner ${i} result`).toBe(want.examResult);
        expect(got.passStatus, `learner ${i} passStatus`).toBe(want.passStatus);
        expect(got.progressReset, `learner ${i} progressReset`).toBe(want.progressReset);
      }
      const mine = await footprint(b.me, b.c.paperHisRefId);
      const twin = await footprint(single[i].me, single[i].c.paperHisRefId);
      expect(mine, `learner ${i} (kind ${i % kinds}): what the submit left`).toEqual(twin);
      expect(mine.submittedBy).toBe('learner');
    }
    // The kinds gave different answers: the comparison covered passes and failures.
    expect(new Set(expected.map((e) => e.theoryExamScore)).size).toBeGreaterThan(2);
    expect(expected.some((e) => e.passStatus === 1) && expected.some((e) => e.passStatus === 0)).toBe(true);
    // ... and completions with an invitation, without one (surveys off, no address, completed before) and none.
    const prints = await Promise.all(burst.map((b) => footprint(b.me, b.c.paperHisRefId)));
    expect(prints.filter((f) => f.mails.length === 1 && f.grants.length === 1).length).toBeGreaterThan(2);
    expect(prints.filter((f) => f.mails.length === 0 && f.grants.length === 1 && f.result === '2').length).toBeGreaterThan(2);
    expect(prints.filter((f) => f.grants.length === 0 && f.result === '2').length).toBeGreaterThan(0);
  }, 180_000);

  it('a second submit of an attempt in the same batch answers the same result, and the attempt is submitted once', async () => {
    const course = courses[5];
    await makeExam(1, course.id, FIVE);
    const a = await prepare(course.id, 2);
    const b = await prepare(course.id, 1);
    const batcher = submitBatcherOf(t.app.db, submitAlone);
    const now = new Date();
    const runNow = <T>(fn: () => Promise<T>) => fn();
    const req = (x: typeof a) => ({ ctx: { siteId: 1 }, userId: x.me.user.id, body: submitBodyOf(x.c, x.list), now });
    const before = stats();
    // Straight to the batcher (the route's double-click sharing would answer the second from the first's promise).
    const [a1, bb, a2] = await Promise.all([batcher.submit(req(a), runNow), batcher.submit(req(b), runNow), batcher.submit(req(a), runNow)]);
    const after = stats();
    expect(after.batches - before.batches).toBe(1);
    expect(after.single - before.single, 'the second submit of a went the single way after the batch').toBe(1);
    expect(a1).toEqual(a2);
    expect(a1).toMatchObject({ examRecordsId: a.c.paperHisRefId, theoryExamScore: 60, examResult: '2' });
    expect(bb).toMatchObject({ examRecordsId: b.c.paperHisRefId, theoryExamScore: 100, examResult: '2' });
    const [paper] = await t.app.db.select().from(examPapers).where(eq(examPapers.id, a.c.paperHisRefId));
    expect(paper.submittedAt!.getTime()).toBe(now.getTime());
  });

  it('a list that does not fit fails only its own submit and writes nothing for it; another learner naming an attempt gets 404', async () => {
    const course = courses[6];
    await makeExam(1, course.id, FIVE);
    const good = await prepare(course.id, 1);
    const bad = await prepare(course.id, 0);
    const other = await prepare(course.id, 1);
    const [b0] = await paperQuestions(bad.c.paperHisRefId);
    const savedBefore = await footprint(bad.me, bad.c.paperHisRefId);
    // A letter beyond the question's options, after an answer that would fit.
    const badList = [
      { questionHisId: (await paperQuestions(bad.c.paperHisRefId))[1].id, answer: ['A'] },
      { questionHisId: b0.id, answer: ['A', 'B', 'C', 'D', 'E'] },
    ];
    const stranger = await signIn(t);
    const before = stats();
    const [g, x, o, s] = await Promise.all([
      submit(good.me, good.c, good.list),
      submit(bad.me, bad.c, badList),
      submit(other.me, other.c, other.list),
      submit(stranger, other.c, []),
    ]);
    expect(stats().largest).toBeGreaterThan(1);
    expect(stats().batches - before.batches).toBeLessThan(4);
    expect(answerOf(g).theoryExamScore).toBe(100);
    expect(x.statusCode, x.body).toBe(400);
    expect(o.json().code === 200 || o.statusCode === 200).toBe(true);
    expect(s.statusCode, s.body).toBe(404);
    expect(answerOf(o).theoryExamScore).toBe(100);
    const [paper] = await t.app.db.select().from(examPapers).where(eq(examPapers.id, bad.c.paperHisRefId));
    expect(paper.submittedAt).toBeNull();
    expect(await footprint(bad.me, bad.c.paperHisRefId)).toEqual(savedBefore);
    // Sent again with a list that fits, it is submitted.
    expect(answerOf(await submit(bad.me, bad.c, [])).theoryExamScore).toBe(40);
  });

  it('a batch whose transaction fails sends each submit the single way: the others are submitted, the failing one fails alone', async () => {
    const course = courses[7];
    await makeExam(1, course.id, FIVE);
    const learners = [];
    for (let i = 0; i < 4; i++) learners.push(await prepare(course.id, i % 2 === 0 ? 1 : 2));
    const doomed = learners[1].c.paperHisRefId;
    // A real failure inside the batch's transaction: the database refuses to close this one attempt.
    await t.app.db.execute(
      sql.raw(`create or replace function exam_batch_test_refuse() returns trigger language plpgsql as $$
        begin if new.id = ${doomed} and new.submitted_at is not null then raise exception 'refused for the test'; end if; return new; end $$`),
    );
    await t.app.db.execute(
      sql.raw('create trigger exam_batch_test_refuse before update on exam_papers for each row execute function exam_batch_test_refuse()'),
    );
    try {
      const before = stats();
      const replies = await Promise.all(learners.map((l) => submit(l.me, l.c, l.list)));
      const after = stats();
      expect(after.failedBatches - before.failedBatches).toBeGreaterThan(0);
      for (const [i, reply] of replies.entries()) {
        if (i === 1) expect(reply.json().code, reply.body).toBe(30001);
        else expect(answerOf(reply).theoryExamScore, `learner ${i}`).toBe(i % 2 === 0 ? 100 : 60);
      }
      const papers = await t.app.db
        .select()
        .from(examPapers)
        .where(
          inArray(
            examPapers.id,
            learners.map((l) => l.c.paperHisRefId),
          ),
        );
      expect(papers.filter((p) => p.submittedAt !== null)).toHaveLength(3);
      expect(papers.find((p) => p.id === doomed)!.submittedAt).toBeNull();
    } finally {
      await t.app.db.execute(sql.raw('drop trigger if exists exam_batch_test_refuse on exam_papers'));
      await t.app.db.execute(sql.raw('drop function if exists exam_batch_test_refuse()'));
    }
  });

  it('saves racing many learners’ submits: every acknowledged save is in the score, none lands after the submit', async () => {
    const course = courses[8];
    await makeExam(1, course.id, FIVE);
    const learners = [];
    for (let i = 0; i < 6; i++) {
      const me = await signIn(t);
      await enrolAt(me, course.id, 2);
      const c = await content(me, 1, course.id);
      learners.push({ me, c, qs: await paperQuestions(c.paperHisRefId) });
    }
    const earlier = learners.flatMap((l, i) => l.qs.slice(0, i % 5).map((q) => save(l.me, l.c.paperHisRefId, q.id, q.answer)));
    for (const batch of ['session rows', 'users']) await new Promise((resolve) => setImmediate(resolve, batch));
    const submits = learners.map((l) => submit(l.me, l.c, []));
    const later = learners.flatMap((l, i) => l.qs.slice(i % 5).map((q) => save(l.me, l.c.paperHisRefId, q.id, q.answer)));
    const saveReplies = await Promise.all([...earlier, ...later]);
    const submitReplies = await Promise.all(submits);
    let acknowledged = 0;
    for (const reply of saveReplies) {
      expect([200, 30003], reply.body).toContain(reply.json().code);
      if (reply.json().code === 200) acknowledged++;
    }
    expect(acknowledged).toBeGreaterThan(0);
    for (const [i, l] of learners.entries()) {
      const stored = await paperQuestions(l.c.paperHisRefId);
      const inScore = stored.filter((q) => q.userAnswer !== null).length;
      // Every answer stored was an acknowledged save (a refused one changes nothing), and each is in the score.
      expect(answerOf(submitReplies[i]).theoryExamScore, `learner ${i}`).toBe(inScore * 20);
      const [paper] = await t.app.db.select().from(examPapers).where(eq(examPapers.id, l.c.paperHisRefId));
      expect(paper.score).toBe(inScore * 20);
    }
    // Each learner's acknowledged saves are exactly the answers stored.
    const storedAnswers = (await Promise.all(learners.map((l) => paperQuestions(l.c.paperHisRefId)))).flat().filter((q) => q.userAnswer !== null).length;
    expect(storedAnswers).toBe(acknowledged);
  });

  it('a theory exam failed for the last allowed time inside a batch resets each learner’s progress, as alone', async () => {
    const cert = generalCert;
    await makeExam(0, cert.id, FIVE, { passScore: 80, maxExamNums: 1 });
    const [course] = await t.app.db.select({ id: releaseCourses.id }).from(releaseCourses).where(eq(releaseCourses.certificationId, cert.id)).limit(1);
    const takers = [];
    for (let i = 0; i < 4; i++) {
      const me = await signIn(t);
      await enrolInCert(me, cert.id);
      await t.app.db
        .insert(creditGrants)
        .values({ userId: me.user.id, releaseCourseId: course.id, certificationId: cert.id, credits: 12, grantedAt: new Date() });
      await enrolAt(me, course.id, 3);
      const c = await content(me, 0, cert.id);
      const qs = await paperQuestions(c.paperHisRefId);
      // Two fail (no answers), two pass (every answer).
      takers.push({ me, c, list: i % 2 === 0 ? [] : qs.map((q) => ({ questionHisId: q.id, answer: q.answer })) });
    }
    const before = stats();
    const replies = await Promise.all(takers.map((x) => submit(x.me, x.c, x.list)));
    expect(stats().batches - before.batches).toBeLessThan(4);
    for (const [i, x] of takers.entries()) {
      const got = answerOf(replies[i]);
      const failed = i % 2 === 0;
      expect(got).toMatchObject(
        failed ? { examResult: '1', progressReset: true, theoryExamScore: 0 } : { examResult: '2', progressReset: false, theoryExamScore: 100 },
      );
      const [enrolment] = await t.app.db.select().from(certificationEnrolments).where(eq(certificationEnrolments.userId, x.me.user.id));
      expect(enrolment.state).toBe(failed ? 'reset' : 'approved');
      const [reg] = await t.app.db.select().from(registrations).where(eq(registrations.userId, x.me.user.id));
      expect(reg.learningProcess).toBe(failed ? 0 : 3);
      const papers = await t.app.db
        .select()
        .from(examPapers)
        .where(and(eq(examPapers.userId, x.me.user.id), eq(examPapers.id, x.c.paperHisRefId)));
      expect(papers[0].counted).toBe(!failed);
    }
  });
});

describe.skipIf(!postgres)('a batch meets an attempt locked elsewhere (PostgreSQL)', () => {
  it('leaves it to the single way, which submits it once the lock is gone, while the rest of the batch is answered', async () => {
    const course = courses[0];
    await makeExam(1, course.id, FIVE);
    const learners = [];
    for (let i = 0; i < 4; i++) learners.push(await prepare(course.id, 1));
    const locker = new pg.Client({ connectionString: t.database.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('select id from exam_papers where id = $1 for update', [learners[0].c.paperHisRefId]);
      const before = stats();
      const held = submit(learners[0].me, learners[0].c, learners[0].list);
      const others = await Promise.all(learners.slice(1).map((l) => submit(l.me, l.c, l.list)));
      for (const reply of others) expect(answerOf(reply).theoryExamScore).toBe(100);
      const [waiting] = await t.app.db.select().from(examPapers).where(eq(examPapers.id, learners[0].c.paperHisRefId));
      expect(waiting.submittedAt).toBeNull();
      await locker.query('commit');
      expect(answerOf(await held)).toMatchObject({ theoryExamScore: 100, examRecordsId: learners[0].c.paperHisRefId });
      expect(stats().single - before.single).toBeGreaterThanOrEqual(1);
      const papers = await t.app.db.select().from(examPapers).where(eq(examPapers.userId, learners[0].me.user.id));
      expect(papers).toHaveLength(1);
      expect(papers[0].submittedBy).toBe('learner');
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
    }
  });
});
