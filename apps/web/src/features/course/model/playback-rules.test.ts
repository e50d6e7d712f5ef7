import type { CourseChapter, CourseDetail } from '@credo/contracts/course';
import { describe, expect, it } from 'vitest';
import {
  applySaveResult,
  canStartQuiz,
  chapterAction,
  chapterPercent,
  hasResumePoint,
  isGrantExpired,
  lockReason,
  nextVideoChapter,
  quizHref,
  savePosition,
  suggestedChapter,
} from './playback-rules';

const chapter = (id: number, overrides: Partial<CourseChapter> = {}): CourseChapter => ({
  id,
  title: `${id}. Chapter`,
  sort: id,
  durationSeconds: 5,
  hasVideo: true,
  isFreePreview: false,
  locked: false,
  payDuration: 0,
  watchedSeconds: 0,
  completed: false,
  ...overrides,
});

const course = (overrides: Partial<CourseDetail> = {}): CourseDetail => ({
  id: 7,
  courseType: 0,
  courseName: 'C',
  description: '',
  coverUrl: null,
  certificationId: 3,
  certificationName: 'CSA',
  enrolmentMode: 'open',
  certificationEnrolled: false,
  credits: 3,
  requirement: 1,
  languageId: 1,
  languageName: 'English',
  videoType: 2,
  registrationStatus: 2,
  learningProcess: 1,
  notificationStatus: 0,
  loggedIn: true,
  hasQuiz: false,
  earnedCredits: 0,
  certificationCredits: null,
  resumeChapterId: null,
  courseContentReleaseDTOS: [chapter(1, { isFreePreview: true }), chapter(2, { locked: true }), chapter(3, { locked: true })],
  ...overrides,
});

describe('chapterAction', () => {
  it('asks a visitor to sign in whatever the chapter', () => {
    expect(chapterAction(course(), chapter(1), false)).toBe('login');
    expect(chapterAction(course(), chapter(2, { locked: true }), false)).toBe('login');
  });

  it('does nothing for a locked chapter or one without a video', () => {
    expect(chapterAction(course(), chapter(2, { locked: true }), true)).toBe('none');
    expect(chapterAction(course(), chapter(2, { hasVideo: false }), true)).toBe('none');
  });

  it('plays when the type is video, the registration audited or the chapter a free preview (commerce §6)', () => {
    expect(chapterAction(course({ registrationStatus: 2 }), chapter(2), true)).toBe('play');
    expect(chapterAction(course({ registrationStatus: 0, courseType: 1 }), chapter(2), true)).toBe('play');
    expect(chapterAction(course({ registrationStatus: 0 }), chapter(1, { isFreePreview: true }), true)).toBe('play');
  });

  it('asks to enrol otherwise (a course not yet audited)', () => {
    expect(chapterAction(course({ registrationStatus: 0 }), chapter(2), true)).toBe('enrol');
    expect(chapterAction(course({ registrationStatus: 1 }), chapter(2), true)).toBe('enrol');
  });
});

describe('lockReason', () => {
  it('says enrol, awaiting review or finish the previous chapter', () => {
    expect(lockReason(course({ registrationStatus: 0 }), chapter(2, { locked: true }))).toBe('enrol');
    expect(lockReason(course({ registrationStatus: 1 }), chapter(2, { locked: true }))).toBe('review');
    expect(lockReason(course({ registrationStatus: 2 }), chapter(2, { locked: true }))).toBe('previous');
    expect(lockReason(course(), chapter(2))).toBeNull();
  });
});

