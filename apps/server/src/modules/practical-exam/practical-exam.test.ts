import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@credo/contracts/errors';
import type { PracticalExamEntry, PracticalExamList, PracticalExamSeatResult } from '@credo/contracts/training';
import { practicalExamEnrolments } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';
import {
  cancel,
  certId,
  codeOf,
  dataOf,
  decide,
  enrolApproved,
  enroll,
  get,
  giveCertificate,
  makeSession,
  post,
  readyLearner,
  startSessionOf,
  useCode,
} from './practical-exam-test-kit';
import { makeInvitation } from '../invitation/invitation-fixtures';
import { HOUR_MS } from '@credo/contracts/durations';

let t: TestApp;
let genP: number;

beforeAll(async () => {
  t = await buildTestApp();
  genP = await certId(t, 'gen-professional');
});
afterAll(() => t.close());

const list = async (me: Parameters<typeof post>[1]) =>
  dataOf<PracticalExamList>(await post(t, me, 'certification/practicalExam/getOfCertification', { certificationId: genP }));
const entry = async (me: Parameters<typeof post>[1], id: number) => dataOf<PracticalExamEntry>(await get(t, me, 'certification/practicalExam/getById', { id }));
const placeRow = async (id: number) => (await t.app.db.select().from(practicalExamEnrolments).where(eq(practicalExamEnrolments.id, id)))[0];

describe('reading sessions', () => {
  it('lists the seeded sessions to a visitor with status 0 and no personal fields; the learner sees their own place', async () => {
    const visitorRows = (await list(null)).rows;
    expect(visitorRows.length).toBeGreaterThanOrEqual(3);
    expect(visitorRows[0]).toMatchObject({ certificationId: genP, userPracticalExamStatus: 0, practicalExamApproveId: null, enrollable: true, isCharge: '0' });

    const me = await readyLearner(t, genP);
    const session = await makeSession(t, genP, { seats: 5 });
    const placed = dataOf<PracticalExamSeatResult>(await enroll(t, me, session.id, { allergies: 'Peanuts', dietaryRequirements: 'Vegan' }));
    expect(placed).toEqual({
      practicalExamApproveId: placed.practicalExamApproveId,
      practicalExamId: session.id,
      certificationId: genP,
      userPracticalExamStatus: 2,
    });
    await t.app.db
      .update(practicalExamEnrolments)
      .set({ recordLink: 'https://rec.example/1', linkPasswd: 'pw' })
      .where(eq(practicalExamEnrolments.id, placed.practicalExamApproveId));

    const mine = (await list(me)).rows.find((r) => r.id === session.id)!;
    expect(mine).toMatchObject({
      seatsLeft: 4,
      userPracticalExamStatus: 2,
      practicalExamApproveId: placed.practicalExamApproveId,
      approval: 0,
      allergies: 'Peanuts',
      dietaryRequirements: 'Vegan',
      recordLink: 'https://rec.example/1',
      linkPasswd: 'pw',
      cancellable: true,
      enrollable: false,
    });
    // Another learner and a visitor see the seat taken, nothing personal.
    const other = await signIn(t);
    for (const who of [other, null]) {
      expect(await entry(who, session.id)).toMatchObject({
        seatsLeft: 4,
        userPracticalExamStatus: 0,
        practicalExamApproveId: null,
        allergies: '',
        dietaryRequirements: '',
        recordLink: '',
        linkPasswd: '',
        enrollable: true,
      });
    }
    expect(await entry(me, session.id)).toMatchObject({ userPracticalExamStatus: 2, allergies: 'Peanuts' });
  });

  it('getById answers 404 for an unknown session and for one of another site', async () => {
    expect((await get(t, null, 'certification/practicalExam/getById', { id: 2_000_000_000 })).statusCode).toBe(404);
    const eu = await makeSession(t, await certId(t, 'gen-professional', 21), { siteId: 21 });
    expect((await get(t, null, 'certification/practicalExam/getById', { id: eu.id })).statusCode).toBe(404);
    expect((await get(t, null, 'certification/practicalExam/getById', { id: eu.id, siteId: 21 })).statusCode).toBe(200);
  });

  it('keeps an ended session of the learner in the list with its result; hides other ended ones', async () => {
    const me = await readyLearner(t, genP);
    const staff = await signIn(t, { role: 'staff' });
    const session = await makeSession(t, genP);
    const ended = await makeSession(t, genP, { startAt: new Date(Date.now() - 30 * HOUR_MS), endAt: new Date(Date.now() - 26 * HOUR_MS) });
    const { practicalExamApproveId } = dataOf<PracticalExamSeatResult>(await enroll(t, me, session.id));
    await startSessionOf(t, practicalExamApproveId);
    dataOf(await decide(t, staff, practicalExamApproveId, 'success'));
    await t.app.db.update(practicalExamEnrolments).set({ practicalExamId: ended.id }).where(eq(practicalExamEnrolments.id, practicalExamApproveId));
    expect((await list(me)).rows.find((r) => r.id === ended.id)).toMatchObject({ userPracticalExamStatus: 4, approval: 1, enrollable: false });
    expect((await list(null)).rows.find((r) => r.id === ended.id)).toBeUndefined();
  });
});

