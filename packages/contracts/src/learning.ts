import { z } from 'zod';
import { DEFAULT_QUIZ_EXIST } from './constants';
import { inputText, positiveId } from './fields';
import { learningProcessSchema } from './enums-learning';

/**
 * Playback and learning progress of self-paced courses and videos (commerce document §3 "Video
 * playback info", §7):
 * GET  /api/certification/release/course/power/check {id, courseContentId, courseType},
 * POST /api/certification/release/course/reload {releaseCourseId, releaseCourseContentId, payDuration, quizExist},
 * POST /api/certification/evaluate/queryByUserId {relationType, relationId, courseType},
 * POST /api/certification/evaluate/save (ours: the spec shows no path for saving an evaluation).
 */

const courseTypeParam = z.coerce.number().int().min(0).max(1);

/**
 * How far a saved position may run ahead of the wall clock since the previous save (or since the
 * playback was issued): the player offers speeds up to 2x, plus a little slack for the network.
 * Seconds advanced faster than that are remembered as the resume position but never count as
 * watched, so a forged jump to the end cannot complete a chapter.
 */
export const PLAYBACK = {
  maxRate: 2,
  graceSeconds: 3,
  /** A chapter is watched to the end when every second but the last one was watched. */
  endToleranceSeconds: 1,
  /** The signed stream URL lives for the video's length plus this many seconds. */
  urlTtlExtraSeconds: 600,
  /** The player saves progress this often while it plays (and on pause, seek and end). */
  saveEveryMs: 5_000,
} as const;

export const powerCheckQuery = z.object({
  /** The release course. */
  id: positiveId,
  /** The chapter (course content) to play. */
  courseContentId: positiveId,
  courseType: courseTypeParam.optional(),
});

/** Video playback info (commerce §3): key, url, payDuration. */
export const playbackInfo = z.object({
  /** Opaque playback key of this grant (also the last path segment of `url`). */
  key: z.string(),
  /** Signed, short-lived stream URL on this origin; byte ranges supported. */
  url: z.string(),
  /** Saved position in seconds to resume from (0 at the first play, 0 again once watched to the end). */
  payDuration: z.number(),
  durationSeconds: z.number().int(),
  /** When `url` stops working (ISO time); the player asks power/check again after that. */
  expiresAt: z.iso.datetime({ offset: true }),
});
export type PlaybackInfo = z.infer<typeof playbackInfo>;

export const reloadBody = z.object({
  releaseCourseId: positiveId,
  releaseCourseContentId: positiveId,
  /** Position in seconds the learner reached; never beyond the video's length. */
  payDuration: z.coerce.number().min(0).max(86_400),
  /**
   * Sent by the client (default 1) as the spec's payload has it; the server never trusts it and
   * decides from the course's own quiz whether completion waits for a passed quiz.
   */
  quizExist: z.coerce.number().int().min(0).max(1).default(DEFAULT_QUIZ_EXIST),
});

/** What a progress save changed: the chapter, the course and any credits granted. */
export const reloadResult = z.object({
  payDuration: z.number(),
  /** Seconds of the chapter watched at an honest pace so far. */
  watchedSeconds: z.number().int(),
  chapterCompleted: z.boolean(),
  learningProcess: learningProcessSchema,
  /** The chapter this save unlocked (the next one in order), if any. */
  unlockedChapterId: z.number().int().nullable(),
  courseCompleted: z.boolean(),
  /** Credits granted to the learner by this course (0 until it is complete). */
  earnedCredits: z.number().int(),
});
export type ReloadResult = z.infer<typeof reloadResult>;

/** The learner's credits towards the course's certification (cert §9: 9 vendor, 12 general). */
export const certificationCredits = z.object({
  certificationId: z.number().int(),
  earned: z.number().int(),
  required: z.number().int(),
});
export type CertificationCredits = z.infer<typeof certificationCredits>;

// ---- Evaluation (the learner's own rating of a course or video) -------------------------

export const EVALUATION_COMMENT_MAX = 200;

export const evaluationQuery = z.object({
  /** 1 quiz relation (a course) is what the course page sends; kept as the spec's payload. */
  relationType: z.coerce.number().int().min(0).max(3).default(1),
  relationId: positiveId,
  courseType: courseTypeParam.default(0),
});

export const evaluation = z.object({
  relationId: z.number().int(),
  /** 1 to 5 stars. */
  score: z.number().int().min(1).max(5),
  content: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Evaluation = z.infer<typeof evaluation>;

export const saveEvaluationBody = z.object({
  relationId: positiveId,
  courseType: courseTypeParam.default(0),
  score: z.coerce.number().int().min(1).max(5),
  content: inputText.trim().max(EVALUATION_COMMENT_MAX).default(''),
});
export type SaveEvaluationBody = z.input<typeof saveEvaluationBody>;