describe('chapters in the player', () => {
  it('finds the next chapter with a video, skipping chapters without one', () => {
    const chapters = [chapter(1), chapter(2, { hasVideo: false }), chapter(3, { locked: true })];
    expect(nextVideoChapter(chapters, 1)?.id).toBe(3);
    expect(nextVideoChapter(chapters, 3)).toBeNull();
    expect(nextVideoChapter(chapters, 99)).toBeNull();
  });

  it('suggests the resume chapter to an enrolled learner, the free preview to others, the first chapter to visitors', () => {
    const enrolled = course({ resumeChapterId: 2, courseContentReleaseDTOS: [chapter(1, { completed: true }), chapter(2), chapter(3, { locked: true })] });
    expect(suggestedChapter(enrolled, true)?.id).toBe(2);
    expect(
      suggestedChapter(course({ registrationStatus: 0, courseContentReleaseDTOS: [chapter(1, { locked: true }), chapter(2, { isFreePreview: true })] }), true)
        ?.id,
    ).toBe(2);
    expect(suggestedChapter(course({ registrationStatus: 0 }), false)?.id).toBe(1);
    expect(suggestedChapter(course({ courseContentReleaseDTOS: [] }), true)).toBeNull();
    // All locked (not enrolled, no preview): the first, whose stage says how to unlock it, not "no video yet".
    expect(
      suggestedChapter(course({ registrationStatus: 0, courseContentReleaseDTOS: [chapter(1, { locked: true }), chapter(2, { locked: true })] }), true)?.id,
    ).toBe(1);
  });

  it('has a resume point only short of the end of an unfinished chapter', () => {
    expect(hasResumePoint(chapter(1, { payDuration: 2 }))).toBe(true);
    expect(hasResumePoint(chapter(1, { payDuration: 0 }))).toBe(false);
    expect(hasResumePoint(chapter(1, { payDuration: 4.5 }))).toBe(false);
    expect(hasResumePoint(chapter(1, { payDuration: 2, completed: true }))).toBe(false);
  });

  it('shows the watched share from the server-verified seconds, 100 only when completed', () => {
    expect(chapterPercent(chapter(1, { watchedSeconds: 2 }))).toBe(40);
    expect(chapterPercent(chapter(1, { watchedSeconds: 5 }))).toBe(99);
    expect(chapterPercent(chapter(1, { completed: true }))).toBe(100);
    expect(chapterPercent(chapter(1, { durationSeconds: 0 }))).toBe(0);
  });
});

describe('saving and grants', () => {
  it('reports positions within the stored length, rounded to 0.01 s', () => {
    expect(savePosition(2.34567, 5)).toBe(2.35);
    expect(savePosition(5.0417, 5)).toBe(5);
    expect(savePosition(Number.NaN, 5)).toBe(0);
    expect(savePosition(-1, 5)).toBe(0);
  });

  it('treats a grant as expired a little before its expiresAt', () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(isGrantExpired('2026-01-01T10:10:00Z', now)).toBe(false);
    expect(isGrantExpired('2026-01-01T10:00:05Z', now)).toBe(true);
    expect(isGrantExpired('2026-01-01T09:59:00Z', now)).toBe(true);
  });

  it('writes a save into the detail: position, watched seconds, completion, the unlocked chapter, process and credits', () => {
    const next = applySaveResult(course(), 1, {
      payDuration: 5,
      watchedSeconds: 5,
      chapterCompleted: true,
      learningProcess: 1,
      unlockedChapterId: 2,
      courseCompleted: false,
      earnedCredits: 0,
    });
    expect(next.courseContentReleaseDTOS[0]).toMatchObject({ payDuration: 5, watchedSeconds: 5, completed: true });
    expect(next.courseContentReleaseDTOS[1].locked).toBe(false);
    expect(next.courseContentReleaseDTOS[2].locked).toBe(true);
    const done = applySaveResult(next, 3, {
      payDuration: 5,
      watchedSeconds: 5,
      chapterCompleted: true,
      learningProcess: 3,
      unlockedChapterId: null,
      courseCompleted: true,
      earnedCredits: 3,
    });
    expect(done).toMatchObject({ learningProcess: 3, earnedCredits: 3 });
  });
});

describe('quiz', () => {
  it('opens once the course is past the learning stage (commerce §4)', () => {
    expect(canStartQuiz(course({ learningProcess: 0 }))).toBe(false);
    expect(canStartQuiz(course({ learningProcess: 1 }))).toBe(false);
    expect(canStartQuiz(course({ learningProcess: 2 }))).toBe(true);
    expect(canStartQuiz(course({ learningProcess: 3 }))).toBe(true);
    expect(quizHref(course({ id: 12, courseType: 1 }))).toBe('/exam?relationId=12&relationType=1&courseType=1');
  });
});