describe('POST enroll: the rules of decision 0011, in order', () => {
  it('404 unknown session; 401 visitor', async () => {
    const me = await readyLearner(t, genP);
    expect((await enroll(t, me, 2_000_000_000)).statusCode).toBe(404);
    expect((await enroll(t, null, 1)).statusCode).toBe(401);
  });

  it('501 for a paid session, with a message, before anything else', async () => {
    const me = await signIn(t);
    const res = await enroll(t, me, (await makeSession(t, genP, { isCharge: 1 })).id);
    expect(codeOf(res)).toBe(ErrorCode.OTHER_ERROR);
    expect(res.json().message).toMatch(/paid/i);
  });

  it('501 "Pass the theory exam first" without an enrolment and with one but no passed theory', async () => {
    const session = await makeSession(t, genP);
    const stranger = await signIn(t);
    const enrolled = await signIn(t);
    await enrolApproved(t, enrolled, genP);
    for (const me of [stranger, enrolled]) {
      const res = await enroll(t, me, session.id);
      expect(codeOf(res)).toBe(ErrorCode.OTHER_ERROR);
      expect(res.json().message).toBe('Pass the theory exam first');
    }
    expect(await t.app.db.select().from(practicalExamEnrolments).where(eq(practicalExamEnrolments.practicalExamId, session.id))).toHaveLength(0);
  });

  it('10010 while a certificate of the group is held', async () => {
    const me = await readyLearner(t, genP);
    await giveCertificate(t, me, genP);
    expect(codeOf(await enroll(t, me, (await makeSession(t, genP)).id))).toBe(ErrorCode.CERTIFICATE_NOT_EXPIRED);
  });

  it("10012 after a decided result of the cycle (staff fail); the staff's invitation code is still accepted", async () => {
    const me = await readyLearner(t, genP);
    const staff = await signIn(t, { role: 'staff' });
    const first = await makeSession(t, genP);
    const second = await makeSession(t, genP, { seats: 1 });
    const { practicalExamApproveId } = dataOf<PracticalExamSeatResult>(await enroll(t, me, first.id));
    await startSessionOf(t, practicalExamApproveId);
    dataOf(await decide(t, staff, practicalExamApproveId, 'fail'));
    expect(codeOf(await enroll(t, me, second.id))).toBe(ErrorCode.PRACTICAL_EXAM_INVITE_NOT_ALLOWED);
    const inv = await makeInvitation(t, { certificationId: genP, relationType: 2, practicalExamId: second.id });
    expect(dataOf<PracticalExamSeatResult>(await useCode(t, me, inv.code))).toMatchObject({ practicalExamId: second.id, userPracticalExamStatus: 2 });
  });

  it('an absent result (approval pending) does not close self-enrolment', async () => {
    const me = await readyLearner(t, genP);
    const staff = await signIn(t, { role: 'staff' });
    const { practicalExamApproveId } = dataOf<PracticalExamSeatResult>(await enroll(t, me, (await makeSession(t, genP)).id));
    await startSessionOf(t, practicalExamApproveId);
    dataOf(await decide(t, staff, practicalExamApproveId, 'absent'));
    expect(codeOf(await enroll(t, me, (await makeSession(t, genP)).id))).toBe(200);
  });

  it('10013 once the session has started', async () => {
    const me = await readyLearner(t, genP);
    const started = await makeSession(t, genP, { startAt: new Date(Date.now() - HOUR_MS) });
    expect(codeOf(await enroll(t, me, started.id))).toBe(ErrorCode.ENROLMENT_EXPIRED);
  });

  it('10024 for the same session, 10009 for another session of the certification, 10008 when full', async () => {
    const me = await readyLearner(t, genP);
    const a = await makeSession(t, genP, { seats: 1 });
    const b = await makeSession(t, genP);
    dataOf(await enroll(t, me, a.id));
    expect(codeOf(await enroll(t, me, a.id))).toBe(ErrorCode.ALREADY_REGISTERED);
    expect(codeOf(await enroll(t, me, b.id))).toBe(ErrorCode.PRACTICAL_EXAM_IN_PROGRESS);
    const late = await readyLearner(t, genP);
    expect(codeOf(await enroll(t, late, a.id))).toBe(ErrorCode.PRACTICAL_EXAM_FULL);
    expect(await t.app.db.select().from(practicalExamEnrolments).where(eq(practicalExamEnrolments.userId, late.user.id))).toHaveLength(0);
  });
});

