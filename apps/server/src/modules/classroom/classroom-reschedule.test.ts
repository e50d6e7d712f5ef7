import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { ErrorCode } from '@credo/contracts/errors';
import { classroomRegistrations, outboxMails, prices } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import type { SignedIn } from '../../../test/sessions';
import { regionId } from '../checkout/checkout-test-kit';
import { certificationOf, codeOf, enrolledLearner, enrollClassroom, heldSeats, makeClassroom, post } from './classroom-test-kit';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';
import { renderedOutbox } from '../../../test/outbox';

let t: TestApp;
let cert: number;
let other: number;

beforeAll(async () => {
  t = await buildTestApp();
  cert = await certificationOf(t, 'gen-associate');
  other = await certificationOf(t, 'gen-professional');
});
afterAll(() => t.close());

const reschedule = (me: SignedIn | null, classroomId: number, newClassroomId: number) =>
  post(t, me, 'user/registration/reschedule', { classroomId, newClassroomId });

/** The learner's held seats (pending or enrolled) in classrooms of the certification. */
const heldOf = (userId: number) =>
  t.app.db
    .select({ classroomId: classroomRegistrations.classroomId })
    .from(classroomRegistrations)
    .where(and(eq(classroomRegistrations.userId, userId), inArray(classroomRegistrations.status, [2, 3])));

/** The learner's queued mails, oldest first, with their .ics attachments decoded. */
const mailsOf = async (userId: number) =>
  (await (await renderedOutbox(t.app.db)).select().from(outboxMails).where(eq(outboxMails.userId, userId)).orderBy(outboxMails.id)).map((m) => ({
    kind: m.kind,
    ics: Object.fromEntries((m.attachments ?? []).map((a) => [a.filename, Buffer.from(a.content, 'base64').toString()])),
  }));
const uidIn = (ics: string) => /^UID:(.*)$/m.exec(ics)?.[1].trim();

async function seated(roomId: number) {
  const me = await enrolledLearner(t, cert);
  expect(codeOf(await enrollClassroom(t, me, roomId))).toBe(200);
  return me;
}

describe('POST /api/user/registration/reschedule', () => {
  it('moves the seat: one held seat, in the new classroom; the old seat is freed', async () => {
    const a = await makeClassroom(t, { certificationId: cert });
    const b = await makeClassroom(t, { certificationId: cert, startInMs: 12 * DAY_MS });
    const me = await seated(a.id);
    const res = await reschedule(me, a.id, b.id);
    expect(res.json()).toMatchObject({ code: 200, data: { classroomId: b.id, previousClassroomId: a.id, userStatus: 3 } });
    expect(await heldOf(me.user.id)).toEqual([{ classroomId: b.id }]);
    expect(await heldSeats(t, a.id)).toBe(0);
  });

  it("sends one seat.rescheduled mail whose .ics cancels the booking mail's event and carries the new session", async () => {
    const a = await makeClassroom(t, { certificationId: cert });
    const b = await makeClassroom(t, { certificationId: cert, startInMs: 12 * DAY_MS });
    const me = await seated(a.id);
    const { registrationId } = (await reschedule(me, a.id, b.id)).json().data;
    const mails = await mailsOf(me.user.id);
    expect(mails.map((m) => m.kind)).toEqual(['seat.booked', 'seat.rescheduled']);
    const [booked, moved] = mails;
    const oldUid = uidIn(booked.ics['session.ics']);
    expect(oldUid).toMatch(new RegExp(`^classroom-\\d+-${a.id}@`));
    // The old event: same UID as the booking mail gave it, cancelled.
    expect(uidIn(moved.ics['cancelled.ics'])).toBe(oldUid);
    expect(moved.ics['cancelled.ics']).toContain('METHOD:CANCEL');
    expect(moved.ics['cancelled.ics']).toContain('STATUS:CANCELLED');
    // The new event: the new seat's UID (the one its later cancel or reminder mails use), confirmed.
    expect(uidIn(moved.ics['session.ics'])).toMatch(new RegExp(`^classroom-${registrationId}-${b.id}@`));
    expect(moved.ics['session.ics']).toContain('METHOD:PUBLISH');
  });

  it('refuses with the codes and changes nothing', async () => {
    const a = await makeClassroom(t, { certificationId: cert });
    const full = await makeClassroom(t, { certificationId: cert, seats: 1 });
    const started = await makeClassroom(t, { certificationId: cert, startInMs: -HOUR_MS });
    const foreign = await makeClassroom(t, { certificationId: other });
    const soon = await makeClassroom(t, { certificationId: cert, startInMs: 12 * HOUR_MS });
    const me = await seated(a.id);
    await seated(full.id);
    expect(codeOf(await reschedule(me, a.id, full.id))).toBe(ErrorCode.TRAINING_FULL);
    expect(codeOf(await reschedule(me, a.id, started.id))).toBe(ErrorCode.ENROLMENT_EXPIRED);
    expect(codeOf(await reschedule(me, a.id, foreign.id))).toBe(ErrorCode.OTHER_ERROR);
    expect(codeOf(await reschedule(me, a.id, a.id))).toBe(ErrorCode.ALREADY_REGISTERED);
    expect((await reschedule(me, soon.id, a.id)).statusCode).toBe(404);
    expect((await reschedule(me, a.id, 2_000_000_000)).statusCode).toBe(404);
    expect((await reschedule(null, a.id, full.id)).statusCode).toBe(401);
    expect(await heldOf(me.user.id)).toEqual([{ classroomId: a.id }]);

    const late = await seated(soon.id);
    expect(codeOf(await reschedule(late, soon.id, a.id))).toBe(ErrorCode.CANCEL_TOO_LATE);
    expect(await heldOf(late.user.id)).toEqual([{ classroomId: soon.id }]);
  });

  it('gives the freed seat to the first learner waiting for the old classroom, in the same transaction', async () => {
    const a = await makeClassroom(t, { certificationId: cert, seats: 1 });
    const b = await makeClassroom(t, { certificationId: cert, startInMs: 12 * DAY_MS });
    const me = await seated(a.id);
    const waiting = await enrolledLearner(t, cert);
    expect((await post(t, waiting, 'user/registration/waitlist/join', { classroomId: a.id })).json().data).toMatchObject({
      userStatus: 1,
      waitlistPosition: 1,
    });
    expect(codeOf(await reschedule(me, a.id, b.id))).toBe(200);
    expect(await heldOf(waiting.user.id)).toEqual([{ classroomId: a.id }]);
    expect(await heldSeats(t, a.id)).toBe(1);
    // The promoted learner is told once (waitlist.promoted, with the .ics), not also by seat.booked.
    expect((await mailsOf(waiting.user.id)).map((m) => [m.kind, Object.keys(m.ics)])).toEqual([['waitlist.promoted', ['session.ics']]]);
  });

  it('refuses to move a paid seat without its order (501), and changes nothing', async () => {
    const a = await makeClassroom(t, { certificationId: cert });
    const b = await makeClassroom(t, { certificationId: cert, startInMs: 12 * DAY_MS });
    const me = await seated(a.id);
    await t.app.db
      .insert(prices)
      .values({ siteId: 1, relationType: 1, relationId: a.id, regionId: await regionId(t, 1, 'US'), currencyId: 3, amountMinor: 10_000 });
    const res = await reschedule(me, a.id, b.id);
    expect(codeOf(res)).toBe(ErrorCode.OTHER_ERROR);
    expect(res.json().message).toMatch(/paid/);
    expect(await heldOf(me.user.id)).toEqual([{ classroomId: a.id }]);
  });

  it('another learner cannot move my seat (404)', async () => {
    const a = await makeClassroom(t, { certificationId: cert });
    const b = await makeClassroom(t, { certificationId: cert });
    const me = await seated(a.id);
    const stranger = await enrolledLearner(t, cert);
    expect((await reschedule(stranger, a.id, b.id)).statusCode).toBe(404);
    expect(await heldOf(me.user.id)).toEqual([{ classroomId: a.id }]);
  });
});

