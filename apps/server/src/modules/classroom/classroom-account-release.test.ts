import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classroomWaitlist, outboxMails, practicalExamEnrolments, prices, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { regionId } from '../checkout/checkout-test-kit';
import { certId, dataOf, enroll, makeSession, readyLearner } from '../practical-exam/practical-exam-test-kit';
import { codeOf, heldSeats, makeClassroom, post, seatOf, seatsIn } from './classroom-test-kit';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

/**
 * A deleted account's future seats, waitlist places and practical-exam places go back to other
 * learners in the deletion's transaction, and the waitlist is promoted as after a cancel (issue 17).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const join = (me: SignedIn, classroomId: number) => post(t, me, 'user/registration/waitlist/join', { classroomId });
const deleteAccount = (me: SignedIn) => post(t, me, 'user/account/delete', {});
const queueOf = (classroomId: number) =>
  t.app.db
    .select({ userId: classroomWaitlist.userId, status: classroomWaitlist.status })
    .from(classroomWaitlist)
    .where(eq(classroomWaitlist.classroomId, classroomId))
    .orderBy(asc(classroomWaitlist.id));

describe('account deletion releases seats (issue 17)', () => {
  it("frees the deleted learner's future seat (inside 24 hours too) and promotes the first waiting learner, who is told", async () => {
    const room = await makeClassroom(t, { certificationId: null, seats: 1, startInMs: 2 * HOUR_MS });
    const [gone, first, second] = await Promise.all([signIn(t), signIn(t), signIn(t)]);
    expect(dataOf<{ userStatus: number }>(await join(gone, room.id)).userStatus).toBe(3);
    expect(dataOf<{ waitlistPosition: number }>(await join(first, room.id)).waitlistPosition).toBe(1);
    expect(dataOf<{ waitlistPosition: number }>(await join(second, room.id)).waitlistPosition).toBe(2);

    expect(codeOf(await deleteAccount(gone))).toBe(200);
    expect((await seatsIn(t, gone.user.id, room.id)).map((s) => s.status)).toEqual([1]);
    expect((await seatsIn(t, first.user.id, room.id)).map((s) => s.status)).toEqual([3]);
    expect(await heldSeats(t, room.id)).toBe(1);
    expect((await queueOf(room.id)).map((r) => [r.userId, r.status])).toEqual([
      [first.user.id, 1],
      [second.user.id, 0],
    ]);
    const mails = await t.app.db
      .select({ kind: outboxMails.kind })
      .from(outboxMails)
      .where(and(eq(outboxMails.userId, first.user.id), eq(outboxMails.kind, 'waitlist.promoted')));
    expect(mails).toHaveLength(1);
    expect(dataOf<{ waitlistPosition: number }>(await join(second, room.id)).waitlistPosition).toBe(1);
  });

  it('leaves its waiting places, keeps started sessions as history, and releases a paid seat (the order is not touched)', async () => {
    const full = await makeClassroom(t, { certificationId: null, seats: 1 });
    const started = await makeClassroom(t, { certificationId: null, seats: 5, startInMs: -HOUR_MS });
    const paid = await makeClassroom(t, { certificationId: null, seats: 5, startInMs: 20 * DAY_MS });
    await t.app.db
      .insert(prices)
      .values({ siteId: 1, relationType: 1, relationId: paid.id, regionId: await regionId(t, 1, 'US'), currencyId: 3, amountMinor: 10_000 });
    const [holder, gone, after] = await Promise.all([signIn(t), signIn(t), signIn(t)]);
    expect(dataOf<{ userStatus: number }>(await join(holder, full.id)).userStatus).toBe(3);
    expect(dataOf<{ waitlistPosition: number }>(await join(gone, full.id)).waitlistPosition).toBe(1);
    expect(dataOf<{ waitlistPosition: number }>(await join(after, full.id)).waitlistPosition).toBe(2);
    await seatOf(t, gone.user.id, started);
    await seatOf(t, gone.user.id, paid);

    expect(codeOf(await deleteAccount(gone))).toBe(200);
    expect((await queueOf(full.id)).map((r) => [r.userId, r.status])).toEqual([
      [gone.user.id, 2],
      [after.user.id, 0],
    ]);
    expect((await seatsIn(t, gone.user.id, started.id)).map((s) => s.status)).toEqual([3]);
    expect((await seatsIn(t, gone.user.id, paid.id)).map((s) => s.status)).toEqual([1]);
    expect(await heldSeats(t, paid.id)).toBe(0);
    // The holder's seat is untouched; the next waiting learner is now first.
    expect(await heldSeats(t, full.id)).toBe(1);
    expect(dataOf<{ waitlistPosition: number }>(await join(after, full.id)).waitlistPosition).toBe(1);
  });

  it('cancels its place in a practical exam that has not started; a place in a started one stays', async () => {
    const cert = await certId(t, 'gen-professional');
    const gone = await readyLearner(t, cert);
    const session = await makeSession(t, cert, { seats: 1, startAt: new Date(Date.now() + 3 * HOUR_MS) });
    const place = dataOf<{ practicalExamApproveId: number }>(await enroll(t, gone, session.id)).practicalExamApproveId;
    const past = await makeSession(t, cert, { startAt: new Date(Date.now() - 2 * HOUR_MS) });
    const [kept] = await t.app.db
      .insert(practicalExamEnrolments)
      .values({ userId: gone.user.id, practicalExamId: past.id, certificationId: cert, status: 5, approval: 2 })
      .returning({ id: practicalExamEnrolments.id });

    expect(codeOf(await deleteAccount(gone))).toBe(200);
    const statusOf = async (id: number) =>
      (await t.app.db.select({ status: practicalExamEnrolments.status }).from(practicalExamEnrolments).where(eq(practicalExamEnrolments.id, id)))[0].status;
    expect(await statusOf(place)).toBe(1);
    expect(await statusOf(kept.id)).toBe(5);
    // The freed seat is taken by the next candidate.
    const next = await readyLearner(t, cert);
    expect(codeOf(await enroll(t, next, session.id))).toBe(200);
  });

  it('a deletion that fails releases nothing (one transaction)', async () => {
    const room = await makeClassroom(t, { certificationId: null, seats: 1 });
    const [gone, waiting] = await Promise.all([signIn(t), signIn(t)]);
    expect(dataOf<{ userStatus: number }>(await join(gone, room.id)).userStatus).toBe(3);
    expect(dataOf<{ waitlistPosition: number }>(await join(waiting, room.id)).waitlistPosition).toBe(1);
    // A step after the release throws: the anonymisation and the release roll back together.
    const steps = t.app.accountDeletionSteps;
    const failing = [...steps, () => Promise.reject(new Error('boom'))];
    Object.defineProperty(t.app, 'accountDeletionSteps', { value: failing, configurable: true, writable: true });
    try {
      expect((await deleteAccount(gone)).statusCode).toBe(500);
    } finally {
      Object.defineProperty(t.app, 'accountDeletionSteps', { value: steps, configurable: true, writable: true });
    }
    expect((await seatsIn(t, gone.user.id, room.id)).map((s) => s.status)).toEqual([3]);
    expect((await queueOf(room.id)).map((r) => r.status)).toEqual([0]);
    const [row] = await t.app.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, gone.user.id));
    expect(row.deletedAt).toBeNull();
  });
});
