import type { CourseChapter, CourseDetail } from '@credo/contracts/course';
import { CourseType, LearningProcess, RegistrationStatus } from '@credo/contracts/enums-learning';
import type { ReloadResult } from '@credo/contracts/learning';

type CourseRules = Pick<CourseDetail, 'courseType' | 'registrationStatus'>;

/** What a click on a chapter does. */
export type ChapterAction = 'login' | 'play' | 'enrol' | 'none';

/**
 * Commerce §6: a visitor gets the global login tip (whatever the chapter); playback is checked
 * (power/check) only when logged in and the course type is video or the registration audited,
 * plus free previews, which the server opens to everyone signed in. A locked chapter or one
 * without a video does nothing; anything else asks the learner to enrol first.
 */
export const chapterAction = (course: CourseRules, chapter: CourseChapter, signedIn: boolean): ChapterAction => {
  if (!signedIn) return 'login';
  if (chapter.locked || !chapter.hasVideo) return 'none';
  if (course.courseType === CourseType.VIDEO || course.registrationStatus === RegistrationStatus.AUDITED || chapter.isFreePreview) {
    return 'play';
  }
  return 'enrol';
};

/**
 * A free educational video: a video (course type 1) outside any certification. Enrolling in it is
 * free and earns nothing, so its texts say "video" and "for free", not "course" (issue 14 item 10).
 */
export const isFreeVideo = (course: Pick<CourseDetail, 'courseType' | 'certificationId'>): boolean =>
  course.courseType === CourseType.VIDEO && course.certificationId === null;

/** Why a chapter is locked: not enrolled, enrolment awaiting review, or an earlier chapter unfinished. */
export type LockReason = 'enrol' | 'review' | 'previous';

export const lockReason = (course: Pick<CourseDetail, 'registrationStatus'>, chapter: CourseChapter): LockReason | null => {
  if (!chapter.locked) return null;
  if (course.registrationStatus === RegistrationStatus.AUDITED) return 'previous';
  return course.registrationStatus === RegistrationStatus.NOT_AUDITED ? 'review' : 'enrol';
};

/** The text of a lock reason; a free video's "enrol" says it is free and a video (issue 14 item 10). */
export const lockTextKey = (course: Pick<CourseDetail, 'courseType' | 'certificationId'>, reason: LockReason): string =>
  reason === 'enrol' && isFreeVideo(course) ? 'player.lock.enrolVideo' : `player.lock.${reason}`;

/** Progress is saved only for an audited registration (the server refuses anyone else's). */
export const savesProgress = (course: Pick<CourseDetail, 'registrationStatus'>): boolean => course.registrationStatus === RegistrationStatus.AUDITED;

/**
 * Seconds of a chapter still to watch before it counts as watched to the end, from the server's
 * saved progress (decision 0008: every second but the last, at an honest pace; skipped seconds do
 * not count). Issue 14: the player says this when Next video is locked.
 */
export const secondsLeftToWatch = (chapter: Pick<CourseChapter, 'durationSeconds' | 'watchedSeconds' | 'completed'>): number =>
  chapter.completed ? 0 : Math.max(0, chapter.durationSeconds - 1 - chapter.watchedSeconds);

/** The next chapter with a video after `chapterId`, locked or not; null at the end. */
export const nextVideoChapter = (chapters: CourseChapter[], chapterId: number | null): CourseChapter | null => {
  const index = chapters.findIndex((c) => c.id === chapterId);
  if (index < 0) return null;
  return chapters.slice(index + 1).find((c) => c.hasVideo) ?? null;
};

/**
 * The chapter the player offers before anything plays: for an enrolled learner the server's
 * resume chapter (preselected, never autoplayed), otherwise the first chapter with a video that is
 * open (a free preview) or, for a visitor, the first one (whose click asks to sign in).
 */
export const suggestedChapter = (course: CourseDetail, signedIn: boolean): CourseChapter | null => {
  const chapters = course.courseContentReleaseDTOS.filter((c) => c.hasVideo);
  if (!signedIn) return chapters[0] ?? null;
  if (savesProgress(course) && course.resumeChapterId !== null) {
    const resume = chapters.find((c) => c.id === course.resumeChapterId);
    if (resume && !resume.locked) return resume;
  }
  // With every chapter locked (not enrolled, no free preview) the first one, whose stage says how to
  // unlock it: null here read "This course has no video yet" on a free video (issue 14 item 10).
  return chapters.find((c) => !c.locked) ?? chapters[0] ?? null;
};

/** Whether the learner has a resume point in the chapter (a saved position short of the end). */
export const hasResumePoint = (chapter: CourseChapter): boolean =>
  !chapter.completed && chapter.payDuration > 0 && chapter.payDuration < chapter.durationSeconds - 1;

/** Watched share of a chapter, 0-100, from the server-verified seconds (100 once completed). */
export const chapterPercent = (chapter: CourseChapter): number => {
  if (chapter.completed) return 100;
  if (chapter.durationSeconds <= 0) return 0;
  return Math.min(99, Math.floor((chapter.watchedSeconds / chapter.durationSeconds) * 100));
};

/** The signed URL stops working at expiresAt; ask again a little before, so a play never starts on a dead link. */
export const GRANT_EXPIRY_MARGIN_MS = 10_000;
export const isGrantExpired = (expiresAt: string, now = Date.now()): boolean => Date.parse(expiresAt) - GRANT_EXPIRY_MARGIN_MS <= now;

/**
 * The position a save reports: within the chapter's stored length (the media's own duration can
 * run a fraction over it, and the server refuses positions beyond the video), to 0.01 s.
 */
export const savePosition = (seconds: number, durationSeconds: number): number => {
  if (!Number.isFinite(seconds) || seconds < 0) return 0;
  return Math.round(Math.min(seconds, durationSeconds) * 100) / 100;
};

/** Commerce §4: the exam (here the course's quiz) stays disabled until the course is past the learning stage. */
export const canStartQuiz = (course: Pick<CourseDetail, 'learningProcess'>): boolean => course.learningProcess >= LearningProcess.LEARNING_ENDED;

/** The quiz of a course: the exam page with the course as relation (relationType 1). */
export const quizHref = (course: Pick<CourseDetail, 'id' | 'courseType'>): string =>
  `/exam?relationId=${course.id}&relationType=1&courseType=${course.courseType}`;

export const isCourseCompleted = (course: Pick<CourseDetail, 'learningProcess'>): boolean => course.learningProcess === LearningProcess.SUCCESS;

/**
 * The cached detail after a progress save: the chapter's position, watched seconds and
 * completion, the chapter it unlocked, the learning process and credits. The page refetches
 * after an unlock or completion; this keeps the screen right until the answer arrives.
 */
export const applySaveResult = (course: CourseDetail, chapterId: number, result: ReloadResult): CourseDetail => ({
  ...course,
  learningProcess: result.learningProcess,
  earnedCredits: result.earnedCredits,
  courseContentReleaseDTOS: course.courseContentReleaseDTOS.map((c) => {
    if (c.id === chapterId) {
      return { ...c, payDuration: result.payDuration, watchedSeconds: result.watchedSeconds, completed: c.completed || result.chapterCompleted };
    }
    return c.id === result.unlockedChapterId ? { ...c, locked: false } : c;
  }),
});
