import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CANCEL_CUTOFF_HOURS } from '@credo/contracts/constants';
import type { PracticalExamSeatResult } from '@credo/contracts/training';
import { ErrorCode } from '@credo/contracts/errors';
import { practicalExamEnrolments, staffAuditLog } from '../../db/schema/index';
import { AppError } from '../../platform/app-error';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';
import { certId, codeOf, dataOf, decide, enroll, get, makeSession, readyLearner, startSessionOf } from './practical-exam-test-kit';
import { cancelPracticalExam } from './practical-exam.service';
import { HOUR_MS } from '@credo/contracts/durations';

let t: TestApp;
let genP: number;

beforeAll(async () => {
  t = await buildTestApp();
  genP = await certId(t, 'gen-professional');
});
afterAll(() => t.close());

const held = async (practicalExamId: number) =>
  (
    await t.app.db
      .select()
      .from(practicalExamEnrolments)
      .where(and(eq(practicalExamEnrolments.practicalExamId, practicalExamId), eq(practicalExamEnrolments.status, 2)))
  ).length;

describe('capacity and double clicks under the locks', () => {
  it('10 learners racing for 3 seats: exactly 3 places, the others 10008', async () => {
    const learners = await Promise.all(Array.from({ length: 10 }, () => readyLearner(t, genP)));
    const session = await makeSession(t, genP, { seats: 3 });
    const codes = (await Promise.all(learners.map((me) => enroll(t, me, session.id)))).map(codeOf).sort((a, b) => a - b);
    expect(codes).toEqual([200, 200, 200, ...Array(7).fill(ErrorCode.PRACTICAL_EXAM_FULL)]);
    expect(await held(session.id)).toBe(3);
  }, 120_000);

  it('one learner clicking twice at once gets one place', async () => {
    const me = await readyLearner(t, genP);
    const session = await makeSession(t, genP);
    const codes = (await Promise.all([enroll(t, me, session.id), enroll(t, me, session.id), enroll(t, me, session.id)])).map(codeOf);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    for (const c of codes.filter((x) => x !== 200)) expect([ErrorCode.DUPLICATE_SUBMIT, ErrorCode.ALREADY_REGISTERED]).toContain(c);
    expect(await held(session.id)).toBe(1);
  });

  it('one learner racing into two sessions of the certification holds one place', async () => {
    const me = await readyLearner(t, genP);
    const [a, b] = [await makeSession(t, genP), await makeSession(t, genP)];
    const codes = (await Promise.all([enroll(t, me, a.id), enroll(t, me, b.id)])).map(codeOf);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect((await held(a.id)) + (await held(b.id))).toBe(1);
  });
});

describe('the 24-hour cancel boundary on the server clock', () => {
  it('refuses at exactly 24 hours before the start and allows a millisecond earlier', async () => {
    const me = await readyLearner(t, genP);
    const session = await makeSession(t, genP);
    const { practicalExamApproveId } = dataOf<PracticalExamSeatResult>(await enroll(t, me, session.id));
    const closesAt = session.startAt.getTime() - CANCEL_CUTOFF_HOURS * HOUR_MS;
    const ctx = { tenantId: 1, siteId: 1, languageId: 1 };
    const at = (ms: number) => cancelPracticalExam(t.app.db, ctx, me.user.id, { practicalExamApproveId }, new Date(ms));
    await expect(at(closesAt)).rejects.toMatchObject({ code: ErrorCode.CANCEL_TOO_LATE });
    await expect(at(session.startAt.getTime() + 1)).rejects.toBeInstanceOf(AppError);
    expect(await at(closesAt - 1)).toMatchObject({ userPracticalExamStatus: 1 });
  });
});