describe('reschedule races: never two seats, never none', () => {
  it('8 learners moving into 3 free seats: 3 move, 5 keep their old seat (10014)', async () => {
    const a = await makeClassroom(t, { certificationId: cert });
    const b = await makeClassroom(t, { certificationId: cert, seats: 3 });
    const learners: SignedIn[] = [];
    for (let i = 0; i < 8; i += 1) learners.push(await seated(a.id));
    const codes = (await Promise.all(learners.map((me) => reschedule(me, a.id, b.id)))).map(codeOf).sort((x, y) => x - y);
    expect(codes).toEqual([200, 200, 200, ...Array(5).fill(ErrorCode.TRAINING_FULL)]);
    expect(await heldSeats(t, b.id)).toBe(3);
    expect(await heldSeats(t, a.id)).toBe(5);
    for (const me of learners) expect(await heldOf(me.user.id)).toHaveLength(1);
  }, 120_000);

  it('one learner moving to two classrooms at once holds exactly one seat', async () => {
    const a = await makeClassroom(t, { certificationId: cert });
    const b = await makeClassroom(t, { certificationId: cert });
    const c = await makeClassroom(t, { certificationId: cert });
    const me = await seated(a.id);
    const results = await Promise.all([reschedule(me, a.id, b.id), reschedule(me, a.id, c.id), reschedule(me, a.id, b.id)]);
    // The losers find no seat left in the old classroom (404), or the learner's lock taken (10002).
    const codes = results.map((r) => (r.statusCode === 404 ? 404 : codeOf(r)));
    expect(codes.filter((x) => x === 200)).toHaveLength(1);
    for (const x of codes.filter((y) => y !== 200)) expect([404, ErrorCode.DUPLICATE_SUBMIT]).toContain(x);
    expect(await heldOf(me.user.id)).toHaveLength(1);
  });

  it('opposite moves between two classrooms both succeed (locks in a fixed order, no deadlock)', async () => {
    const a = await makeClassroom(t, { certificationId: cert });
    const b = await makeClassroom(t, { certificationId: cert });
    const pairs = await Promise.all(Array.from({ length: 4 }, async (_, i) => ({ me: await seated(i % 2 ? a.id : b.id), from: i % 2 ? a.id : b.id })));
    const codes = (await Promise.all(pairs.map(({ me, from }) => reschedule(me, from, from === a.id ? b.id : a.id)))).map(codeOf);
    expect(codes).toEqual([200, 200, 200, 200]);
    for (const { me, from } of pairs) expect(await heldOf(me.user.id)).toEqual([{ classroomId: from === a.id ? b.id : a.id }]);
  });

  it('a move and an enrolment racing for the last seat: one wins, never over capacity', async () => {
    const a = await makeClassroom(t, { certificationId: cert });
    const b = await makeClassroom(t, { certificationId: cert, seats: 1 });
    const mover = await seated(a.id);
    const newcomer = await enrolledLearner(t, cert);
    const [moved, enrolled] = (await Promise.all([reschedule(mover, a.id, b.id), enrollClassroom(t, newcomer, b.id)])).map(codeOf);
    expect([moved, enrolled].filter((x) => x === 200)).toHaveLength(1);
    expect(await heldSeats(t, b.id)).toBe(1);
    expect(await heldOf(mover.user.id)).toHaveLength(1);
  });
});
