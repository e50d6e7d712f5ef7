import { describe, expect, it } from 'vitest';
import { envelopeOf } from '@credo/contracts/envelope';
import { examAnswerDetails, examEntry, examResult } from '@credo/contracts/exam';
import { signIn } from '../../../test/sessions';
import { t, courses, FIVE, makeExam, post, data, content, submitted, paperQuestions, wrongOf, enrolAt, useExamApp } from './exam-test-kit';

useExamApp();

/** Issue 14 item 1: a retake's result is the retake's, and every result names the attempt it shows. */
describe('exam results by attempt', () => {
  it('after a passed quiz and a failed retake, getExamResult shows the retake (with the earlier pass noted), and an attempt id shows that attempt', async () => {
    const course = courses[5];
    await makeExam(1, course.id, FIVE);
    const me = await signIn(t);
    await enrolAt(me, course.id, 2);
    const result = async (extra: Record<string, unknown> = {}) =>
      data(await post(me, 'exam/getExamResult', { relationType: 1, relationId: course.id, ...extra }), envelopeOf(examResult));

    const first = await content(me, 1, course.id);
    const right = (await paperQuestions(first.paperHisRefId)).map((q) => ({ questionHisId: q.id, questionType: q.questionType, answer: q.answer }));
    expect((await submitted(me, first, right)).theoryExamScore).toBe(100);

    const retake = await content(me, 1, course.id);
    const wrong = (await paperQuestions(retake.paperHisRefId)).map((q) => ({ questionHisId: q.id, questionType: q.questionType, answer: [wrongOf(q)] }));
    const outcome = await submitted(me, retake, wrong);
    expect(outcome).toMatchObject({ theoryExamScore: 0, passStatus: 0 });

    // Before the fix the latest result was the older pass: "Passed — 100 points" beside the retake's wrong answers.
    const latest = await result();
    expect(latest).toMatchObject({
      examRecordsId: retake.paperHisRefId,
      theoryExamScore: 0,
      passStatus: 0,
      examResult: '1',
      attemptNumber: 2,
      passedBefore: true,
      examNums: 2,
    });
    expect(Date.parse(latest.submittedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await result({ examRecordsId: outcome.examRecordsId })).toMatchObject({ examRecordsId: retake.paperHisRefId, theoryExamScore: 0 });
    expect(await result({ examRecordsId: first.paperHisRefId })).toMatchObject({
      examRecordsId: first.paperHisRefId,
      theoryExamScore: 100,
      passStatus: 1,
      attemptNumber: 1,
    });

    // The analysis of the same attempt id lists the retake's five wrong answers, with the same score.
    const details = data(await post(me, 'exam/getExamAnswerDetails', { examRecordsId: latest.examRecordsId }), envelopeOf(examAnswerDetails));
    expect(await details).toMatchObject({ examRecordsId: retake.paperHisRefId, theoryExamScore: 0 });
    expect((await details).questionHisCheckList).toHaveLength(5);

    // No attempt is opened by reading the result; the entry describes the quiz for the start screen.
    const entry = data(await post(me, 'exam/entry', { relationType: 1, relationId: course.id }), envelopeOf(examEntry));
    expect(await entry).toMatchObject({
      entryStatus: '1',
      inProgress: false,
      exam: { questionCount: 5, passScore: 60, totalPoints: 100, durationSeconds: 600 },
    });
  });

  it("answers 404 for another learner's attempt id, an open attempt, or an attempt of another exam", async () => {
    const course = courses[6];
    const otherCourse = courses[7];
    await makeExam(1, course.id, FIVE);
    await makeExam(1, otherCourse.id, FIVE);
    const me = await signIn(t);
    const other = await signIn(t);
    await enrolAt(me, course.id, 2);
    await enrolAt(me, otherCourse.id, 2);
    await enrolAt(other, course.id, 2);
    const mine = await content(me, 1, course.id);
    await submitted(me, mine, []);
    const theirs = await content(other, 1, course.id);
    const ask = (who: typeof me, relationId: number, examRecordsId: number) => post(who, 'exam/getExamResult', { relationType: 1, relationId, examRecordsId });
    expect((await ask(other, course.id, mine.paperHisRefId)).statusCode).toBe(404);
    expect((await ask(other, course.id, theirs.paperHisRefId)).statusCode).toBe(404);
    expect((await ask(me, otherCourse.id, mine.paperHisRefId)).statusCode).toBe(404);
    expect((await ask(me, course.id, mine.paperHisRefId)).statusCode).toBe(200);
  });
});