describe('POST /api/staff/practical-exam/decide', () => {
  it('HTTP 401 without a session, 403 for a learner', async () => {
    const anonymous = await decide(t, null, 1, 'success');
    expect(anonymous.statusCode).toBe(401);
    const asLearner = await decide(t, await signIn(t), 1, 'success');
    expect(asLearner.statusCode).toBe(403);
    expect(asLearner.json()).toMatchObject({ code: 403, data: null });
  });

  it.each([
    ['success', 4, 1],
    ['fail', 5, 2],
    ['absent', 6, 0],
  ] as const)('%s: status %i, approval %i, audit entry in the same call; deciding again answers 501 and changes nothing', async (result, status, approval) => {
    const staff = await signIn(t, { role: 'staff' });
    const me = await readyLearner(t, genP);
    const { practicalExamApproveId } = dataOf<PracticalExamSeatResult>(await enroll(t, me, (await makeSession(t, genP)).id));
    await startSessionOf(t, practicalExamApproveId);
    const decided = dataOf(await decide(t, staff, practicalExamApproveId, result, 'Checked on site'));
    expect(decided).toMatchObject({ practicalExamApproveId, userPracticalExamStatus: status, approval });
    const [row] = await t.app.db.select().from(practicalExamEnrolments).where(eq(practicalExamEnrolments.id, practicalExamApproveId));
    expect(row).toMatchObject({ status, approval, decidedBy: staff.user.id });
    const other = result === 'success' ? 'fail' : 'success';
    expect(codeOf(await decide(t, staff, practicalExamApproveId, other))).toBe(ErrorCode.OTHER_ERROR);
    const [again] = await t.app.db.select().from(practicalExamEnrolments).where(eq(practicalExamEnrolments.id, practicalExamApproveId));
    expect(again).toMatchObject({ status, approval });
    const audit = await t.app.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, 'practicalExam'), eq(staffAuditLog.targetId, practicalExamApproveId)));
    expect(audit).toHaveLength(1);
    const listed = dataOf<{ action: string }[]>(await get(t, staff, 'staff/audit-log', { targetType: 'practicalExam', targetId: practicalExamApproveId }));
    expect(listed.map((e) => e.action)).toEqual([`practicalExam.${result}`]);
    expect(audit[0]).toMatchObject({
      actorUserId: staff.user.id,
      action: `practicalExam.${result}`,
      detail: { reason: 'Checked on site', from: 2, to: status },
    });
  });

  it('501 before the session has started, with its start in the answer; nothing is written', async () => {
    const staff = await signIn(t, { role: 'staff' });
    const me = await readyLearner(t, genP);
    const session = await makeSession(t, genP);
    const { practicalExamApproveId } = dataOf<PracticalExamSeatResult>(await enroll(t, me, session.id));
    const early = await decide(t, staff, practicalExamApproveId, 'success');
    expect(codeOf(early)).toBe(ErrorCode.OTHER_ERROR);
    expect(early.json()).toMatchObject({ data: { startAt: session.startAt.toISOString() } });
    expect(early.json().message).toMatch(/not started/);
    const [row] = await t.app.db.select().from(practicalExamEnrolments).where(eq(practicalExamEnrolments.id, practicalExamApproveId));
    expect(row).toMatchObject({ status: 2, decidedBy: null });
    const audit = await t.app.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, 'practicalExam'), eq(staffAuditLog.targetId, practicalExamApproveId)));
    expect(audit).toHaveLength(0);
    await startSessionOf(t, practicalExamApproveId);
    expect(dataOf(await decide(t, staff, practicalExamApproveId, 'success'))).toMatchObject({ userPracticalExamStatus: 4 });
  });

  it('404 for an unknown place; 401 for staff of another tenant; a cancelled place answers 501', async () => {
    const staff = await signIn(t, { role: 'staff' });
    expect((await decide(t, staff, 2_000_000_000, 'success')).statusCode).toBe(404);
    const otherStaff = await signIn(t, { role: 'staff', tenantId: 2, siteId: 19 });
    const me = await readyLearner(t, genP);
    const { practicalExamApproveId } = dataOf<PracticalExamSeatResult>(await enroll(t, me, (await makeSession(t, genP)).id));
    // A staff session of another tenant is no session here.
    expect((await decide(t, otherStaff, practicalExamApproveId, 'success')).statusCode).toBe(401);
    await t.app.db.update(practicalExamEnrolments).set({ status: 1 }).where(eq(practicalExamEnrolments.id, practicalExamApproveId));
    expect(codeOf(await decide(t, staff, practicalExamApproveId, 'success'))).toBe(ErrorCode.OTHER_ERROR);
  });
});

describe('what a place does to the certification (decision 0011, read by the certification module)', () => {
  it('theory passed: practical exam (3); a place flags "enrol in practical exam"; a success opens apply (4)', async () => {
    const staff = await signIn(t, { role: 'staff' });
    const me = await readyLearner(t, genP);
    const status = async () => {
      const d = dataOf<{ currentStatus: number; processDetail: string[] }>(
        await get(t, me, 'certification/certificationRelease/queryDetail', { id: genP, timestamp: Date.now() }),
      );
      return [d.currentStatus, d.processDetail.join('')];
    };
    expect(await status()).toEqual([3, '1110000']);
    const { practicalExamApproveId } = dataOf<PracticalExamSeatResult>(await enroll(t, me, (await makeSession(t, genP)).id));
    expect(await status()).toEqual([3, '1111000']);
    await startSessionOf(t, practicalExamApproveId);
    dataOf(await decide(t, staff, practicalExamApproveId, 'success'));
    expect(await status()).toEqual([4, '1111100']);
  });
});
