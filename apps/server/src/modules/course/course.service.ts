import { ErrorCode } from '@credo/contracts/errors';
import type { EnrolmentMode } from '@credo/contracts/certification-journey';
import type { CourseDetail, RegistrationRefusal, RegistrationResult } from '@credo/contracts/course';
import {
  LearningProcess,
  RegistrationStatus,
  type LearningProcessValue,
  type NotificationStatusValue,
  type RegistrationStatusValue,
} from '@credo/contracts/enums-learning';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import { findEnrolment } from '../enrolment/index';
import { certificationCreditsFrom, chapterStates, courseProgressSummary, registerInCourse, setCourseNotification } from '../learning/index';
import { findLearnerCourseRows, type LearnerCourseRows } from './course-learner.service';
import { findChapters, findPublishedCourse } from './course.repo';

type Ctx = Pick<RequestContext, 'siteId' | 'userId'>;

/** The part of a course detail that is the same for everyone: the course and its chapters. */
export type PublicCourse = {
  course: NonNullable<Awaited<ReturnType<typeof findPublishedCourse>>>;
  rows: Awaited<ReturnType<typeof findChapters>>;
};

/** How the course's certification is enrolled (decision 0010); 'open' for a course without one. */
const enrolmentModeOf = (course: { certificationEnrolmentMode: string | null }): EnrolmentMode =>
  (course.certificationEnrolmentMode ?? 'open') as EnrolmentMode;

/** The learner holds an approved enrolment in the certification (pending, rejected or reset do not count). */
async function holdsApprovedEnrolment(db: Db, userId: number, certificationId: number | null): Promise<boolean> {
  if (certificationId === null) return false;
  return (await findEnrolment(db, userId, certificationId))?.state === 'approved';
}

/** A published course of the site with its chapters; 404 otherwise (never cached: it throws). */
export async function loadPublicCourse(db: Db, siteId: number, id: number, now: Date): Promise<PublicCourse> {
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
 * itself is granted by power/check, so no video key or URL is sent here. `enrolmentMode` (of the
 * course's certification, public) tells the page whether enrolling needs an invitation code;
 * `certificationEnrolled` (the learner's) whether the learner already has one.
 * A visitor's answer depends on the site and the course only (not on courseType or language), so
 * the routes keep it as JSON bytes beside the public part; a learner's own rows, read in one query
 * (course-learner.repo), are kept per learner and course for at most 5 s and evicted by the
 * learner's own writes (decision 0036, course-learner-cache.ts). This function reads everything.
 */
export async function getCourseDetail(db: Db, ctx: Ctx, id: number, now = new Date()): Promise<CourseDetail> {
  const pub = await loadPublicCourse(db, ctx.siteId, id, now);
  return ctx.userId === null ? courseDetailOf(pub, null) : learnerCourseDetail(db, ctx.userId, pub);
}

/** A signed-in learner's detail of a course whose public part is at hand: one query for the learner's rows. */
export async function learnerCourseDetail(db: Db, userId: number, pub: PublicCourse): Promise<CourseDetail> {
  return courseDetailOf(pub, await findLearnerCourseRows(db, userId, pub.course.id, pub.course.certificationId));
}

/** The answer from the public part and the learner's own rows (null for a visitor); reads nothing. */
export function courseDetailOf({ course, rows }: PublicCourse, learner: LearnerCourseRows | null): CourseDetail {
  const registration = learner?.registration ?? null;
  const status = (registration?.status ?? RegistrationStatus.NOT_ENROLLED) as RegistrationStatusValue;
  const audited = status === RegistrationStatus.AUDITED;
  const summary = learner && courseProgressSummary(rows, learner.progress, learner.grantedCredits, audited);
  const credits =
    learner && course.certificationId !== null && course.certificationKind !== null
      ? certificationCreditsFrom(course.certificationId, course.certificationKind, learner.certificationCredits)
      : null;
  const states = summary?.states ?? chapterStates(rows, [], false);
  return {
    id: course.id,
    courseType: course.courseType,
    courseName: course.name,
    description: course.description,
    coverUrl: course.coverUrl,
    certificationId: course.certificationId,
    certificationName: course.certificationName,
    enrolmentMode: enrolmentModeOf(course),
    certificationEnrolled: learner?.certificationEnrolled ?? false,
    credits: course.credits,
    requirement: course.requirement,
    languageId: course.languageId,
    languageName: course.languageName,
    videoType: course.videoType,
    registrationStatus: status,
    learningProcess: (registration?.learningProcess ?? LearningProcess.NOT_STARTED) as LearningProcessValue,
    notificationStatus: (registration?.emailNotificationStatus ?? 0) as NotificationStatusValue,
    loggedIn: learner !== null,
    hasQuiz: course.hasQuiz,
    earnedCredits: summary?.earnedCredits ?? 0,
    certificationCredits: credits,
    resumeChapterId: summary?.resumeChapterId ?? null,
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
 * A course whose certification is enrolled with an invitation code (decision 0010) needs the
 * learner's approved enrolment in it: without one the answer is code 403 with `data`
 * { enrolmentMode: 'invitation', certificationId } (the page opens the invitation-code dialog)
 * and nothing is written.
 */
export async function addRegistration(
  db: Db,
  ctx: Ctx,
  userId: number,
  body: { relationId: number; emailNotificationStatus: number; courseType: number },
  now = new Date(),
): Promise<RegistrationResult> {
  const course = await findPublishedCourse(db, ctx.siteId, body.relationId, now);
  if (!course) throw AppError.notFound();
  if (enrolmentModeOf(course) === 'invitation' && !(await holdsApprovedEnrolment(db, userId, course.certificationId))) {
    const refusal: RegistrationRefusal = { enrolmentMode: 'invitation', certificationId: course.certificationId! };
    throw new AppError(ErrorCode.FORBIDDEN, refusal, "This course's certification is enrolled with an invitation code.");
  }
  const row = await registerInCourse(db, {
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
export async function updateNotificationStatus(db: Db, userId: number, body: { releaseCourseId: number; notificationStatus: number }): Promise<null> {
  if (!(await setCourseNotification(db, userId, body.releaseCourseId, body.notificationStatus))) throw AppError.notFound();
  return null;
}
