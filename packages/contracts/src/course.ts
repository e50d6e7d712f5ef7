import { z } from 'zod';
import { learningProcessSchema, notificationStatusSchema, registrationStatusSchema } from './enums-learning';

/**
 * Schemas of the course detail page and enrolment (commerce document §2, §4, §7):
 * GET /api/certification/release/course/detail {id, courseType},
 * POST /api/user/registration/addRegistration {relationId, emailNotificationStatus, courseType},
 * POST /api/user/course/process/updateNotificationStatus {releaseCourseId, notificationStatus}.
 */

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
/** Course type: 0 course, 1 video (commerce §4). */
const courseTypeParam = z.coerce.number().int().min(0).max(1);

export const courseDetailQuery = z.object({
  id: positiveId,
  courseType: courseTypeParam.optional(),
});
export type CourseDetailQuery = z.input<typeof courseDetailQuery>;

/** One chapter in course order; never a storage key or a video URL (playback is checked apart). */
export const courseChapter = z.object({
  id: z.number().int(),
  title: z.string(),
  sort: z.number().int(),
  /** Seconds of the chapter's video; 0 when it has none. */
  durationSeconds: z.number().int(),
  hasVideo: z.boolean(),
  isFreePreview: z.boolean(),
  /** True unless the learner's registration is audited or the chapter is a free preview. */
  locked: z.boolean(),
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
  courseContentReleaseDTOS: z.array(courseChapter),
});
export type CourseDetail = z.infer<typeof courseDetail>;

export const addRegistrationBody = z.object({
  relationId: positiveId,
  /** 1 subscribed to e-mail notifications, 0 not. */
  emailNotificationStatus: z.coerce.number().int().min(0).max(1).default(0),
  courseType: courseTypeParam.default(0),
});
export type AddRegistrationBody = z.input<typeof addRegistrationBody>;

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
export type UpdateNotificationBody = z.input<typeof updateNotificationBody>;
