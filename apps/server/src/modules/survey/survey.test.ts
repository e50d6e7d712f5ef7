import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@credo/contracts/errors';
import type { SurveyDetail, SurveyInfo } from '@credo/contracts/survey';
import { registrations, surveyAnswers } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { dataOf, get, post } from '../../../test/certificate-kit';
import { writeLearnerHistory, type LearnerHistory } from '../../../test/my-learning-fixtures';
import { signIn, type SignedIn } from '../../../test/sessions';

let t: TestApp;
let ada: SignedIn;
let history: LearnerHistory;
let detail: SurveyDetail;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signIn(t, { name: 'Ada Lovelace' });
  history = await writeLearnerHistory(t.app.db, ada.user);
});
afterAll(() => t.close());

const relation = () => ({ releaseSurveyId: history.surveyId, relationId: history.surveyCourseId, relationType: 0 });
const save = (me: SignedIn | null, answers: { questionId: number; answer: string }[]) =>
  post(t, me, '/api/user/survey/save', { ...relation(), content: JSON.stringify(answers) });
const q = (type: number) => detail.questions.find((x) => x.type === type)!;
const answersOf = (userId: number) =>
  t.app.db
    .select()
    .from(surveyAnswers)
    .where(and(eq(surveyAnswers.userId, userId), eq(surveyAnswers.surveyId, history.surveyId)));

describe('surveys', () => {
  it('answers 401 to a visitor', async () => {
    expect((await post(t, null, '/api/user/survey/detail', relation())).statusCode).toBe(401);
    expect((await save(null, [])).statusCode).toBe(401);
  });

  it('detail: the questions with types 0, 1, 2, the required flag and options as a JSON list', async () => {
    detail = dataOf<SurveyDetail>(await post(t, ada, '/api/user/survey/detail', relation()));
    expect(detail.questions.map((x) => x.type)).toEqual([0, 1, 2]);
    expect(q(0).required).toBe('1');
    expect(JSON.parse(q(0).option)).toHaveLength(4);
    expect(detail).toMatchObject({ submitted: false, relationType: 0, trainingType: '2' });
    expect(detail.relationName).not.toBe('');
  });

  it("is refused for a course the caller has not completed (another learner's relation ids give nothing)", async () => {
    const bob = await signIn(t, { name: 'Bob' });
    expect((await post(t, bob, '/api/user/survey/detail', relation())).statusCode).toBe(403);
    expect((await save(bob, [{ questionId: q(0).id, answer: JSON.parse(q(0).option)[0] }])).statusCode).toBe(403);
    // Started but not finished: still refused.
    await t.app.db.insert(registrations).values({ userId: bob.user.id, relationId: history.surveyCourseId, courseType: 0, status: 2, learningProcess: 1 });
    expect((await post(t, bob, '/api/user/survey/detail', relation())).statusCode).toBe(403);
    // A relation that is not the survey's: 404.
    expect((await post(t, ada, '/api/user/survey/detail', { ...relation(), relationId: history.surveyCourseId + 100000 })).statusCode).toBe(404);
  });

  it('pending: the owed survey is offered on My Learning', async () => {
    const info = dataOf<SurveyInfo>(await get(t, ada, '/api/user/survey/pending'));
    expect(info).toEqual({ showSurvey: true, surveyId: history.surveyId, relationId: history.surveyCourseId, relationType: 0 });
  });

  it('refuses a save without the required question, with a text over 200 characters, or with a foreign option', async () => {
    const text = q(2);
    const multiple = q(1);
    const options = JSON.parse(multiple.option) as string[];
    const cases = [
      [{ questionId: text.id, answer: 'fine' }],
      [
        { questionId: q(0).id, answer: JSON.parse(q(0).option)[0] },
        { questionId: text.id, answer: 'x'.repeat(201) },
      ],
      [{ questionId: q(0).id, answer: 'Not an option' }],
      [
        { questionId: q(0).id, answer: JSON.parse(q(0).option)[0] },
        { questionId: multiple.id, answer: `${options[0]},Elsewhere` },
      ],
      [
        { questionId: q(0).id, answer: JSON.parse(q(0).option)[0] },
        { questionId: 999999, answer: 'x' },
      ],
    ];
    for (const answers of cases) {
      const res = await save(ada, answers);
      expect(res.statusCode, JSON.stringify(answers)).toBe(400);
    }
    const bad = await post(t, ada, '/api/user/survey/save', { ...relation(), content: 'not json' });
    expect(bad.statusCode).toBe(400);
    expect(await answersOf(ada.user.id)).toHaveLength(0);
  });

  it('stores one submission: 200 characters of text and multiple answers comma-joined; racing saves store one, the rest answer 10002', async () => {
    const options = JSON.parse(q(1).option) as string[];
    const answers = [
      { questionId: q(0).id, answer: JSON.parse(q(0).option)[1] },
      { questionId: q(1).id, answer: `${options[0]},${options[2]}` },
      { questionId: q(2).id, answer: 'é'.repeat(200) },
    ];
    const results = await Promise.all(Array.from({ length: 5 }, () => save(ada, answers)));
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.DUPLICATE_SUBMIT)).toHaveLength(4);
    const rows = await answersOf(ada.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].content.find((a) => a.questionId === q(1).id)?.answer).toBe(`${options[0]},${options[2]}`);
    expect(rows[0].relationName).toBe(detail.relationName);
    expect(dataOf<SurveyDetail>(await post(t, ada, '/api/user/survey/detail', relation())).submitted).toBe(true);
    expect(dataOf<SurveyInfo>(await get(t, ada, '/api/user/survey/pending')).showSurvey).toBe(false);
  });
});
