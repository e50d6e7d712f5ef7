import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { envelopeOf } from '@credo/contracts/envelope';
import { examAnswerDetails, examContent, examEntry, examResult, saveAnswerResult } from '@credo/contracts/exam';
import { creditGrants, examPapers, exams, registrations } from '../../db/schema/index';
import { sweepOnce } from '../../platform/sweeper';
import { sweepTasks } from '../../sweep-tasks';
import { signIn } from '../../../test/sessions';
import {
  t,
  courses,
  generalCert,
  otherSiteCourseId,
  TF,
  FIVE,
  makeExam,
  post,
  data,
  content,
  save,
  submit,
  submitted,
  paperQuestions,
  wrongOf,
  expire,
  enrolAt,
  useExamApp,
} from './exam-test-kit';

useExamApp();

describe('access', () => {
  it('answers HTTP 401 to visitors on every call', async () => {
    for (const path of [
      'exam/entry',
      'exam/getContent',
      'exam/saveAnswer',
      'exam/submitAnswer',
      'exam/getExamResult',
      'exam/getExamAnswerDetails',
      'skillLearn/getExerciseResult',
      'skillLearn/getExamId',
      'skillLearn/getExamResult',
    ]) {
      expect((await post(null, path, {})).statusCode, path).toBe(401);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/certification/exam/cacheCurrentCreditBeforeExam?siteId=1&languageId=1&certificationId=${generalCert.id}`,
    });
    expect(res.statusCode).toBe(401);
  });

  it("does not find another site's course", async () => {
    const me = await signIn(t);
    expect((await post(me, 'exam/entry', { relationType: 1, relationId: otherSiteCourseId })).statusCode).toBe(404);
    expect((await post(me, 'exam/getContent', { relationType: 1, relationId: otherSiteCourseId })).statusCode).toBe(404);
  });
});

describe('quiz', () => {
  it("is not open before the course's learning ended (entry 0 with the reason, getContent 30002), then opens", async () => {
    const course = courses[0];
    await makeExam(1, course.id, FIVE);
    const me = await signIn(t);
    const before = await data(await post(me, 'exam/entry', { relationType: 1, relationId: course.id }), envelopeOf(examEntry));
    expect(before).toMatchObject({ entryStatus: '0', inProgress: false });
    expect(before.reason).toMatch(/Enrol/);
    expect(before.reasonCode).toBe('notEnrolled');
    await enrolAt(me, course.id, 1);
    expect((await data(await post(me, 'exam/entry', { relationType: 1, relationId: course.id }), envelopeOf(examEntry))).reason).toMatch(/chapter/);
    const refused = await post(me, 'exam/getContent', { relationType: 1, relationId: course.id });
    expect(refused.json().code).toBe(30002);
    expect(await t.app.db.select().from(examPapers).where(eq(examPapers.userId, me.user.id))).toHaveLength(0);
    await t.app.db.update(registrations).set({ learningProcess: 2 }).where(eq(registrations.userId, me.user.id));
    expect((await data(await post(me, 'exam/entry', { relationType: 1, relationId: course.id }), envelopeOf(examEntry))).entryStatus).toBe('1');
  });

  it('scores each question type on the server (multiple choice all or nothing, JSON or list), ignores a client score, and shows only wrong answers in the analysis', async () => {
    const course = courses[1];
    await makeExam(1, course.id, FIVE);
    const me = await signIn(t);
    await enrolAt(me, course.id, 2);
    const c = await content(me, 1, course.id);
    expect(c.questionHisList).toHaveLength(5);
    expect(new Set(c.questionHisList.map((q) => q.questionRefId)).size).toBe(5);
    const qs = await paperQuestions(c.paperHisRefId);
    const byType = (type: number) => qs.filter((q) => q.questionType === type);
    const [s1, s2] = byType(1);
    const [m1, m2] = byType(2);
    const [j] = byType(4);
    expect(j.options).toEqual(TF);
    const answers = [
      { questionHisId: s1.id, questionType: 1, answer: s1.answer[0] },
      { questionHisId: s2.id, questionType: 1, answer: wrongOf(s2) },
      { questionHisId: m1.id, questionType: 2, answer: JSON.stringify(m1.answer) },
      // One correct letter of two: wrong.
      { questionHisId: m2.id, questionType: 2, answer: [m2.answer[0]] },
      { questionHisId: j.id, questionType: 4, answer: j.answer[0] },
    ];
    const r = await submitted(me, c, answers, { theoryExamScore: 100, score: 100, examResult: '2' });
    expect(r).toMatchObject({ theoryExamScore: 60, examResult: '2', passStatus: 1, examRecordsId: c.paperHisRefId });

    const details = await data(await post(me, 'exam/getExamAnswerDetails', { examRecordsId: r.examRecordsId }), envelopeOf(examAnswerDetails));
    expect(details.questionHisCheckList.map((q) => q.questionHisRefId).sort()).toEqual([s2.id, m2.id].sort());
    const m2Detail = details.questionHisCheckList.find((q) => q.questionHisRefId === m2.id)!;
    expect(m2Detail).toMatchObject({ answer: m2.answer, userAnswer: [m2.answer[0]], answerPass: '0' });
    expect(m2Detail.analysis).toMatch(/^Why Q/);

    const result = await data(await post(me, 'exam/getExamResult', { relationType: 1, relationId: course.id }), envelopeOf(examResult));
    expect(result).toMatchObject({ passStatus: 1, examResult: '2', theoryExamScore: 60, examNums: 1, examRecordsId: r.examRecordsId });
  });

  it('a pass completes the course (learning process 3) and grants its credits once, across retakes', async () => {
    const course = courses[2];
    await makeExam(1, course.id, FIVE);
    const me = await signIn(t);
    await enrolAt(me, course.id, 2);
    for (let i = 0; i < 2; i++) {
      const c = await content(me, 1, course.id);
      const qs = await paperQuestions(c.paperHisRefId);
      const r = await submitted(
        me,
        c,
        qs.map((q) => ({ questionHisId: q.id, questionType: q.questionType, answer: q.answer })),
      );
      expect(r.theoryExamScore).toBe(100);
      const [reg] = await t.app.db.select().from(registrations).where(eq(registrations.userId, me.user.id));
      expect(reg.learningProcess).toBe(3);
      const grants = await t.app.db.select().from(creditGrants).where(eq(creditGrants.userId, me.user.id));
      expect(grants).toEqual([expect.objectContaining({ releaseCourseId: course.id, credits: course.credits, certificationId: course.certificationId })]);
    }
  });

  it('a failed quiz leaves the course at learning ended, grants nothing, and allows another attempt', async () => {
    const course = courses[3];
    await makeExam(1, course.id, FIVE);
    const me = await signIn(t);
    await enrolAt(me, course.id, 2);
    const c = await content(me, 1, course.id);
    const r = await submitted(me, c, []);
    expect(r).toMatchObject({ theoryExamScore: 0, examResult: '1', passStatus: 0 });
    const [reg] = await t.app.db.select().from(registrations).where(eq(registrations.userId, me.user.id));
    expect(reg.learningProcess).toBe(2);
    expect(await t.app.db.select().from(creditGrants).where(eq(creditGrants.userId, me.user.id))).toHaveLength(0);
    const again = await content(me, 1, course.id);
    expect(again.paperHisRefId).not.toBe(c.paperHisRefId);
  });

  it('waits for the course exercise to be finished', async () => {
    const course = courses[4];
    await makeExam(1, course.id, FIVE);
    const exercise = await makeExam(1, course.id, FIVE.slice(0, 2), { examType: 2, passScore: 0 });
    const me = await signIn(t);
    await enrolAt(me, course.id, 2);
    const entry = await data(await post(me, 'exam/entry', { relationType: 1, relationId: course.id }), envelopeOf(examEntry));
    expect(entry.reason).toMatch(/exercise/);
    expect((await post(me, 'skillLearn/getExerciseResult', { relationType: 1, relationId: course.id })).json().data).toEqual({
      examId: exercise.id,
      exerciseProcess: 0,
    });
    expect((await post(me, 'skillLearn/getExamId', { relationType: 1, relationId: course.id, examType: 2 })).json().data).toEqual({ examId: exercise.id });
    const ex = await content(me, 1, course.id).catch(() => null);
    expect(ex).toBeNull();
    const exc = await data(await post(me, 'exam/getContent', { relationType: 1, relationId: course.id, examType: 2 }), envelopeOf(examContent));
    expect((await post(me, 'skillLearn/getExerciseResult', { relationType: 1, relationId: course.id })).json().data.exerciseProcess).toBe(1);
    await submitted(me, exc, []);
    expect((await post(me, 'skillLearn/getExerciseResult', { relationType: 1, relationId: course.id })).json().data.exerciseProcess).toBe(2);
    expect((await data(await post(me, 'exam/entry', { relationType: 1, relationId: course.id }), envelopeOf(examEntry))).entryStatus).toBe('1');
  });
});

describe('attempts', () => {
  it('limits answer saves per learner, not per address: a class behind one address each has its own budget', async () => {
    const course = courses[8];
    await makeExam(1, course.id, FIVE, { questionCount: 5 });
    const remaining: string[] = [];
    for (const learner of [await signIn(t), await signIn(t)]) {
      await enrolAt(learner, course.id, 2);
      const paper = await content(learner, 1, course.id);
      const res = await save(learner, paper.paperHisRefId, paper.questionHisList[0].questionHisRefId, 'A');
      expect(res.json().code).toBe(200);
      remaining.push(String(res.headers['x-ratelimit-remaining']));
    }
    // Both requests come from the same address (inject's 127.0.0.1): each learner's first save.
    expect(remaining).toEqual(['599', '599']);
  });

  it('resumes the same frozen paper with its saved answers and a server countdown', async () => {
    const course = courses[5];
    await makeExam(1, course.id, [...FIVE, ...FIVE], { questionCount: 5 });
    const me = await signIn(t);
    await enrolAt(me, course.id, 2);
    const first = await content(me, 1, course.id);
    expect(first.countDown).toBeGreaterThan(590);
    expect(first.countDown).toBeLessThanOrEqual(600);
    const [q0, , q2] = first.questionHisList;
    const a0 = await data(await save(me, first.paperHisRefId, q0.questionHisRefId, q0.questionType === 2 ? ['A', 'B'] : 'A'), envelopeOf(saveAnswerResult));
    expect(a0.checkedId).toEqual(q0.questionType === 2 ? ['A', 'B'] : 'A');
    await data(await save(me, first.paperHisRefId, q2.questionHisRefId, 'B'), envelopeOf(saveAnswerResult));
    await t.app.db
      .update(examPapers)
      .set({ deadlineAt: sql`${examPapers.deadlineAt} - interval '100 seconds'` })
      .where(eq(examPapers.id, first.paperHisRefId));

    const again = await content(me, 1, course.id);
    expect(again.paperHisRefId).toBe(first.paperHisRefId);
    expect(again.questionHisList.map((q) => [q.questionHisRefId, q.hisOptionList])).toEqual(
      first.questionHisList.map((q) => [q.questionHisRefId, q.hisOptionList]),
    );
    expect(again.questionHisList[0].checkedId).toEqual(q0.questionType === 2 ? ['A', 'B'] : 'A');
    expect(again.questionHisList[2].checkedId).toEqual(q2.questionType === 2 ? ['B'] : 'B');
    expect(again.questionHisList[1].checkedId).toBeNull();
    expect(again.countDown).toBeLessThanOrEqual(first.countDown - 99);
    const entry = await data(await post(me, 'exam/entry', { relationType: 1, relationId: course.id }), envelopeOf(examEntry));
    expect(entry).toMatchObject({ entryStatus: '1', inProgress: true });
  });

  it('refuses a malformed answer with 400 and changes nothing', async () => {
    const course = courses[5];
    const me = await signIn(t);
    await enrolAt(me, course.id, 2);
    const c = await content(me, 1, course.id);
    const single = c.questionHisList.find((q) => q.questionType !== 2)!;
    for (const bad of ['Z', ['A', 'B'], '["A"', 'AB']) {
      expect((await save(me, c.paperHisRefId, single.questionHisRefId, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await paperQuestions(c.paperHisRefId)).every((q) => q.userAnswer === null)).toBe(true);
  });

  it('refuses answers after the deadline plus grace with 30001 and changes nothing; a late submit counts the saved answers only', async () => {
    const course = courses[6];
    await makeExam(1, course.id, FIVE);
    const me = await signIn(t);
    await enrolAt(me, course.id, 2);
    const c = await content(me, 1, course.id);
    const qs = await paperQuestions(c.paperHisRefId);
    await data(await save(me, c.paperHisRefId, qs[0].id, qs[0].answer), envelopeOf(saveAnswerResult));
    // Within the grace seconds an answer still counts.
    await expire(c.paperHisRefId, 2);
    await data(await save(me, c.paperHisRefId, qs[1].id, qs[1].answer), envelopeOf(saveAnswerResult));
    await expire(c.paperHisRefId, 30);
    const late = await save(me, c.paperHisRefId, qs[2].id, qs[2].answer);
    expect(late.statusCode).toBe(200);
    expect(late.json().code).toBe(30001);
    expect(late.json().message).toMatch(/time is over/);
    expect((await paperQuestions(c.paperHisRefId))[2].userAnswer).toBeNull();
    const r = await submitted(
      me,
      c,
      qs.map((q) => ({ questionHisId: q.id, questionType: q.questionType, answer: q.answer })),
    );
    expect(r.theoryExamScore).toBe(40);
  });

  it('submits an attempt past its deadline with its saved answers from the sweeper, once', async () => {
    const course = courses[7];
    await makeExam(1, course.id, FIVE, { durationSeconds: 2 });
    const me = await signIn(t);
    await enrolAt(me, course.id, 2);
    const c = await content(me, 1, course.id);
    expect(c.countDown).toBeLessThanOrEqual(2);
    const qs = await paperQuestions(c.paperHisRefId);
    for (const q of qs.slice(0, 3)) await data(await save(me, c.paperHisRefId, q.id, q.answer), envelopeOf(saveAnswerResult));
    const tasks = sweepTasks(t.config).filter((task) => task.name === 'exam-auto-submit');
    expect(tasks).toHaveLength(1);
    await sweepOnce(t.app.db, tasks, t.app.log);
    expect((await t.app.db.select().from(examPapers).where(eq(examPapers.id, c.paperHisRefId)))[0].submittedAt).toBeNull();
    await expire(c.paperHisRefId, 10);
    await sweepOnce(t.app.db, tasks, t.app.log);
    const [paper] = await t.app.db.select().from(examPapers).where(eq(examPapers.id, c.paperHisRefId));
    expect(paper).toMatchObject({ submittedBy: 'sweeper', score: 60, result: '2' });
    const [reg] = await t.app.db.select().from(registrations).where(eq(registrations.userId, me.user.id));
    expect(reg.learningProcess).toBe(3);
    // The learner's own submit afterwards answers the same record.
    expect(await submitted(me, c, [])).toMatchObject({ examRecordsId: paper.id, theoryExamScore: 60, examResult: '2' });
    await sweepOnce(t.app.db, tasks, t.app.log);
    expect(await t.app.db.select().from(creditGrants).where(eq(creditGrants.userId, me.user.id))).toHaveLength(1);
  });

  it('two concurrent submits make one record with one score', async () => {
    const course = courses[7];
    const me = await signIn(t);
    await enrolAt(me, course.id, 2);
    await t.app.db
      .update(exams)
      .set({ durationSeconds: 600 })
      .where(and(eq(exams.relationType, 1), eq(exams.relationId, course.id)));
    const c = await content(me, 1, course.id);
    const qs = await paperQuestions(c.paperHisRefId);
    const answers = qs.map((q, i) => ({ questionHisId: q.id, questionType: q.questionType, answer: i < 4 ? q.answer : [] }));
    const [a, b] = await Promise.all([submitted(me, c, answers), submitted(me, c, answers)]);
    expect(a).toEqual(b);
    expect(a.theoryExamScore).toBe(80);
    const papers = await t.app.db.select().from(examPapers).where(eq(examPapers.userId, me.user.id));
    expect(papers).toHaveLength(1);
    expect(papers[0].score).toBe(80);
    // A submitted attempt cannot change any more (30003), and a third submit answers the same record.
    const after = await save(me, c.paperHisRefId, qs[4].id, qs[4].answer);
    expect(after.json().code).toBe(30003);
    expect((await paperQuestions(c.paperHisRefId))[4].userAnswer).toEqual([]);
    expect(
      await submitted(
        me,
        c,
        qs.map((q) => ({ questionHisId: q.id, questionType: q.questionType, answer: q.answer })),
      ),
    ).toEqual(a);
  });

  it("refuses another learner's attempt on every call and changes nothing", async () => {
    const course = courses[7];
    const owner = await signIn(t);
    const other = await signIn(t);
    await enrolAt(owner, course.id, 2);
    const c = await content(owner, 1, course.id);
    const q = c.questionHisList[0];
    expect((await save(other, c.paperHisRefId, q.questionHisRefId, 'A')).statusCode).toBe(404);
    expect((await submit(other, c, [{ questionHisId: q.questionHisRefId, questionType: q.questionType, answer: 'A' }])).statusCode).toBe(404);
    expect((await post(other, 'exam/getExamAnswerDetails', { examRecordsId: c.paperHisRefId })).statusCode).toBe(404);
    const [paper] = await t.app.db.select().from(examPapers).where(eq(examPapers.id, c.paperHisRefId));
    expect(paper.submittedAt).toBeNull();
    expect((await paperQuestions(c.paperHisRefId)).every((x) => x.userAnswer === null)).toBe(true);
    // The analysis waits for the submit.
    expect((await post(owner, 'exam/getExamAnswerDetails', { examRecordsId: c.paperHisRefId })).statusCode).toBe(403);
  });
});
