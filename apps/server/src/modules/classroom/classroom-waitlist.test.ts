import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@credo/contracts/errors';
import { classroomWaitlist, outboxMails } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { cancelClassroom, certificationOf, codeOf, enrolledLearner, heldSeats, makeClassroom, post, seatsIn } from './classroom-test-kit';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

let t: TestApp;
let associate: number;

beforeAll(async () => {
  // 200 requests queue for a pool of 10 behind one row lock: on a loaded 2-core machine the last
  // ones wait longer than production's 5 s for a connection (which would answer 503, "try again").
  t = await buildTestApp({}, undefined, { connectionTimeoutMillis: 60_000 });
  associate = await certificationOf(t, 'gen-associate');
});
afterAll(() => t.close());

const join = (me: SignedIn | null, classroomId: number) => post(t, me, 'user/registration/waitlist/join', { classroomId });
const leave = (me: SignedIn, classroomId: number) => post(t, me, 'user/registration/waitlist/leave', { classroomId });
const queueOf = (classroomId: number) =>
  t.app.db.select().from(classroomWaitlist).where(eq(classroomWaitlist.classroomId, classroomId)).orderBy(asc(classroomWaitlist.id));

describe('waitlist of a full classroom (issue 17)', () => {
  it('200 concurrent requests for 20 seats: exactly 20 seated, 180 waiting in arrival order; a cancel promotes exactly one', async () => {
    const room = await makeClassroom(t, { certificationId: null, seats: 20, startInMs: 10 * DAY_MS });
    const learners = await Promise.all(Array.from({ length: 200 }, () => signIn(t)));
    const answers = await Promise.all(learners.map((me) => join(me, room.id)));
    const data = answers.map((res) => {
      expect(codeOf(res)).toBe(200);
      return res.json().data as { userStatus: number; waitlistPosition: number | null };
    });
    const seated = data.filter((d) => d.userStatus === 3);
    const waiting = data.filter((d) => d.userStatus === 1);
    expect(seated).toHaveLength(20);
    expect(waiting).toHaveLength(180);
    expect(await heldSeats(t, room.id)).toBe(20);
    // Every place 1..180 given once, in the order the requests passed the classroom's row lock (the queue's id order).
    expect(waiting.map((d) => d.waitlistPosition).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 180 }, (_, i) => i + 1));
    const queue = await queueOf(room.id);
    expect(queue).toHaveLength(180);
    const placeOfUser = new Map(learners.map((me, i) => [me.user.id, data[i].waitlistPosition]));
    queue.forEach((row, i) => expect(placeOfUser.get(row.userId)).toBe(i + 1));

    // One cancellation: the first in the queue takes the seat in the same call; the others move up.
    const leaver = learners[data.findIndex((d) => d.userStatus === 3)];
    expect(codeOf(await cancelClassroom(t, leaver, room.id))).toBe(200);
    expect(await heldSeats(t, room.id)).toBe(20);
    const after = await queueOf(room.id);
    expect(after.filter((r) => r.status === 1).map((r) => r.userId)).toEqual([queue[0].userId]);
    expect(after.filter((r) => r.status === 0)).toHaveLength(179);
    const promoted = learners.find((me) => me.user.id === queue[0].userId)!;
    expect((await seatsIn(t, promoted.user.id, room.id)).map((s) => s.status)).toEqual([3]);
    // Told by e-mail, queued in the cancel's transaction.
    const mails = await t.app.db
      .select({ to: outboxMails.to })
      .from(outboxMails)
      .where(and(eq(outboxMails.userId, promoted.user.id), eq(outboxMails.kind, 'waitlist.promoted')));
    expect(mails.map((m) => m.to)).toEqual([promoted.user.email]);
    // One mail, not two: the promotion's seat sends no seat.booked besides.
    const booked = await t.app.db
      .select({ id: outboxMails.id })
      .from(outboxMails)
      .where(and(eq(outboxMails.userId, promoted.user.id), eq(outboxMails.kind, 'seat.booked')));
    expect(booked).toEqual([]);
    const second = learners.find((me) => me.user.id === queue[1].userId)!;
    expect((await join(second, room.id)).json().data).toEqual({ classroomId: room.id, userStatus: 1, waitlistPosition: 1 });
  }, 120_000);

  it('a free seat is taken at once; a repeat keeps the place; leaving frees it; visitors are refused', async () => {
    const room = await makeClassroom(t, { certificationId: null, seats: 1 });
    const [a, b, c] = await Promise.all([signIn(t), signIn(t), signIn(t)]);
    expect((await join(a, room.id)).json().data).toMatchObject({ userStatus: 3, waitlistPosition: null });
    expect((await join(b, room.id)).json().data).toMatchObject({ userStatus: 1, waitlistPosition: 1 });
    expect((await join(c, room.id)).json().data).toMatchObject({ userStatus: 1, waitlistPosition: 2 });
    expect((await join(b, room.id)).json().data).toMatchObject({ waitlistPosition: 1 });
    expect(codeOf(await leave(b, room.id))).toBe(200);
    expect((await join(c, room.id)).json().data).toMatchObject({ waitlistPosition: 1 });
    // a already holds the seat: the seat rules answer before the queue (10024).
    expect(codeOf(await join(a, room.id))).toBe(ErrorCode.ALREADY_REGISTERED);
    expect((await join(null, room.id)).statusCode).toBe(401);
  });

  it('a waiting learner who can no longer take the seat is skipped; the next one is promoted', async () => {
    const room = await makeClassroom(t, { certificationId: associate, seats: 1 });
    const other = await makeClassroom(t, { certificationId: associate, seats: 5, startInMs: 20 * DAY_MS });
    const holder = await enrolledLearner(t, associate);
    const first = await enrolledLearner(t, associate);
    const next = await enrolledLearner(t, associate);
    expect((await join(holder, room.id)).json().data.userStatus).toBe(3);
    expect((await join(first, room.id)).json().data.waitlistPosition).toBe(1);
    expect((await join(next, room.id)).json().data.waitlistPosition).toBe(2);
    // first books another session of the certification meanwhile (10015 when promoted).
    expect(codeOf(await post(t, first, 'user/registration/enrollClassroom', { classroomId: other.id, emailNotificationStatus: 1 }))).toBe(200);
    expect(codeOf(await cancelClassroom(t, holder, room.id))).toBe(200);
    expect((await seatsIn(t, first.user.id, room.id)).length).toBe(0);
    expect((await seatsIn(t, next.user.id, room.id)).map((s) => s.status)).toEqual([3]);
    expect((await queueOf(room.id)).map((r) => r.status)).toEqual([3, 1]);
  });

  it('a cancel refused by the 24-hour rule (10011) promotes nobody', async () => {
    const room = await makeClassroom(t, { certificationId: null, seats: 1, startInMs: 2 * HOUR_MS });
    const [a, b] = await Promise.all([signIn(t), signIn(t)]);
    expect((await join(a, room.id)).json().data.userStatus).toBe(3);
    expect((await join(b, room.id)).json().data.waitlistPosition).toBe(1);
    expect(codeOf(await cancelClassroom(t, a, room.id))).toBe(ErrorCode.CANCEL_TOO_LATE);
    expect((await queueOf(room.id)).map((r) => r.status)).toEqual([0]);
    expect(await heldSeats(t, room.id)).toBe(1);
  });
});
