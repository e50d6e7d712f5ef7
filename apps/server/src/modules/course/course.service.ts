import { ErrorCode } from '@credo/contracts/errors';
import type { CourseDetail, RegistrationResult } from '@credo/contracts/course';
import {
  LearningProcess, RegistrationStatus,
  type LearningProcessValue, type NotificationStatusValue, type RegistrationStatusValue,
} from '@credo/contracts/enums-learning';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import { findChapters, findPublishedCourse, findRegistration, insertRegistration, updateNotification } from './course.repo';

type Ctx = Pick<RequestContext, 'siteId' | 'userId'>;

/**
 * The course detail page (/course/detail/{id}?courseType=, commerce §2, §4): the release course
 * of the request's site, its chapters in order and, for a signed-in learner, the registration.
 * Another site's, a scheduled or an unknown course is 404 (the client shows the not-found page).
 * A chapter is locked unless the registration is audited or the chapter is a free preview;
 * playback itself is checked by power/check (later step), so no video key or URL is sent here.
 */
export async function getCourseDetail(db: Db, ctx: Ctx, id: number, now = new Date()): Promise<CourseDetail> {
  const course = await findPublishedCourse(db, ctx.siteId, id, now);
  if (!course) throw AppError.notFound();
  const [rows, registration] = await Promise.all([
    findChapters(db, course.id),
    ctx.userId ? findRegistration(db, ctx.userId, course.id) : Promise.resolve(null),
  ]);
  const status = (registration?.status ?? RegistrationStatus.NOT_ENROLLED) as RegistrationStatusValue;
  const audited = status === RegistrationStatus.AUDITED;
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
    loggedIn: ctx.userId !== null,
    courseContentReleaseDTOS: rows.map((c) => ({
      id: c.id,
      title: c.title,
      sort: c.sort,
      durationSeconds: c.durationSeconds ?? 0,
      hasVideo: c.videoId !== null,
      isFreePreview: c.isFreePreview,
      locked: !(audited || c.isFreePreview),
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
