import { z } from 'zod';
import { positiveId } from './fields';
import { enrolmentModeSchema } from './certification-journey';
import { learningProcessSchema, notificationStatusSchema, registrationStatusSchema } from './enums-learning';
import { certificationCredits } from './learning';

/**
 * Schemas of the course detail page and enrolment (commerce document §2, §4, §7):
 * GET /api/certification/release/course/detail {id, courseType},
 * POST /api/user/registration/addRegistration {relationId, emailNotificationStatus, courseType},
 * POST /api/user/course/process/updateNotificationStatus {releaseCourseId, notificationStatus}.
 */

/** Course type: 0 course, 1 video (commerce §4). */
const courseTypeParam = z.coerce.number().int().min(0).max(1);

export const courseDetailQuery = z.object({
  id: positiveId,
  courseType: courseTypeParam.optional(),
});

/** One chapter in course order; never a storage key or a video URL (playback is checked apart). */
const courseChapter = z.object({
  id: z.number().int(),
  title: z.string(),
  sort: z.number().int(),
  /** Seconds of the chapter's video; 0 when it has none. */
  durationSeconds: z.number().int(),
  hasVideo: z.boolean(),
  isFreePreview: z.boolean(),
  /**
   * False for a free preview; otherwise true until the learner's registration is audited and
   * every earlier chapter with a video has been watched to the end (chapters unlock in order).
   */
  locked: z.boolean(),
  /** The learner's saved position in seconds (resume point); 0 for visitors. */
  payDuration: z.number(),
  /** Seconds watched at an honest pace (server-verified); 0 for visitors. */
  watchedSeconds: z.number().int(),
  /** Watched to the end (server-verified from the saved progress). */
  completed: z.boolean(),
});
export type CourseChapter = z.infer<typeof courseChapter>;

export const courseDetail = z.object({
  id: z.number().int(),
  courseType: z.number().int(),
  courseName: z.string(),
  description: z.string(),
  coverUrl: z.string().nullable(),
  certificationId: z.number().int().nullable(),
  certificationName: z.string().nullable(),
  /**
   * How the course's certification is enrolled (decision 0010); 'open' for a course without one.
   * 'invitation': enrolling in the course needs an approved enrolment in the certification first,
   * which an invitation code gives (the page opens the invitation-code dialog, commerce §6 "hsc").
   */
  enrolmentMode: enrolmentModeSchema,
  /** The learner holds an approved enrolment in the course's certification; false for visitors and without one. */
  certificationEnrolled: z.boolean(),
  credits: z.number().int(),
  /** 1 compulsory, 0 elective. */
  requirement: z.number().int(),
  languageId: z.number().int(),
  languageName: z.string(),
  /** 1 topic, 2 course, 3 webinar. */
  videoType: z.number().int(),
  /** 0 for visitors and learners who have not enrolled. */
  registrationStatus: registrationStatusSchema,
  learningProcess: learningProcessSchema,
  notificationStatus: notificationStatusSchema,
  loggedIn: z.boolean(),
  /** The course has a quiz: completion then also needs the quiz passed (learning process 3). */
  hasQuiz: z.boolean(),
  /** Credits this course granted the learner (0 until complete). */
  earnedCredits: z.number().int(),
  /** The learner's credits towards the course's certification; null for visitors or without one. */
  certificationCredits: certificationCredits.nullable(),
  /** Chapter to continue with: the last one played, else the first unfinished one. */
  resumeChapterId: z.number().int().nullable(),
  courseContentReleaseDTOS: z.array(courseChapter),
});
export type CourseDetail = z.infer<typeof courseDetail>;

export const addRegistrationBody = z.object({
  relationId: positiveId,
  /** 1 subscribed to e-mail notifications, 0 not. */
  emailNotificationStatus: z.coerce.number().int().min(0).max(1).default(0),
  courseType: courseTypeParam.default(0),
});

/**
 * The context of addRegistration's refusal (code 403) of a course whose certification is enrolled
 * with an invitation code while the learner holds no approved enrolment in it.
 */
export const registrationRefusal = z.object({
  enrolmentMode: z.literal('invitation'),
  certificationId: z.number().int(),
});
export type RegistrationRefusal = z.infer<typeof registrationRefusal>;

export const registrationResult = z.object({
  relationId: z.number().int(),
  registrationStatus: registrationStatusSchema,
  learningProcess: learningProcessSchema,
});
export type RegistrationResult = z.infer<typeof registrationResult>;

export const updateNotificationBody = z.object({
  releaseCourseId: positiveId,
  /** Unsubscribing sends 2 (commerce §4). */
  notificationStatus: z.coerce.number().int().min(0).max(2).default(2),
});
