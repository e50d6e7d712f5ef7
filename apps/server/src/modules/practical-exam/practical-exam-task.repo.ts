import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications, practicalExamEnrolments, practicalExams, practicalExamTasks } from '../../db/schema/index';
import { HOLDING } from './practical-exam.repo';

/** The task of a certification on the site (cert §3 showTask, needRecord, taskContent), with its name; null without one. */
export async function findTaskOnSite(db: Db, siteId: number, certificationId: number) {
  const [row] = await db
    .select({
      certificationId: certifications.id,
      name: certifications.name,
      showTask: practicalExamTasks.showTask,
      needRecord: practicalExamTasks.needRecord,
      taskContent: practicalExamTasks.taskContent,
    })
    .from(certifications)
    .leftJoin(practicalExamTasks, eq(practicalExamTasks.certificationId, certifications.id))
    .where(and(eq(certifications.id, certificationId), eq(certifications.siteId, siteId)))
    .limit(1);
  return row ?? null;
}

/** The learner's latest place of a certification with its session, or null. */
export async function findLatestPlace(db: Db, userId: number, certificationId: number) {
  const [row] = await db
    .select({
      id: practicalExamEnrolments.id,
      practicalExamId: practicalExamEnrolments.practicalExamId,
      name: practicalExams.name,
      startAt: practicalExams.startAt,
      status: practicalExamEnrolments.status,
      createdAt: practicalExamEnrolments.createdAt,
      recordLink: practicalExamEnrolments.recordLink,
      linkPasswd: practicalExamEnrolments.linkPasswd,
      recordFileType: practicalExamEnrolments.recordFileType,
      recordFileSize: practicalExamEnrolments.recordFileSize,
      recordSubmittedAt: practicalExamEnrolments.recordSubmittedAt,
      score: practicalExamEnrolments.score,
    })
    .from(practicalExamEnrolments)
    .innerJoin(practicalExams, eq(practicalExams.id, practicalExamEnrolments.practicalExamId))
    .where(and(eq(practicalExamEnrolments.userId, userId), eq(practicalExamEnrolments.certificationId, certificationId)))
    // A held place first (there is at most one), else the newest.
    .orderBy(desc(eq(practicalExamEnrolments.status, HOLDING)), desc(practicalExamEnrolments.createdAt), desc(practicalExamEnrolments.id))
    .limit(1);
  return row ?? null;
}

/** The recording fields of a place (the caller holds its row lock). */
export async function findRecording(db: Db, placeId: number) {
  const [row] = await db
    .select({ key: practicalExamEnrolments.recordFileKey, submittedAt: practicalExamEnrolments.recordSubmittedAt })
    .from(practicalExamEnrolments)
    .where(eq(practicalExamEnrolments.id, placeId));
  return row ?? null;
}

export async function writeRecording(
  tx: Db,
  placeId: number,
  set: {
    recordLink: string | null;
    linkPasswd: string | null;
    recordFileKey: string | null;
    recordFileType: string | null;
    recordFileSize: number | null;
    at: Date;
  },
) {
  const { at, ...rest } = set;
  await tx
    .update(practicalExamEnrolments)
    .set({ ...rest, recordSubmittedAt: at, updatedAt: at })
    .where(eq(practicalExamEnrolments.id, placeId));
}

export async function writeScore(tx: Db, placeId: number, score: number) {
  await tx.update(practicalExamEnrolments).set({ score }).where(eq(practicalExamEnrolments.id, placeId));
}

/** Upcoming sessions of the site in the visitor's language (not started), soonest first, with their certification and held seats. */
export async function findCards(db: Db, siteId: number, languageId: number, now: Date, limit: number, offset: number) {
  const held = db
    .select({ practicalExamId: practicalExamEnrolments.practicalExamId, n: count().as('n') })
    .from(practicalExamEnrolments)
    .where(eq(practicalExamEnrolments.status, HOLDING))
    .groupBy(practicalExamEnrolments.practicalExamId)
    .as('held');
  const where = and(eq(practicalExams.siteId, siteId), eq(practicalExams.languageId, languageId), gt(practicalExams.startAt, now));
  const rows = await db
    .select({
      id: practicalExams.id,
      name: practicalExams.name,
      certificationId: practicalExams.certificationId,
      certificationName: certifications.name,
      isCharge: practicalExams.isCharge,
      city: practicalExams.city,
      countryCode: practicalExams.countryCode,
      address: practicalExams.address,
      startAt: practicalExams.startAt,
      endAt: practicalExams.endAt,
      seats: practicalExams.seats,
      held: held.n,
    })
    .from(practicalExams)
    .innerJoin(certifications, eq(certifications.id, practicalExams.certificationId))
    .leftJoin(held, eq(held.practicalExamId, practicalExams.id))
    .where(where)
    .orderBy(asc(practicalExams.startAt), asc(practicalExams.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(practicalExams).where(where);
  return { rows, total };
}

/**
 * What a rescheduled place carries over to its new session: how it was booked, the learner's needs,
 * and the submitted recording (link or file) with any score, which would otherwise stay on the
 * cancelled place, where nobody can grade it and the learner is asked to submit again.
 */
export async function placeDetailsOf(db: Db, placeId: number) {
  const [row] = await db
    .select({
      via: practicalExamEnrolments.via,
      invitationId: practicalExamEnrolments.invitationId,
      allergies: practicalExamEnrolments.allergies,
      dietaryRequirements: practicalExamEnrolments.dietaryRequirements,
      recordLink: practicalExamEnrolments.recordLink,
      linkPasswd: practicalExamEnrolments.linkPasswd,
      recordFileKey: practicalExamEnrolments.recordFileKey,
      recordFileType: practicalExamEnrolments.recordFileType,
      recordFileSize: practicalExamEnrolments.recordFileSize,
      recordSubmittedAt: practicalExamEnrolments.recordSubmittedAt,
      score: practicalExamEnrolments.score,
    })
    .from(practicalExamEnrolments)
    .where(eq(practicalExamEnrolments.id, placeId));
  return row;
}
