import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_CUTOFF_HOURS } from '@credo/contracts/constants';
import { classroomSeatList, type ClassroomSeatRow } from '@credo/contracts/training';
import { envelopeOf } from '@credo/contracts/envelope';
import { ErrorCode } from '@credo/contracts/errors';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { cancelClassroom as cancelAt } from './classroom.service';
import {
  cancelClassroom,
  certificationOf,
  codeOf,
  enrolledLearner,
  enrollClassroom,
  heldSeats,
  learner,
  listOf,
  makeClassroom,
  seatOf,
  seatsIn,
} from './classroom-test-kit';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@credo/contracts/durations';

let t: TestApp;
let associate: number;
let professional: number;

beforeAll(async () => {
  t = await buildTestApp();
  associate = await certificationOf(t, 'gen-associate');
  professional = await certificationOf(t, 'gen-professional');
});
afterAll(() => t.close());

const ctx = { tenantId: 1, siteId: 1, languageId: 1 };

describe('POST /api/user/registration/cancelClassroom', () => {
  it("frees the learner's seat at once; a repeat answers the same result", async () => {
    const me = await enrolledLearner(t, associate);
    const room = await makeClassroom(t, { certificationId: associate, seats: 1 });
    expect(codeOf(await enrollClassroom(t, me, room.id))).toBe(200);
    const other = await enrolledLearner(t, associate);
    expect(codeOf(await enrollClassroom(t, other, room.id))).toBe(ErrorCode.TRAINING_FULL);
    const first = await cancelClassroom(t, me, room.id);
    expect(codeOf(first)).toBe(200);
    const [seat] = await seatsIn(t, me.user.id, room.id);
    expect(seat.status).toBe(1);
    expect(seat.cancelledAt).toBeInstanceOf(Date);
    expect(first.json().data).toEqual({ registrationId: seat.id, classroomId: room.id, certificationId: associate, userStatus: 1 });
    const again = await cancelClassroom(t, me, room.id);
    expect(codeOf(again)).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    // The place is free for someone else straight away.
    expect(codeOf(await enrollClassroom(t, other, room.id))).toBe(200);
  });

  it('HTTP 404 for a classroom where the learner has no seat, even when someone else has one there', async () => {
    const owner = await enrolledLearner(t, associate);
    const room = await makeClassroom(t, { certificationId: associate });
    expect(codeOf(await enrollClassroom(t, owner, room.id))).toBe(200);
    const me = await learner(t);
    const res = await cancelClassroom(t, me, room.id);
    expect([res.statusCode, res.json().code]).toEqual([404, 404]);
    expect((await seatsIn(t, owner.user.id, room.id))[0].status).toBe(3);
    const unknown = await cancelClassroom(t, me, 99_999_999);
    expect(unknown.statusCode).toBe(404);
    expect((await cancelClassroom(t, null, room.id)).statusCode).toBe(401);
  });

  it('10011 less than 24 hours before the start and after it; the seat stays', async () => {
    for (const startInMs of [CANCEL_CUTOFF_HOURS * HOUR_MS - MINUTE_MS, 2 * HOUR_MS, -HOUR_MS]) {
      const me = await learner(t);
      const room = await makeClassroom(t, { certificationId: associate, startInMs, hours: 4 });
      await seatOf(t, me.user.id, room);
      expect(codeOf(await cancelClassroom(t, me, room.id))).toBe(ErrorCode.CANCEL_TOO_LATE);
      expect((await seatsIn(t, me.user.id, room.id))[0].status).toBe(3);
    }
    const me = await learner(t);
    const room = await makeClassroom(t, { certificationId: associate, startInMs: CANCEL_CUTOFF_HOURS * HOUR_MS + MINUTE_MS });
    await seatOf(t, me.user.id, room);
    expect(codeOf(await cancelClassroom(t, me, room.id))).toBe(200);
  });

  it("the 24-hour boundary on the server's clock: exactly 24 hours before the start is too late, a millisecond earlier is not", async () => {
    const room = await makeClassroom(t, { certificationId: associate, startInMs: 3 * DAY_MS });
    const closes = room.startAt.getTime() - CANCEL_CUTOFF_HOURS * HOUR_MS;
    const late = await learner(t);
    await seatOf(t, late.user.id, room);
    await expect(cancelAt(t.app.db, ctx, late.user.id, { classroomId: room.id }, new Date(closes))).rejects.toMatchObject({ code: ErrorCode.CANCEL_TOO_LATE });
    const inTime = await learner(t);
    await seatOf(t, inTime.user.id, room);
    await expect(cancelAt(t.app.db, ctx, inTime.user.id, { classroomId: room.id }, new Date(closes - 1))).resolves.toMatchObject({ userStatus: 1 });
  });
});

