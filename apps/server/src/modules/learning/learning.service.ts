import { requiredCredits } from '@credo/contracts/constants';
import { LearningProcess, RegistrationStatus, type LearningProcessValue } from '@credo/contracts/enums-learning';
import { ErrorCode } from '@credo/contracts/errors';
import { PLAYBACK, type CertificationCredits, type Evaluation, type PlaybackInfo, type ReloadResult } from '@credo/contracts/learning';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import {
  anchorProgress,
  findCourseChapters,
  findCourseProgress,
  findEvaluation,
  findGrant,
  findLearningCourse,
  findRegistration,
  grantCredits,
  grantCreditsMany,
  setLearningProcess,
  upsertEvaluation,
  upsertProgress,
  type CourseChapterRow,
  type LearningCourse,
  type ProgressRow,
} from './learning.repo';
import { signVideoKey } from './video-url';
import { notifyCourseSurvey, notifyCourseSurveys } from './course-survey-notify';
import { applySave, countWatched, emptyWatched, isWatchedToEnd } from './watch-progress';

type Ctx = { siteId: number };

/** A chapter as the learning rules see it for one learner. */
export type ChapterState = {
  id: number;
  locked: boolean;
  completed: boolean;
  payDuration: number;
  watchedSeconds: number;
};

/**
 * Chapters unlock in order (the course detail shows the lock icon): a free preview is always
 * open; any other chapter needs an audited registration and every earlier chapter with a video
 * watched to the end. Chapters without a video neither gate nor count.
 */
type GateRow = Pick<CourseChapterRow, 'id' | 'isFreePreview' | 'videoId'>;
type ProgressState = Pick<ProgressRow, 'chapterId' | 'completedAt' | 'position' | 'watchedSeconds'>;

export function chapterStates(rows: GateRow[], progress: ProgressState[], audited: boolean): ChapterState[] {
  const byChapter = new Map(progress.map((p) => [p.chapterId, p]));
  let earlierUnfinished = false;
  return rows.map((c) => {
    const p = byChapter.get(c.id);
    const completed = p?.completedAt != null;
    const locked = !c.isFreePreview && (!audited || earlierUnfinished);
    if (c.videoId !== null && !completed) earlierUnfinished = true;
    return { id: c.id, locked, completed, payDuration: p?.position ?? 0, watchedSeconds: p?.watchedSeconds ?? 0 };
  });
}

/** Every chapter with a video watched to the end (a course without videos is never complete by watching). */
const allWatched = (rows: CourseChapterRow[], states: ChapterState[]) =>
  rows.some((c) => c.videoId !== null) && rows.every((c, i) => c.videoId === null || states[i].completed);

/**
 * The learner's progress summary the course detail page shows, from the rows it read in one query
 * (course-learner.repo): the chapters in course order, the learner's progress in the course (most
 * recently played first) and the credits the course granted (0 without a grant).
 */
export function courseProgressSummary(rows: GateRow[], progress: ProgressState[], grantedCredits: number, audited: boolean) {
  const states = chapterStates(rows, progress, audited);
  const firstOpenUnfinished = states.find((s, i) => !s.locked && !s.completed && rows[i].videoId !== null);
  const lastPlayed = progress[0]?.chapterId ?? null;
  return {
    states,
    earnedCredits: grantedCredits,
    resumeChapterId: firstOpenUnfinished?.id ?? lastPlayed,
  };
}

/** The learner's credits towards a certification against the threshold of its kind (cert §9), from the sum already read. */
export function certificationCreditsFrom(certificationId: number, kind: number, earned: number): CertificationCredits {
  return { certificationId, earned, required: requiredCredits(kind) };
}

async function courseAndChapter(db: Db, ctx: Ctx, courseId: number, chapterId: number, now: Date) {
  const course = await findLearningCourse(db, ctx.siteId, courseId, now);
  if (!course) throw AppError.notFound();
  const rows = await findCourseChapters(db, course.id);
  const index = rows.findIndex((c) => c.id === chapterId);
  if (index < 0) throw AppError.notFound();
  return { course, rows, index, chapter: rows[index] };
}

const forbidden = (message: string) => new AppError(ErrorCode.FORBIDDEN, null, message, 403);

/**
 * GET power/check (commerce §6: checked when logged in and the type is video or the registration
 * audited): issues a signed stream URL for one chapter only when the learner may play it now, and
 * the saved position to resume from. It also restarts the chapter's wall clock, so the next
 * progress save is measured from this moment.
 */
