import { ErrorCode } from '@credo/contracts/errors';
import type { CourseDetail, RegistrationResult } from '@credo/contracts/course';
import {
  LearningProcess, RegistrationStatus,
  type LearningProcessValue, type NotificationStatusValue, type RegistrationStatusValue,
} from '@credo/contracts/enums-learning';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import { certificationCreditsOf, chapterStates, learnerCourseProgress } from '../learning/learning.service';
import { findChapters, findPublishedCourse, findRegistration, insertRegistration, updateNotification } from './course.repo';

type Ctx = Pick<RequestContext, 'siteId' | 'userId'>;

/** The part of a course detail that is the same for everyone: the course and its chapters. */
export type PublicCourse = {
  course: NonNullable<Awaited<ReturnType<typeof findPublishedCourse>>>;
  rows: Awaited<ReturnType<typeof findChapters>>;
};
export type PublicCourseCache = (key: string, load: () => Promise<PublicCourse>) => Promise<PublicCourse>;

/** A published course of the site with its chapters; 404 otherwise (never cached: it throws). */
async function loadPublicCourse(db: Db, siteId: number, id: number, now: Date): Promise<PublicCourse> {
  const course = await findPublishedCourse(db, siteId, id, now);
  if (!course) throw AppError.notFound();
  return { course, rows: await findChapters(db, course.id) };
}

/**
 * The course detail page (/course/detail/{id}?courseType=, commerce §2, §4): the release course
 * of the request's site, its chapters in order and, for a signed-in learner, the registration.
 * Another site's, a scheduled or an unknown course is 404 (the client shows the not-found page).
 * Chapters unlock in order (learning.service chapterStates): a free preview is open to all,
 * the others need an audited registration and every earlier chapter watched to the end. Playback
 * itself is granted by power/check, so no video key or URL is sent here.
 */
export async function getCourseDetail(
  db: Db, ctx: Ctx, id: number, now = new Date(),
  /** Where the public part may come from (the routes keep it for the reference-data TTL); read afresh by default. */
  cached: PublicCourseCache = (_key, load) => load(),
): Promise<CourseDetail> {
  const [{ course, rows }, registration] = await Promise.all([
    cached(`${ctx.siteId}|${id}`, () => loadPublicCourse(db, ctx.siteId, id, now)),
    ctx.userId ? findRegistration(db, ctx.userId, id) : Promise.resolve(null),
  ]);
  const status = (registration?.status ?? RegistrationStatus.NOT_ENROLLED) as RegistrationStatusValue;
  const audited = status === RegistrationStatus.AUDITED;
  const userId = ctx.userId;
  const [learner, credits] = userId === null ? [null, null] : await Promise.all([
    learnerCourseProgress(db, userId, course.id, audited, rows),
    course.certificationId !== null && course.certificationKind !== null
      ? certificationCreditsOf(db, userId, course.certificationId, course.certificationKind)
      : Promise.resolve(null),
  ]);
  const states = learner?.states ?? chapterStates(rows, [], false);
  return {
    id: course.id,
    courseType: course.courseType,
    courseName: course.name,
    description: course.description,
    coverUrl: course.coverUrl,
    certificationId: course.certificationId,
    certificationName: course.certificationName,
    credits: course.credits,
    requirement: course.requirement,
    languageId: course.languageId,
    languageName: course.languageName,
    videoType: course.videoType,
    registrationStatus: status,
    learningProcess: (registration?.learningProcess ?? LearningProcess.NOT_STARTED) as LearningProcessValue,
    notificationStatus: (registration?.emailNotificationStatus ?? 0) as NotificationStatusValue,
    loggedIn: userId !== null,
    hasQuiz: course.hasQuiz,
    earnedCredits: learner?.earnedCredits ?? 0,
    certificationCredits: credits,
    resumeChapterId: learner?.resumeChapterId ?? null,
    courseContentReleaseDTOS: rows.map((c, i) => ({
      id: c.id,
      title: c.title,
      sort: c.sort,
      durationSeconds: c.durationSeconds ?? 0,
      hasVideo: c.videoId !== null,
      isFreePreview: c.isFreePreview,
      locked: states[i].locked,
      payDuration: states[i].payDuration,
      watchedSeconds: states[i].watchedSeconds,
      completed: states[i].completed,
    })),
  };
}

/**
 * Enrolment (POST addRegistration, commerce §7). Self-paced courses and videos carry no price
 * and no review in the spec, so the registration is audited (2) at once. A repeat enrol answers
 * 10024 "already registered" (commerce §8 lists it as the repeat-enrol code): the unique index on
 * (user, course) decides, so a double click or ten racing requests leave exactly one row.
 */
export async function addRegistration(
  db: Db, ctx: Ctx, userId: number,
  body: { relationId: number; emailNotificationStatus: number; courseType: number },
  now = new Date(),
): Promise<RegistrationResult> {
  const course = await findPublishedCourse(db, ctx.siteId, body.relationId, now);
  if (!course) throw AppError.notFound();
  const row = await insertRegistration(db, {
    userId,
    relationId: course.id,
    courseType: course.courseType,
    status: RegistrationStatus.AUDITED,
    learningProcess: LearningProcess.NOT_STARTED,
    emailNotificationStatus: body.emailNotificationStatus,
  });
  if (!row) throw new AppError(ErrorCode.ALREADY_REGISTERED);
  return {
    relationId: row.relationId,
    registrationStatus: row.status as RegistrationStatusValue,
    learningProcess: row.learningProcess as LearningProcessValue,
  };
}

/** The learner's own notification setting of a course; another learner's row is never touched. */
export async function updateNotificationStatus(
  db: Db, userId: number, body: { releaseCourseId: number; notificationStatus: number },
): Promise<null> {
  const row = await updateNotification(db, userId, body.releaseCourseId, body.notificationStatus);
  if (!row) throw AppError.notFound();
  return null;
}
