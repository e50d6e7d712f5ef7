import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@credo/contracts/errors';
import { Attendance, CHECKIN_QR_ROTATE_MS, type CheckInResult, type QrDetail } from '@credo/contracts/practical-training';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { getOrCreateSecret } from '../../platform/secrets';
import { HOLDING_SEAT } from './classroom.repo';
import { attendanceCounts, findRoomOfTenant, lockHeldSeat, lockSeatOfTenant, writeAttendance } from './classroom-checkin.repo';
import { notifyClassroomSurvey } from './classroom-survey-notify';

/**
 * QR check-in (issue 17 item 7). The trainer's screen shows a code that names the classroom and
 * a 30-second window, signed with HMAC-SHA256 under a key kept in app_secrets (shared by every
 * node, like the other secrets). A phone sends the code back: a code whose signature does not
 * match is forged (400); one older than the previous window is expired (501); the learner must
 * hold a seat in that classroom, the class must have begun (20037) and not ended. Everyone in the
 * room scans the same code, but one learner cannot use the same code twice (a replay, 501).
 */

const SECRET = 'classroom-checkin-qr';

/** Tests move time through this (the routes read it on every call). */
export const checkinClock = { now: (): Date => new Date() };

const windowOf = (at: Date) => Math.floor(at.getTime() / CHECKIN_QR_ROTATE_MS);
const signatureOf = (key: string, classroomId: number, window: number) =>
  createHmac('sha256', key).update(`checkin:${classroomId}:${window}`).digest('base64url').slice(0, 32);

const CODE = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/;

/** GET classroom/qr/detail (staff, the trainer's screen): the code of the current window, with the room's counts. */
export async function qrDetailOf(db: Db, tenantId: number, classroomId: number, now = checkinClock.now()): Promise<QrDetail> {
  const room = await findRoomOfTenant(db, tenantId, classroomId);
  if (!room) throw AppError.notFound('No such classroom');
  const key = await getOrCreateSecret(db, SECRET);
  const window = windowOf(now);
  const counts = await attendanceCounts(db, room.id);
  return {
    classroomId: room.id,
    title: room.title,
    startAt: room.startAt.toISOString(),
    endAt: room.endAt.toISOString(),
    code: `${room.id}.${window}.${signatureOf(key, room.id, window)}`,
    rotatesAt: new Date((window + 1) * CHECKIN_QR_ROTATE_MS).toISOString(),
    rotatesInMs: (window + 1) * CHECKIN_QR_ROTATE_MS - now.getTime(),
    enrolled: counts.enrolled,
    checkedIn: counts.checkedIn,
  };
}

/** GET registration/qr/checkIn (the learner's phone). */
export async function checkInByQr(db: Db, tenantId: number, userId: number, code: string, now = checkinClock.now()): Promise<CheckInResult> {
  const m = CODE.exec(code);
  if (!m) throw AppError.badRequest('This check-in code is not valid.');
  const classroomId = Number(m[1]);
  const window = Number(m[2]);
  const key = await getOrCreateSecret(db, SECRET);
  const expected = Buffer.from(signatureOf(key, classroomId, window));
  const given = Buffer.from(m[3]);
  const current = windowOf(now);
  // A window from the future was never shown: as forged as a wrong signature.
  if (!timingSafeEqual(expected, given) || window > current) throw AppError.badRequest('This check-in code is not valid.');
  if (window < current - 1) throw new AppError(ErrorCode.OTHER_ERROR, null, 'This check-in code has expired: scan the code on the screen again.');

  const room = await findRoomOfTenant(db, tenantId, classroomId);
  if (!room) throw AppError.notFound('No such classroom');
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const seat = await lockHeldSeat(tx, userId, room.id);
    if (!seat) throw new AppError(ErrorCode.OTHER_ERROR, null, 'You have no seat in this session: check in at the session you booked.');
    if (now < room.startAt) throw new AppError(ErrorCode.SIGN_IN_BEFORE_CLASS);
    if (now >= room.endAt) throw new AppError(ErrorCode.OTHER_ERROR, null, 'This session has ended: check-in is closed.');
    if (seat.checkinWindow === window)
      throw new AppError(ErrorCode.OTHER_ERROR, null, 'This check-in code has already been used: scan the code on the screen again.');
    const result = { registrationId: seat.id, classroomId: room.id, title: room.title, attendance: Attendance.CHECKED_IN };
    // Checked in already with an earlier code: the first time stands.
    if (seat.attendance === Attendance.CHECKED_IN && seat.attendedAt) {
      await writeAttendance(tx, seat.id, { attendance: Attendance.CHECKED_IN, at: seat.attendedAt, by: null, window });
      return { ...result, attendedAt: seat.attendedAt.toISOString() };
    }
    await writeAttendance(tx, seat.id, { attendance: Attendance.CHECKED_IN, at: now, by: null, window });
    await notifyClassroomSurvey(tx, room.id, userId);
    return { ...result, attendedAt: now.toISOString() };
  });
}

/**
 * Staff mark attendance by hand (the staff module audits it in the same transaction): a held
 * seat of the tenant's classrooms (else 404; a cancelled seat 501) becomes checked in or absent.
 */
export async function recordAttendance(
  tx: Db,
  staff: { id: number; tenantId: number },
  body: { registrationId: number; attendance: 'checkedIn' | 'absent'; reason?: string },
  now = checkinClock.now(),
) {
  const seat = await lockSeatOfTenant(tx, staff.tenantId, body.registrationId);
  if (!seat) throw AppError.notFound('No such classroom seat');
  if (!HOLDING_SEAT.includes(seat.status))
    throw new AppError(ErrorCode.OTHER_ERROR, { status: seat.status }, 'Only a held seat has attendance. Nothing changed.');
  const attendance = body.attendance === 'checkedIn' ? Attendance.CHECKED_IN : Attendance.ABSENT;
  await writeAttendance(tx, seat.id, { attendance, at: now, by: staff.id, window: null });
  if (attendance === Attendance.CHECKED_IN) await notifyClassroomSurvey(tx, seat.classroomId, seat.userId);
  return {
    result: { registrationId: seat.id, classroomId: seat.classroomId, attendance },
    detail: { reason: body.reason || null, userId: seat.userId, classroomId: seat.classroomId, from: seat.attendance, to: attendance },
  };
}