describe('POST /api/certification/classroom/getOfCertification', () => {
  const rowsOf = async (res: Awaited<ReturnType<typeof listOf>>) => envelopeOf(classroomSeatList).parse(res.json()).data.rows;

  it("lists the certification's classrooms on the site, upcoming first, with seats left; a visitor sees status 0", async () => {
    const later = await makeClassroom(t, { certificationId: professional, startInMs: 30 * DAY_MS, seats: 5, title: 'later' });
    const sooner = await makeClassroom(t, { certificationId: professional, startInMs: 3 * DAY_MS, seats: 4, title: 'sooner' });
    const ended = await makeClassroom(t, { certificationId: professional, startInMs: -2 * DAY_MS, title: 'ended' });
    const elsewhere = await makeClassroom(t, { certificationId: professional, siteId: 2 });
    await seatOf(t, (await learner(t)).user.id, sooner);
    const rows = await rowsOf(await listOf(t, null, professional));
    const ids = rows.map((r) => r.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).not.toContain(elsewhere.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    const sorted = [...rows].sort((a, b) => a.startAt.localeCompare(b.startAt));
    expect(rows.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
    expect(rows.find((r) => r.id === sooner.id)).toMatchObject({
      seats: 4,
      seatsLeft: 3,
      userStatus: 0,
      registrationId: null,
      cancellable: false,
      enrollable: true,
    });
    expect(rows.every((r) => r.userStatus === 0)).toBe(true);
  });

  it("shows the learner's seat: status, registration id, cancellable; a full or started classroom is not enrollable", async () => {
    const me = await enrolledLearner(t, professional);
    const mine = await makeClassroom(t, { certificationId: professional, startInMs: 4 * DAY_MS, seats: 1 });
    const soon = await makeClassroom(t, { certificationId: professional, startInMs: 2 * HOUR_MS, hours: 48 });
    const running = await makeClassroom(t, { certificationId: professional, startInMs: -HOUR_MS, hours: 48 });
    const done = await makeClassroom(t, { certificationId: professional, startInMs: -3 * DAY_MS });
    const seat = (await enrollClassroom(t, me, mine.id)).json().data as { registrationId: number };
    await seatOf(t, me.user.id, soon, 1);
    await seatOf(t, me.user.id, done, 3, new Date(Date.now() - 4 * DAY_MS));
    const rows = await rowsOf(await listOf(t, me, professional));
    const row = (id: number) => rows.find((r) => r.id === id) as ClassroomSeatRow;
    expect(row(mine.id)).toMatchObject({ userStatus: 3, registrationId: seat.registrationId, seatsLeft: 0, cancellable: true, enrollable: false });
    expect(row(soon.id)).toMatchObject({ userStatus: 1, cancellable: false, enrollable: true });
    expect(row(running.id)).toMatchObject({ userStatus: 1, registrationId: null, enrollable: false });
    // An ended classroom shows only where the learner held a seat, after the upcoming ones.
    expect(row(done.id)).toMatchObject({ userStatus: 3, cancellable: false, enrollable: false });
    expect(rows.at(-1)?.id).toBe(done.id);
  });
});

describe('races', () => {
  it('10 learners racing for 3 seats: exactly 3 seats, the others 10014', async () => {
    const room = await makeClassroom(t, { certificationId: associate, seats: 3 });
    const people = await Promise.all(Array.from({ length: 10 }, () => enrolledLearner(t, associate)));
    const codes = (await Promise.all(people.map((me) => enrollClassroom(t, me, room.id)))).map((r) => r.json().code);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === ErrorCode.TRAINING_FULL)).toHaveLength(7);
    expect(await heldSeats(t, room.id)).toBe(3);
  });

  it("one learner's double click: one seat (the other answers 10002 or 10024)", async () => {
    const me = await enrolledLearner(t, associate);
    const room = await makeClassroom(t, { certificationId: associate });
    const codes = (await Promise.all([enrollClassroom(t, me, room.id), enrollClassroom(t, me, room.id)])).map((r) => r.json().code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect([ErrorCode.DUPLICATE_SUBMIT, ErrorCode.ALREADY_REGISTERED]).toContain(codes.find((c) => c !== 200));
    expect(await seatsIn(t, me.user.id, room.id)).toHaveLength(1);
  });

  // PGlite has one connection, so transactions never overlap there: a request in flight can only be
  // held open from a second PostgreSQL connection.
  it.skipIf(process.env.CREDO_TEST_DRIVER !== 'postgres')('10002 while another seat request of the learner holds the learner lock', async () => {
    const pg = await import('pg');
    const { CLASSROOM_SEAT_LOCK } = await import('./classroom.repo');
    const me = await enrolledLearner(t, associate);
    const room = await makeClassroom(t, { certificationId: associate });
    const other = new pg.default.Client({ connectionString: t.database.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1::int, $2::int)', [CLASSROOM_SEAT_LOCK, me.user.id]);
      expect(codeOf(await enrollClassroom(t, me, room.id))).toBe(ErrorCode.DUPLICATE_SUBMIT);
      expect(await seatsIn(t, me.user.id, room.id)).toHaveLength(0);
      await other.query('rollback');
      expect(codeOf(await enrollClassroom(t, me, room.id))).toBe(200);
    } finally {
      await other.end();
    }
  });
});
