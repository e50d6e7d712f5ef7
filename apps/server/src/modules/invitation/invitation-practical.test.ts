import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@credo/contracts/errors';
import type { PracticalExamSeatResult } from '@credo/contracts/training';
import { invitations, invitationUses, practicalExamEnrolments } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';
import { codeOf, dataOf, enrolApproved, enroll, makeSession, readyLearner, useCode } from '../practical-exam/practical-exam-test-kit';
import { certificationId, makeInvitation, type InvitationInsert } from './invitation-fixtures';
import { HOUR_MS } from '@credo/contracts/durations';

let t: TestApp;
let genP: number;

beforeAll(async () => {
  t = await buildTestApp();
  genP = await certificationId(t, 'gen-professional');
});
afterAll(() => t.close());

const held = async (practicalExamId: number) =>
  (
    await t.app.db
      .select()
      .from(practicalExamEnrolments)
      .where(and(eq(practicalExamEnrolments.practicalExamId, practicalExamId), eq(practicalExamEnrolments.status, 2)))
  ).length;
const usesOf = async (invitationId: number) => {
  const uses = await t.app.db.select().from(invitationUses).where(eq(invitationUses.invitationId, invitationId));
  const [inv] = await t.app.db.select({ usedCount: invitations.usedCount }).from(invitations).where(eq(invitations.id, invitationId));
  return { uses: uses.length, usedCount: inv.usedCount };
};
const practicalCode = async (practicalExamId: number, values: Omit<InvitationInsert, 'certificationId'> = {}) =>
  makeInvitation(t, { certificationId: genP, relationType: 2, practicalExamId, ...values });

describe('POST /api/user/practicalExamApprove/enrollByInvitationCode', () => {
  it('takes a place (via invitation), records and counts the use; user and sales codes alike', async () => {
    for (const kind of ['user', 'sales'] as const) {
      const me = await readyLearner(t, genP);
      const session = await makeSession(t, genP);
      const inv = await practicalCode(session.id, { kind });
      const placed = dataOf<PracticalExamSeatResult>(await useCode(t, me, inv.code.toLowerCase()));
      expect(placed).toMatchObject({ practicalExamId: session.id, certificationId: genP, userPracticalExamStatus: 2 });
      const [row] = await t.app.db.select().from(practicalExamEnrolments).where(eq(practicalExamEnrolments.id, placed.practicalExamApproveId));
      expect(row).toMatchObject({ via: 'invitation', invitationId: inv.id, allergies: 'Nuts', dietaryRequirements: 'Halal' });
      expect(await usesOf(inv.id)).toEqual({ uses: 1, usedCount: 1 });
    }
  });

  it('10005 for a code that is not a practical-exam code (nothing written); 10000 for an unknown one', async () => {
    const me = await readyLearner(t, genP);
    const inv = await makeInvitation(t, { certificationId: genP });
    expect(codeOf(await useCode(t, me, inv.code))).toBe(ErrorCode.INVITATION_INVALID);
    expect(await usesOf(inv.id)).toEqual({ uses: 0, usedCount: 0 });
    expect(codeOf(await useCode(t, me, 'NO-SUCH-CODE'))).toBe(ErrorCode.INVITATION_INCORRECT);
  });

  it('10006 when the code is used up or already used by the learner', async () => {
    const session = await makeSession(t, genP);
    const inv = await practicalCode(session.id, { maxUses: 1 });
    const first = await readyLearner(t, genP);
    dataOf(await useCode(t, first, inv.code));
    expect(codeOf(await useCode(t, first, inv.code))).toBe(ErrorCode.INVITATION_USED);
    const second = await readyLearner(t, genP);
    expect(codeOf(await useCode(t, second, inv.code))).toBe(ErrorCode.INVITATION_USED);
    expect(await usesOf(inv.id)).toEqual({ uses: 1, usedCount: 1 });
  });

  it('is a reserved seat: a full session takes the invited learner beyond its seats', async () => {
    const session = await makeSession(t, genP, { seats: 1 });
    dataOf(await enroll(t, await readyLearner(t, genP), session.id));
    const late = await readyLearner(t, genP);
    expect(codeOf(await enroll(t, late, session.id))).toBe(ErrorCode.PRACTICAL_EXAM_FULL);
    const inv = await practicalCode(session.id);
    dataOf(await useCode(t, late, inv.code));
    expect(await held(session.id)).toBe(2);
  });

  it('keeps the other practical-exam rules: 501 theory not passed, 10013 started, 10009 another place; each rolls the use back', async () => {
    const notReady = await signIn(t, { firstName: 'No', lastName: 'Theory', countryCode: 'US' });
    await enrolApproved(t, notReady, genP);
    const session = await makeSession(t, genP);
    const inv = await practicalCode(session.id);
    const res = await useCode(t, notReady, inv.code);
    expect(codeOf(res)).toBe(ErrorCode.OTHER_ERROR);
    expect(res.json().message).toBe('Pass the theory exam first');

    const started = await practicalCode((await makeSession(t, genP, { startAt: new Date(Date.now() - HOUR_MS) })).id);
    const me = await readyLearner(t, genP);
    expect(codeOf(await useCode(t, me, started.code))).toBe(ErrorCode.ENROLMENT_EXPIRED);

    dataOf(await enroll(t, me, (await makeSession(t, genP)).id));
    expect(codeOf(await useCode(t, me, inv.code))).toBe(ErrorCode.PRACTICAL_EXAM_IN_PROGRESS);
    expect(await usesOf(inv.id)).toEqual({ uses: 0, usedCount: 0 });
    expect(await usesOf(started.id)).toEqual({ uses: 0, usedCount: 0 });
  });

  it('5 learners racing for a 3-use code: exactly 3 places, the others 10006', async () => {
    const learners = await Promise.all(Array.from({ length: 5 }, () => readyLearner(t, genP)));
    const session = await makeSession(t, genP, { seats: 1 });
    const inv = await practicalCode(session.id, { maxUses: 3 });
    const codes = (await Promise.all(learners.map((me) => useCode(t, me, inv.code)))).map(codeOf).sort((a, b) => a - b);
    expect(codes).toEqual([200, 200, 200, ErrorCode.INVITATION_USED, ErrorCode.INVITATION_USED]);
    expect(await held(session.id)).toBe(3);
    expect(await usesOf(inv.id)).toEqual({ uses: 3, usedCount: 3 });
  }, 60_000);

  it('HTTP 401 for a visitor', async () => {
    expect((await useCode(t, null, 'PRACTICAL-GSP')).statusCode).toBe(401);
  });

  it('the demo code PRACTICAL-GSP gives a place in the first seeded session', async () => {
    const me = await readyLearner(t, genP);
    const [inv] = await t.app.db.select().from(invitations).where(eq(invitations.code, 'PRACTICAL-GSP'));
    expect(dataOf<PracticalExamSeatResult>(await useCode(t, me, 'PRACTICAL-GSP')).practicalExamId).toBe(inv.practicalExamId);
  });
});