export async function checkPlayback(
  db: Db,
  ctx: Ctx,
  userId: number,
  query: { id: number; courseContentId: number },
  secret: string,
  now = new Date(),
): Promise<PlaybackInfo> {
  const { course, rows, index, chapter } = await courseAndChapter(db, ctx, query.id, query.courseContentId, now);
  if (chapter.videoId === null || chapter.durationSeconds === null) throw AppError.notFound('This chapter has no video');
  const registration = await findRegistration(db, userId, course.id);
  const audited = registration?.status === RegistrationStatus.AUDITED;
  const progress = registration ? await findCourseProgress(db, userId, course.id) : [];
  const state = chapterStates(rows, progress, audited)[index];
  if (state.locked) {
    throw forbidden(audited ? 'Finish the previous chapter to unlock this one' : 'Enrol in the course to watch this chapter');
  }
  if (registration) {
    await anchorProgress(db, {
      userId,
      chapterId: chapter.id,
      releaseCourseId: course.id,
      position: 0,
      watched: emptyWatched(chapter.durationSeconds),
      anchorAt: now,
      updatedAt: now,
    });
  }
  const ttl = chapter.durationSeconds + PLAYBACK.urlTtlExtraSeconds;
  const expiresAt = Math.floor(now.getTime() / 1000) + ttl;
  const key = signVideoKey(secret, { videoId: chapter.videoId, userId, expiresAt });
  // Resume where the learner stopped; once watched to the end the chapter starts over.
  const resume = state.completed || state.payDuration >= chapter.durationSeconds - PLAYBACK.endToleranceSeconds ? 0 : state.payDuration;
  return {
    key,
    url: `/media/video/${key}`,
    payDuration: resume,
    durationSeconds: chapter.durationSeconds,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}

/**
 * POST reload: saves the learner's position in a chapter. The registration row is locked for the
 * transaction, so saves from two tabs apply one after the other. A position beyond the video is
 * refused and changes nothing; seconds count as watched only at an honest pace (watch-progress.ts).
 * When the last chapter is watched to the end the course's learning ends: without a quiz it is
 * complete at once and grants its credits (once); with one it waits for the quiz (learning ended).
 */
export async function saveProgress(
  db: Db,
  ctx: Ctx,
  userId: number,
  body: { releaseCourseId: number; releaseCourseContentId: number; payDuration: number },
  now = new Date(),
): Promise<ReloadResult> {
  const { course, rows, index, chapter } = await courseAndChapter(db, ctx, body.releaseCourseId, body.releaseCourseContentId, now);
  const duration = chapter.durationSeconds;
  if (chapter.videoId === null || duration === null) throw AppError.notFound('This chapter has no video');
  // Players report the end as the media's own duration, a fraction over the whole seconds stored.
  if (body.payDuration > duration + 1) {
    throw AppError.badRequest(`payDuration ${body.payDuration} is beyond the video's length of ${duration} seconds`);
  }
  const to = Math.min(body.payDuration, duration);

  return db.transaction(async (tx) => {
    const registration = await findRegistration(tx, userId, course.id, true);
    if (!registration || registration.status !== RegistrationStatus.AUDITED) throw forbidden('Enrol in the course to save progress');
    const progress = await findCourseProgress(tx, userId, course.id);
    const before = chapterStates(rows, progress, true);
    if (before[index].locked) throw forbidden('Finish the previous chapter to unlock this one');

    const previous = progress.find((p) => p.chapterId === chapter.id);
    const elapsed = previous ? (now.getTime() - previous.anchorAt.getTime()) / 1000 : 0;
    const { bits, anchorInSeconds } = applySave({
      bits: previous?.watched ?? emptyWatched(duration),
      from: previous?.position ?? 0,
      to,
      elapsedSeconds: elapsed,
      durationSeconds: duration,
    });
    const watchedSeconds = countWatched(bits, duration);
    const chapterCompleted = previous?.completedAt != null || isWatchedToEnd(bits, duration);
    const completedAt = previous?.completedAt ?? (chapterCompleted ? now : null);
    await upsertProgress(tx, {
      userId,
      chapterId: chapter.id,
      releaseCourseId: course.id,
      position: to,
      watched: bits,
      watchedSeconds,
      anchorAt: new Date(now.getTime() + anchorInSeconds * 1000),
      completedAt,
      updatedAt: now,
    });

    const saved: ProgressState = { chapterId: chapter.id, completedAt, position: to, watchedSeconds };
    const after = chapterStates(rows, [...progress.filter((p) => p.chapterId !== chapter.id), saved], true);
    const unlocked = after.find((s, i) => i > index && before[i].locked && !s.locked);
    const learningProcess = await advanceLearning(tx, course, registration, allWatched(rows, after), userId, now);
    const grant = await findGrant(tx, userId, course.id);
    return {
      payDuration: to,
      watchedSeconds,
      chapterCompleted,
      learningProcess,
      unlockedChapterId: unlocked?.id ?? null,
      courseCompleted: learningProcess === LearningProcess.SUCCESS,
      earnedCredits: grant?.credits ?? 0,
    };
  });
}

/**
 * Moves the registration's learning process forward, never back: 0 -> 1 at the first save;
 * every chapter watched -> 2 (learning ended) when the course has a quiz, else 3 (success) with
 * the credits granted. A passed quiz (exams) completes a course that has one through completeCourse.
 */
async function advanceLearning(
  db: Db,
  course: LearningCourse,
  registration: { id: number; learningProcess: number },
  watchedAll: boolean,
  userId: number,
  now: Date,
): Promise<LearningProcessValue> {
  const current = registration.learningProcess as LearningProcessValue;
  if (current === LearningProcess.SUCCESS) return current;
  let next: LearningProcessValue = current === LearningProcess.NOT_STARTED ? LearningProcess.LEARNING : current;
  if (watchedAll && next < LearningProcess.LEARNING_ENDED) next = LearningProcess.LEARNING_ENDED;
  if (watchedAll && !course.hasQuiz) {
    await completeCourse(db, course, userId, now);
    next = LearningProcess.SUCCESS;
  }
  if (next !== current) await setLearningProcess(db, registration.id, next);
  return next;
}

/** Grants the course's credits towards its certification; a second call grants nothing. */
export async function completeCourse(db: Db, course: Pick<LearningCourse, 'id' | 'credits' | 'certificationId'>, userId: number, now = new Date()) {
  const granted = await grantCredits(db, {
    userId,
    releaseCourseId: course.id,
    certificationId: course.certificationId,
    credits: course.credits,
    grantedAt: now,
  });
  // The first completion invites the learner to the course's survey (issue 20), in this transaction.
  if (granted) await notifyCourseSurvey(db, course.id, userId);
}

/**
 * completeCourse for many (learner, course) completions in one transaction, in two statements and
 * the invitations' (a batch of exam submits, issue 19): the credits granted at once (each pair once,
 * whoever completes it first), then the survey invitation of each pair granted now.
 */
export async function completeCourses(
  db: Db,
  completions: { course: Pick<LearningCourse, 'id' | 'credits' | 'certificationId'>; userId: number; now: Date }[],
) {
  const granted = await grantCreditsMany(
    db,
    completions.map(({ course, userId, now }) => ({
      userId,
      releaseCourseId: course.id,
      certificationId: course.certificationId,
      credits: course.credits,
      grantedAt: now,
    })),
  );
  const invited = completions.filter((c) => granted.has(`${c.userId}:${c.course.id}`));
  await notifyCourseSurveys(
    db,
    invited.map((c) => ({ releaseCourseId: c.course.id, userId: c.userId })),
  );
}

// ---- Evaluations ------------------------------------------------------------------------

const toEvaluation = (row: { releaseCourseId: number; score: number; content: string; createdAt: Date }): Evaluation => ({
  relationId: row.releaseCourseId,
  score: row.score,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});

/** The learner's own evaluation of a course of the site, or null. Nobody reads another's. */
export async function queryEvaluation(db: Db, ctx: Ctx, userId: number, relationId: number, now = new Date()): Promise<Evaluation | null> {
  const course = await findLearningCourse(db, ctx.siteId, relationId, now);
  if (!course) throw AppError.notFound();
  const row = await findEvaluation(db, userId, course.id);
  return row ? toEvaluation(row) : null;
}

/** Rating needs an enrolment in the course: only learners who took it rate it. */
export async function saveEvaluation(
  db: Db,
  ctx: Ctx,
  userId: number,
  body: { relationId: number; score: number; content: string },
  now = new Date(),
): Promise<Evaluation> {
  const course = await findLearningCourse(db, ctx.siteId, body.relationId, now);
  if (!course) throw AppError.notFound();
  const registration = await findRegistration(db, userId, course.id);
  if (!registration || registration.status !== RegistrationStatus.AUDITED) throw forbidden('Enrol in the course to rate it');
  return toEvaluation(await upsertEvaluation(db, { userId, releaseCourseId: course.id, score: body.score, content: body.content }, now));
}
