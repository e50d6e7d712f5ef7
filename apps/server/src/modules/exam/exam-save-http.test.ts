import { describe, expect, it } from 'vitest';
import { envelopeOf } from '@credo/contracts/envelope';
import { saveAnswerResult } from '@credo/contracts/exam';
import { signIn, type SignedIn } from '../../../test/sessions';
import { t, courses, FIVE, makeExam, content, paperQuestions, enrolAt, useExamApp } from './exam-test-kit';

useExamApp();

/** A save as a browser sends it: with its Accept-Encoding (the route leaves compression off, exam.routes.ts). */
const browserSave = (me: SignedIn, paperHisRefId: number, questionHisId: number, answer: string | string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/certification/exam/saveAnswer',
    headers: { ...me.headers, 'accept-encoding': 'br, gzip' },
    payload: { siteId: 1, languageId: 1, paperHisRefId, questionHisId, answer },
  });

describe("the save's answer to a browser", () => {
  it('is the plain JSON envelope with the saved letters and the countdown, stored, and an error likewise', async () => {
    const course = courses[2];
    await makeExam(1, course.id, FIVE);
    const me = await signIn(t);
    await enrolAt(me, course.id, 2);
    const c = await content(me, 1, course.id);
    const [q] = await paperQuestions(c.paperHisRefId);
    const answer = q.questionType === 2 ? ['A', 'B'] : 'B';

    const res = await browserSave(me, c.paperHisRefId, q.id, answer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const saved = envelopeOf(saveAnswerResult).parse(res.json());
    expect(saved.code).toBe(200);
    expect(saved.data.questionHisId).toBe(q.id);
    expect(saved.data.checkedId).toEqual(answer);
    expect(saved.data.countDown).toBeGreaterThan(c.countDown - 30);
    expect(saved.data.countDown).toBeLessThanOrEqual(c.countDown);
    const [stored] = (await paperQuestions(c.paperHisRefId)).filter((row) => row.id === q.id);
    expect(stored.userAnswer).toEqual(Array.isArray(answer) ? answer : [answer]);

    // Another learner's attempt: HTTP 404 with its envelope, as plain JSON too.
    const other = await signIn(t);
    const refused = await browserSave(other, c.paperHisRefId, q.id, 'A');
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toMatchObject({ code: 404, data: null });
  });
});
