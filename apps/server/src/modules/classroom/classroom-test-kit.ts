import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { certificationEnrolments, certifications, classroomRegistrations, classrooms } from '../../db/schema/index';
import type { TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

/** Test helpers of the classroom suites (not a test file itself): classrooms at chosen times, learners, calls. */

export async function certificationOf(t: TestApp, groupKey: string, siteId = 1, languageId = 1): Promise<number> {
  const [row] = await t.app.db
    .select({ id: certifications.id })
    .from(certifications)
    .where(and(eq(certifications.groupKey, groupKey), eq(certifications.siteId, siteId), eq(certifications.languageId, languageId)))
    .limit(1);
  if (!row) throw new Error(`no ${groupKey} on site ${siteId}`);
  return row.id;
}

export type RoomInsert = { certificationId: number | null; startInMs?: number; hours?: number; seats?: number; siteId?: number; title?: string };
/** A classroom of site 1 (English) starting `startInMs` from now (default: in 10 days), 3 hours long, 20 seats. */
export async function makeClassroom(t: TestApp, r: RoomInsert) {
  const startAt = new Date(Date.now() + (r.startInMs ?? 10 * DAY_MS));
  const [row] = await t.app.db
    .insert(classrooms)
    .values({
      siteId: r.siteId ?? 1,
      languageId: 1,
      title: r.title ?? 'Test class',
      kind: 1,
      certificationId: r.certificationId,
      startAt,
      endAt: new Date(startAt.getTime() + (r.hours ?? 3) * HOUR_MS),
      seats: r.seats ?? 20,
    })
    .returning();
  return row;
}

export const learner = (t: TestApp) => signIn(t, { firstName: 'Ada', lastName: 'Lovelace', countryCode: 'US' });

/** An enrolment in the certification (approved unless told), its cycle begun `cycleAgoMs` ago. */
export async function enrolIn(t: TestApp, userId: number, certificationId: number, state = 'approved', cycleAgoMs = DAY_MS) {
  const [row] = await t.app.db
    .insert(certificationEnrolments)
    .values({
      userId,
      certificationId,
      siteId: 1,
      state,
      via: 'direct',
      cycleStartedAt: new Date(Date.now() - cycleAgoMs),
    })
    .returning();
  return row;
}

/** An approved learner of the certification. */
export async function enrolledLearner(t: TestApp, certificationId: number) {
  const me = await learner(t);
  await enrolIn(t, me.user.id, certificationId);
  return me;
}

/** A seat written straight into the table (for the state before a call). */
export async function seatOf(t: TestApp, userId: number, room: { id: number; certificationId: number | null }, status = 3, createdAt = new Date()) {
  const [row] = await t.app.db
    .insert(classroomRegistrations)
    .values({ userId, classroomId: room.id, certificationId: room.certificationId, status, createdAt })
    .returning();
  return row;
}

export const post = (t: TestApp, me: SignedIn | null, path: string, payload: Record<string, unknown>, siteId = 1) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: me ? me.headers : {},
    payload: { siteId, languageId: 1, ...payload },
  });
export const enrollClassroom = (t: TestApp, me: SignedIn | null, classroomId: number, emailNotificationStatus = 1) =>
  post(t, me, 'user/registration/enrollClassroom', { classroomId, emailNotificationStatus });
export const cancelClassroom = (t: TestApp, me: SignedIn | null, classroomId: number) => post(t, me, 'user/registration/cancelClassroom', { classroomId });
export const listOf = (t: TestApp, me: SignedIn | null, certificationId: number, siteId = 1) =>
  post(t, me, 'certification/classroom/getOfCertification', { certificationId }, siteId);

export const codeOf = (res: Awaited<ReturnType<typeof post>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().code as number;
};

/** The learner's seat rows in a classroom, oldest first. */
export const seatsIn = (t: TestApp, userId: number, classroomId: number) =>
  t.app.db
    .select()
    .from(classroomRegistrations)
    .where(and(eq(classroomRegistrations.userId, userId), eq(classroomRegistrations.classroomId, classroomId)))
    .orderBy(classroomRegistrations.id);

/** Held seats (pending or enrolled) of a classroom. */
export async function heldSeats(t: TestApp, classroomId: number): Promise<number> {
  const rows = await t.app.db
    .select({ status: classroomRegistrations.status })
    .from(classroomRegistrations)
    .where(eq(classroomRegistrations.classroomId, classroomId));
  return rows.filter((r) => r.status === 2 || r.status === 3).length;
}

export async function learningTypeOf(t: TestApp, userId: number, certificationId: number) {
  const [row] = await t.app.db
    .select({ learningType: certificationEnrolments.learningType, state: certificationEnrolments.state, via: certificationEnrolments.via })
    .from(certificationEnrolments)
    .where(and(eq(certificationEnrolments.userId, userId), eq(certificationEnrolments.certificationId, certificationId)));
  return row ?? null;
}
