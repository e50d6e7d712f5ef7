import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@credo/contracts/errors';
import type { QrDetail } from '@credo/contracts/practical-training';
import { classroomRegistrations, staffAuditLog } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { checkinClock } from './classroom-checkin.service';
import { certificationOf, codeOf, enrolledLearner, enrollClassroom, makeClassroom, post } from './classroom-test-kit';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

let t: TestApp;
let cert: number;
let staff: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  cert = await certificationOf(t, 'gen-associate');
  staff = await signIn(t, { role: 'staff' });
});
afterAll(() => t.close());
afterEach(() => {
  checkinClock.now = () => new Date();
});

const at = (ms: number) => {
  checkinClock.now = () => new Date(ms);
};
const get = (me: SignedIn | null, path: string, q: Record<string, string | number>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/${path}?${new URLSearchParams(Object.entries({ siteId: 1, languageId: 1, ...q }).map(([k, v]) => [k, String(v)]))}`,
    headers: me ? { cookie: me.cookie } : {},
  });
const qr = async (classroomId: number) => {
  const res = await get(staff, 'certification/classroom/qr/detail', { classroomId });
  expect(res.json().code, res.body).toBe(200);
  return res.json().data as QrDetail;
};
const checkIn = (me: SignedIn | null, code: string) => get(me, 'user/registration/qr/checkIn', { code });

/** A classroom in 10 days with a seated learner; the clock is then moved to the class. */
async function seatedRoom() {
  const room = await makeClassroom(t, { certificationId: cert, startInMs: 10 * DAY_MS });
  const me = await enrolledLearner(t, cert);
  expect(codeOf(await enrollClassroom(t, me, room.id))).toBe(200);
  const seat = (await t.app.db.select().from(classroomRegistrations).where(eq(classroomRegistrations.classroomId, room.id)))[0];
  return { room, me, seat };
}

describe('QR check-in', () => {
  it('checks the learner in during the class with the code on the screen', async () => {
    const { room, me } = await seatedRoom();
    at(room.startAt.getTime() + 5 * 60_000);
    const screen = await qr(room.id);
    expect(screen).toMatchObject({ enrolled: 1, checkedIn: 0 });
    const res = await checkIn(me, screen.code);
    expect(res.json()).toMatchObject({ code: 200, data: { classroomId: room.id, attendance: 1 } });
    expect((await qr(room.id)).checkedIn).toBe(1);
  });

  it('refuses before the class begins (20037), after it ends, and for another session', async () => {
    const { room, me } = await seatedRoom();
    at(room.startAt.getTime() - 60_000);
    expect(codeOf(await checkIn(me, (await qr(room.id)).code))).toBe(ErrorCode.SIGN_IN_BEFORE_CLASS);
    at(room.endAt.getTime() + 1);
    expect(codeOf(await checkIn(me, (await qr(room.id)).code))).toBe(ErrorCode.OTHER_ERROR);
    const other = await makeClassroom(t, { certificationId: cert, startInMs: 10 * DAY_MS });
    at(other.startAt.getTime() + 60_000);
    const res = await checkIn(me, (await qr(other.id)).code);
    expect(res.json()).toMatchObject({ code: ErrorCode.OTHER_ERROR, message: expect.stringMatching(/no seat in this session/) });
  });

  it('the code rotates every 30 seconds; one window back is still taken, older is expired', async () => {
    const { room, me } = await seatedRoom();
    // At the start of a 30-second window, so +30 s and +65 s are exactly one and two windows later.
    const t0 = Math.ceil((room.startAt.getTime() + 10 * 60_000) / 30_000) * 30_000 + 1_000;
    at(t0);
    const first = await qr(room.id);
    at(t0 + 30_000);
    const second = await qr(room.id);
    expect(second.code).not.toBe(first.code);
    at(t0 + 65_000);
    expect(codeOf(await checkIn(me, first.code))).toBe(ErrorCode.OTHER_ERROR);
    expect(codeOf(await checkIn(me, second.code))).toBe(200);
  });

  it('refuses a forged code (400) and a replayed one', async () => {
    const { room, me } = await seatedRoom();
    at(room.startAt.getTime() + HOUR_MS);
    const { code } = await qr(room.id);
    const [id, window, sig] = code.split('.');
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect((await checkIn(me, `${id}.${window}.${flipped}`)).statusCode).toBe(400);
    expect((await checkIn(me, `${id}.${Number(window) + 1}.${sig}`)).statusCode).toBe(400);
    expect((await checkIn(me, 'garbage')).statusCode).toBe(400);
    expect((await checkIn(null, code)).statusCode).toBe(401);
    expect(codeOf(await checkIn(me, code))).toBe(200);
    const replay = await checkIn(me, code);
    expect(replay.json()).toMatchObject({ code: ErrorCode.OTHER_ERROR, message: expect.stringMatching(/already been used/) });
  });

  it('the trainer screen is staff only', async () => {
    const { room, me } = await seatedRoom();
    expect((await get(me, 'certification/classroom/qr/detail', { classroomId: room.id })).statusCode).toBe(403);
    expect((await get(null, 'certification/classroom/qr/detail', { classroomId: room.id })).statusCode).toBe(401);
  });
});

describe('POST /api/staff/classroom/attendance', () => {
  it('marks absent or checked in by hand, audited; learners are refused', async () => {
    const { seat, me } = await seatedRoom();
    const mark = (who: SignedIn, attendance: string) => post(t, who, 'staff/classroom/attendance', { registrationId: seat.id, attendance, reason: 'Register' });
    expect((await mark(me, 'absent')).statusCode).toBe(403);
    expect((await mark(staff, 'absent')).json()).toMatchObject({ code: 200, data: { attendance: 2 } });
    expect((await mark(staff, 'checkedIn')).json()).toMatchObject({ code: 200, data: { attendance: 1 } });
    const audits = await t.app.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, seat.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['classroom.attendance.absent', 'classroom.attendance.checkedIn']);
    expect((await post(t, staff, 'staff/classroom/attendance', { registrationId: 2_000_000_000, attendance: 'absent' })).statusCode).toBe(404);
  });
});
