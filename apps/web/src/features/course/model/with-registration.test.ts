import type { CourseChapter, CourseDetail } from '@credo/contracts/course';
import { describe, expect, it } from 'vitest';
import { withRegistration } from './use-enrol';

const chapter = (id: number, over: Partial<CourseChapter> = {}): CourseChapter => ({
  id,
  title: `Chapter ${id}`,
  sort: id,
  durationSeconds: 5,
  hasVideo: true,
  isFreePreview: false,
  locked: true,
  payDuration: 0,
  watchedSeconds: 0,
  completed: false,
  ...over,
});

const course = (chapters: CourseChapter[]) => ({ courseContentReleaseDTOS: chapters, registrationStatus: 0 }) as unknown as CourseDetail;

describe('withRegistration (the detail right after enrolling, before the refetch)', () => {
  it('opens the first chapter and free previews only: the rest wait for the earlier ones, as on the server', () => {
    const next = withRegistration(
      course([chapter(1), chapter(2), chapter(3, { isFreePreview: true }), chapter(4)]),
      { relationId: 9, registrationStatus: 2, learningProcess: 0 },
      1,
    );
    expect(next.courseContentReleaseDTOS.map((c) => c.locked)).toEqual([false, true, false, true]);
    expect(next.registrationStatus).toBe(2);
    expect(next.notificationStatus).toBe(1);
  });

  it('keeps everything but previews locked when the registration is not audited', () => {
    const next = withRegistration(course([chapter(1, { isFreePreview: true }), chapter(2)]), { relationId: 9, registrationStatus: 1, learningProcess: 0 }, 0);
    expect(next.courseContentReleaseDTOS.map((c) => c.locked)).toEqual([false, true]);
  });
});
