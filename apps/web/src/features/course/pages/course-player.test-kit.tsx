// Shared fixtures of the course player tests (course-player.test.tsx, course-quiz-topic.test.tsx):
// detail and playback payloads, the page rendered at a route, media helpers, and the per-test hooks.
import type { CourseChapter, CourseDetail } from '@credo/contracts/course';
import type { PlaybackInfo, ReloadResult } from '@credo/contracts/learning';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { closeLoginTip, useLoginTipOpen } from '@/shared/dialogs/login-tip';
import { clearToasts, ToastHost } from '@/shared/ui/toast';
import { renderWithSite } from '@/test/render-with-site';
import { LocationProbe } from '@/test/location-probe';
import { CourseDetailPage } from './course-detail-page';
import { TopicDetailPage } from './topic-detail-page';

export const DETAIL = '/api/certification/release/course/detail';
export const USER = '/api/user/sso/getUserInfo';
export const POWER = '/api/certification/release/course/power/check';
export const RELOAD = '/api/certification/release/course/reload';

export const chapter = (id: number, overrides: Partial<CourseChapter> = {}): CourseChapter => ({
  id,
  title: `${id}. Chapter ${id}`,
  sort: id,
  durationSeconds: 5,
  hasVideo: true,
  isFreePreview: id === 1,
  locked: false,
  payDuration: 0,
  watchedSeconds: 0,
  completed: false,
  ...overrides,
});

export const course = (overrides: Partial<CourseDetail> = {}): CourseDetail => ({
  id: 7,
  courseType: 0,
  courseName: 'Security Systems Fundamentals',
  description: 'How it fits together.',
  coverUrl: null,
  certificationId: 3,
  certificationName: 'Certified Security Associate',
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
  certificationCredits: { certificationId: 3, earned: 0, required: 9 },
  resumeChapterId: 1,
  courseContentReleaseDTOS: [chapter(1), chapter(2, { locked: true }), chapter(3, { locked: true })],
  ...overrides,
});
export const visitorCourse = () => course({ registrationStatus: 0, learningProcess: 0, loggedIn: false, certificationCredits: null, resumeChapterId: null });

export const grant = (overrides: Partial<PlaybackInfo> = {}): PlaybackInfo => ({
  key: `k${Math.random().toString(36).slice(2)}`,
  url: '/media/video/abc',
  payDuration: 0,
  durationSeconds: 5,
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
  ...overrides,
});
export const saved = (overrides: Partial<ReloadResult> = {}): ReloadResult => ({
  payDuration: 5,
  watchedSeconds: 5,
  chapterCompleted: false,
  learningProcess: 1,
  unlockedChapterId: null,
  courseCompleted: false,
  earnedCredits: 0,
  ...overrides,
});

export const TipProbe = () => <output data-testid="login-tip">{useLoginTipOpen() ? 'open' : 'closed'}</output>;
export const renderAt = (path: string) =>
  renderWithSite(
    <>
      <Routes>
        <Route path="/course/detail/:id" element={<CourseDetailPage />} />
        <Route path="/topic/detail/:id" element={<TopicDetailPage />} />
        <Route path="*" element={null} />
      </Routes>
      <TipProbe />
      <LocationProbe />
      <ToastHost />
    </>,
    { path },
  );
export const renderPage = () => renderAt('/course/detail/7?courseType=0');

export const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

/** jsdom has no media engine: the test sets what the element reports. */
export const media = (video: HTMLVideoElement, state: { currentTime?: number; duration?: number; ended?: boolean; paused?: boolean }) => {
  for (const [key, value] of Object.entries(state)) Object.defineProperty(video, key, { configurable: true, writable: true, value });
};
/** The page shows the course (not the loading skeleton, whose h1 is a placeholder). */
export const loaded = () => screen.findByRole('heading', { level: 1, name: /Security Systems Fundamentals/ });
export const chapterRow = (name: RegExp) => screen.getAllByRole('listitem').find((li) => name.test(li.textContent ?? ''))!;
export const playChapter = async (name: RegExp) => {
  await loaded();
  fireEvent.click(within(chapterRow(name)).getByRole('button'));
};
export const videoOf = async () => (await screen.findByLabelText(/Chapter \d/, { selector: 'video' })) as HTMLVideoElement;

/** The per-test hooks: jsdom's media and canvas stand-ins, and a clean dialog and toast state after. */
export function usePlayerTestHooks() {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    // jsdom draws nothing; the watermark's canvas is checked by its attributes (model/watermark.test.ts draws).
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    act(() => closeLoginTip());
    act(() => clearToasts());
  });
}
