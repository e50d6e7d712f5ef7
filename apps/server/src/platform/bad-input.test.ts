import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '@credo/contracts/fields';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { signIn, type SignedIn } from '../../test/sessions';

/**
 * Issue 13, finding 7: a NUL byte in a text and an id of 2^31 or more reached PostgreSQL, which
 * cannot store them, and the request answered 500. Each of these calls answered 500 before the
 * contracts' inputText and positiveId; now each answers 400 naming the field.
 */
let t: TestApp;
let learner: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  learner = await signIn(t);
});
afterAll(() => t.close());

const site = 'siteId=1&languageId=1';
type Case = { method: 'GET' | 'POST'; url: string; body?: Record<string, unknown>; field: string };
const TOO_BIG = 2_147_483_648;

const NUL_CASES: Case[] = [
  { method: 'GET', url: `/api/certification/search?keyword=a%00b&${site}`, field: 'querystring.keyword' },
  { method: 'GET', url: `/api/certification/release/course/page/list?versionLabel=v%001&${site}`, field: 'querystring.versionLabel' },
  { method: 'GET', url: `/api/certification/release/course/page/list?certificationTypeName=a%00&${site}`, field: 'querystring.certificationTypeName' },
  { method: 'GET', url: `/api/user/invitation/getDetail?invitationCode=AB%00C&${site}`, field: 'querystring.invitationCode' },
  { method: 'POST', url: '/api/user/invitation/use', body: { code: 'AB\u0000C' }, field: 'body.code' },
  { method: 'POST', url: '/api/certification/evaluate/save', body: { relationId: 1, score: 5, content: 'good\u0000' }, field: 'body.content' },
  { method: 'GET', url: '/api/user/sso/callback?state=a%00b&code=x', field: 'querystring.state' },
  { method: 'GET', url: '/dev/mail/latest?to=a%00b%40example.test', field: 'querystring.to' },
];

const ID_CASES: Case[] = [
  { method: 'GET', url: `/api/certification/practicalExam/getById?id=${TOO_BIG}&${site}`, field: 'querystring.id' },
  { method: 'GET', url: `/api/certification/supplementInfo/query?regionId=${TOO_BIG}&${site}`, field: 'querystring.regionId' },
  { method: 'GET', url: `/api/certification/search?keyword=a&siteId=${TOO_BIG}`, field: 'querystring.siteId' },
  { method: 'POST', url: '/api/user/updateLanguageId', body: { languageId: TOO_BIG }, field: 'body.languageId' },
  { method: 'POST', url: '/api/certification/classroom/getOfCertification', body: { certificationId: String(TOO_BIG) }, field: 'body.certificationId' },
  { method: 'POST', url: '/api/user/registration/enrollClassroom', body: { classroomId: TOO_BIG }, field: 'body.classroomId' },
  { method: 'POST', url: '/api/user/registration/cancelClassroom', body: { classroomId: 1e12 }, field: 'body.classroomId' },
  { method: 'POST', url: '/api/certification/practicalExam/getOfCertification', body: { certificationId: TOO_BIG }, field: 'body.certificationId' },
  { method: 'POST', url: '/api/user/practicalExamApprove/enroll', body: { practicalExamId: TOO_BIG }, field: 'body.practicalExamId' },
  {
    method: 'POST',
    url: '/api/user/practicalExamApprove/cancelPracticalExam',
    body: { practicalExamApproveId: TOO_BIG },
    field: 'body.practicalExamApproveId',
  },
];

const send = (c: Case) =>
  t.app.inject({
    method: c.method,
    url: c.url,
    headers: learner.headers,
    ...(c.body ? { payload: { siteId: 1, languageId: 1, ...c.body } } : {}),
  });

describe('bad input answers 400 naming the field, never 500', () => {
  it.each(NUL_CASES)('NUL byte: $method $url', async (c) => {
    const res = await send(c);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: `Invalid ${c.field}: ${NUL_MESSAGE}` });
  });

  it.each(ID_CASES)('id of 2^31 or more: $method $url', async (c) => {
    const res = await send(c);
    expect(res.statusCode, res.body).toBe(400);
    // siteId and languageId are read by the request-context plugin before validation, with its own 400.
    expect(res.json()).toMatchObject({ code: 400, message: expect.stringContaining(c.field.split('.').pop()!) });
  });

  it('still takes the largest int4 id: no row has it, and that is a not-found answer, not 400 or 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/certification/practicalExam/getById?id=2147483647&${site}`, headers: learner.headers });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).not.toBe(400);
  });
});
