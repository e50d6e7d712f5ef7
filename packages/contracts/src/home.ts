import { z } from 'zod';
import { classroomKindSchema, courseTypeSchema } from './enums-learning';

/**
 * Schemas of the home page calls (certification document sections 2 and 7: "home page data",
 * "FAQ list", "non-certification menu by languageId", "survey config"). The spec names the calls
 * but not their payloads; the field names here are ours and documented in /api/docs.
 * Timestamps are ISO 8601 strings with an offset.
 */

const isoTime = z.iso.datetime({ offset: true });

/** A published release course (course type 0) or video (1), newest first. */
const homeCourse = z.object({
  id: z.number().int(),
  name: z.string(),
  courseType: courseTypeSchema,
  credits: z.number().int(),
  coverUrl: z.string().nullable(),
  /** Name of the certification the course counts towards; null for stand-alone videos. */
  certificationName: z.string().nullable(),
});
export type HomeCourse = z.infer<typeof homeCourse>;

/** An upcoming instructor-led session (start in the future), soonest first. */
const homeClassroom = z.object({
  id: z.number().int(),
  title: z.string(),
  /** 0 onsite, 1 online (cert §9). */
  kind: classroomKindSchema,
  certificationId: z.number().int().nullable(),
  certificationName: z.string().nullable(),
  startAt: isoTime,
  endAt: isoTime,
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
  trainerName: z.string().nullable(),
  seats: z.number().int(),
  coverUrl: z.string().nullable(),
});
export type HomeClassroom = z.infer<typeof homeClassroom>;

export const trainer = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  photoUrl: z.string().nullable(),
  bio: z.string(),
  countryCode: z.string().nullable(),
});
export type Trainer = z.infer<typeof trainer>;

export const newsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  publishedAt: isoTime,
});
export type NewsItem = z.infer<typeof newsItem>;

export const faqItem = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  sort: z.number().int(),
});
export type FaqItem = z.infer<typeof faqItem>;

const userComment = z.object({
  id: z.number().int(),
  authorName: z.string(),
  /** Role and company, e.g. "Installer, Northgate Security". */
  authorRole: z.string(),
  avatarUrl: z.string().nullable(),
  content: z.string(),
  rating: z.number().int().min(1).max(5),
});
export type UserComment = z.infer<typeof userComment>;

/** GET /api/certification/home/getHomeData: every home section in one call. */
export const homeData = z.object({
  courses: z.array(homeCourse),
  classrooms: z.array(homeClassroom),
  trainers: z.array(trainer),
  /** Exactly the top HOME_NEWS_COUNT items (fewer when the site has fewer). */
  news: z.array(newsItem),
  faqs: z.array(faqItem),
  comments: z.array(userComment),
});
export type HomeData = z.infer<typeof homeData>;

/** How many of each the home page shows (news: HOME_NEWS_COUNT in constants.ts, from the spec). */
export const HOME_LIMITS = { courses: 8, classrooms: 6, trainers: 8, comments: 8 } as const;

/** GET /api/certification/nonCertification/menu: the header's non-certification group. */
export const nonCertificationMenuItem = z.object({
  id: z.number().int(),
  /** 'educationalVideo' or 'workshopSeminar'. */
  key: z.string(),
  title: z.string(),
  linkUrl: z.string(),
});
export type NonCertificationMenuItem = z.infer<typeof nonCertificationMenuItem>;

/**
 * GET /api/certification/survey/config: the floating evaluation survey. A site without one
 * answers activeState 0 with empty texts, so the client has one shape to test.
 */
export const surveyConfig = z.object({
  title: z.string(),
  description: z.string(),
  link: z.string(),
  /** 1 shows the survey button (cert §2). */
  activeState: z.union([z.literal(0), z.literal(1)]),
});
export type SurveyConfig = z.infer<typeof surveyConfig>;