describe('POST cancelPracticalExam', () => {
  it('frees the seat (status 1, cancelledAt); a repeat answers the same; the learner may enrol again', async () => {
    const me = await readyLearner(t, genP);
    const session = await makeSession(t, genP, { seats: 1 });
    const { practicalExamApproveId } = dataOf<PracticalExamSeatResult>(await enroll(t, me, session.id));
    const first = dataOf<PracticalExamSeatResult>(await cancel(t, me, practicalExamApproveId));
    expect(first).toEqual({ practicalExamApproveId, practicalExamId: session.id, certificationId: genP, userPracticalExamStatus: 1 });
    const row = await placeRow(practicalExamApproveId);
    expect(row.status).toBe(1);
    expect(row.cancelledAt).not.toBeNull();
    expect(dataOf(await cancel(t, me, practicalExamApproveId))).toEqual(first);
    expect((await placeRow(practicalExamApproveId)).cancelledAt).toEqual(row.cancelledAt);
    expect(await entry(me, session.id)).toMatchObject({ seatsLeft: 1, userPracticalExamStatus: 1, cancellable: false, enrollable: true });
    const other = await readyLearner(t, genP);
    dataOf(await enroll(t, other, session.id));
    dataOf(await enroll(t, me, (await makeSession(t, genP)).id));
  });

  it("404 for another learner's place and an unknown one; 401 visitor", async () => {
    const me = await readyLearner(t, genP);
    const { practicalExamApproveId } = dataOf<PracticalExamSeatResult>(await enroll(t, me, (await makeSession(t, genP)).id));
    expect((await cancel(t, await signIn(t), practicalExamApproveId)).statusCode).toBe(404);
    expect((await cancel(t, me, 2_000_000_000)).statusCode).toBe(404);
    expect((await cancel(t, null, practicalExamApproveId)).statusCode).toBe(401);
    expect((await placeRow(practicalExamApproveId)).status).toBe(2);
  });

  it('10011 within 24 hours of the start; allowed just before that', async () => {
    const me = await readyLearner(t, genP);
    const soon = await makeSession(t, genP, { startAt: new Date(Date.now() + 24 * HOUR_MS - 5_000) });
    const { practicalExamApproveId } = dataOf<PracticalExamSeatResult>(await enroll(t, me, soon.id));
    expect((await entry(me, soon.id)).cancellable).toBe(false);
    expect(codeOf(await cancel(t, me, practicalExamApproveId))).toBe(ErrorCode.CANCEL_TOO_LATE);
    expect((await placeRow(practicalExamApproveId)).status).toBe(2);

    const other = await readyLearner(t, genP);
    const later = await makeSession(t, genP, { startAt: new Date(Date.now() + 24 * HOUR_MS + 60_000) });
    const placed = dataOf<PracticalExamSeatResult>(await enroll(t, other, later.id));
    expect((await entry(other, later.id)).cancellable).toBe(true);
    expect(codeOf(await cancel(t, other, placed.practicalExamApproveId))).toBe(200);
  });
});
