import type { CourseDetail } from '@credo/contracts/course';
import { TIMINGS_MS } from '@credo/contracts/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeLoginTip, useLoginTipOpen } from '@/shared/dialogs/login-tip';
import { callsTo, envelope, ok, serveApi, testSiteInfo, testUser, unauthorized, type Handler } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { CourseDetailPage } from './course-detail-page';

const DETAIL = '/api/certification/release/course/detail';
const ENROL = '/api/user/registration/addRegistration';
const USER = '/api/user/sso/getUserInfo';

const course = (overrides: Partial<CourseDetail> = {}): CourseDetail => ({
  id: 7,
  courseType: 0,
  courseName: 'Video Surveillance Fundamentals',
  description: 'Cameras, recorders and how they fit together.',
  coverUrl: null,
  certificationId: 3,
  certificationName: 'Certified Security Associate',
  enrolmentMode: 'open',
  certificationEnrolled: false,
  credits: 4,
  requirement: 1,
  languageId: 1,
  languageName: 'English',
  videoType: 2,
  registrationStatus: 0,
  learningProcess: 0,
  notificationStatus: 0,
  loggedIn: false,
  hasQuiz: false,
  earnedCredits: 0,
  certificationCredits: null,
  resumeChapterId: null,
  courseContentReleaseDTOS: [
    {
      id: 1,
      title: 'What a camera sees',
      sort: 0,
      durationSeconds: 95,
      hasVideo: true,
      isFreePreview: true,
      locked: false,
      payDuration: 0,
      watchedSeconds: 0,
      completed: false,
    },
    {
      id: 2,
      title: 'Recorders and storage',
      sort: 1,
      durationSeconds: 3725,
      hasVideo: true,
      isFreePreview: false,
      locked: true,
      payDuration: 0,
      watchedSeconds: 0,
      completed: false,
    },
  ],
  ...overrides,
});
const enrolled = () =>
  course({
    registrationStatus: 2,
    loggedIn: true,
    notificationStatus: 1,
    courseContentReleaseDTOS: course().courseContentReleaseDTOS.map((c) => ({ ...c, locked: false })),
  });

const TipProbe = () => <output data-testid="login-tip">{useLoginTipOpen() ? 'open' : 'closed'}</output>;
const renderPage = () =>
  renderWithSite(
    <>
      <Routes>
        <Route path="/course/detail/:id" element={<CourseDetailPage />} />
      </Routes>
      <TipProbe />
    </>,
    { path: '/course/detail/7?courseType=0' },
  );

const deferred = () => {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => closeLoginTip());
});

describe('CourseDetailPage', () => {
  it('shows name, certification, credits, requirement, language and chapters with a lock on the locked one', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [USER]: () => unauthorized(), [DETAIL]: () => ok(course()) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Video Surveillance Fundamentals' })).toBeTruthy();
    expect(callsTo(fetchMock, DETAIL)[0].url.searchParams.get('id')).toBe('7');
    expect(screen.getAllByText('Certified Security Associate').length).toBeGreaterThan(0);
    expect(screen.getByText('Compulsory')).toBeTruthy();
    expect(screen.getByText('English')).toBeTruthy();
    expect(screen.getByText('4')).toBeTruthy();
    const items = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-locked'));
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('img', { name: 'Available' })).toBeTruthy();
    expect(within(items[1]).getByRole('img', { name: 'Locked' })).toBeTruthy();
    expect(within(items[1]).getByText('1:02:05')).toBeTruthy();
    expect(document.title).toContain('Video Surveillance Fundamentals');
  });

  it('a free educational video outside any certification shows no "Certification: None" or "Credits: 0" (issue 14)', async () => {
    serveApi(testSiteInfo(), {
      [USER]: () => unauthorized(),
      [DETAIL]: () => ok(course({ courseType: 1, certificationId: null, certificationName: null, credits: 0, certificationCredits: null })),
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Video Surveillance Fundamentals' });
    const facts = document.querySelector('dl')!;
    expect(within(facts as HTMLElement).queryByText('None')).toBeNull();
    expect(within(facts as HTMLElement).queryByText('Credits')).toBeNull();
    expect(within(facts as HTMLElement).getByText('English')).toBeTruthy();
  });

  it('asks a visitor to sign in to watch a free video, not to "Sign in and enrol" (issue 14 item 10)', async () => {
    serveApi(testSiteInfo(), {
      [USER]: () => unauthorized(),
      [DETAIL]: () => ok(course({ courseType: 1, certificationId: null, certificationName: null, credits: 0, certificationCredits: null })),
    });
    renderPage();
    expect(await screen.findByText('Sign in to watch this video')).toBeTruthy();
    expect(screen.queryByText('Sign in and enrol to watch this course')).toBeNull();
  });

  it('tells a signed-in learner a free video is free to enrol in, in video words, never "no video yet" (issue 14 item 10)', async () => {
    const locked = course().courseContentReleaseDTOS.map((c) => ({ ...c, isFreePreview: false, locked: true }));
    const fetchMock = serveApi(testSiteInfo(), {
      [USER]: () => ok(testUser()),
      [DETAIL]: () =>
        ok(course({ courseType: 1, certificationId: null, certificationName: null, credits: 0, loggedIn: true, courseContentReleaseDTOS: locked })),
      [ENROL]: () => ok({ relationId: 7, registrationStatus: 2, learningProcess: 0 }),
    });
    renderPage();
    const button = await screen.findByRole('button', { name: 'Enrol for free' });
    expect(screen.getByText('Email me about updates to this video')).toBeTruthy();
    // The stage, the chapter list and its locked rows all say how to watch it.
    expect(screen.getAllByText('Enrol for free to watch this video.').length).toBeGreaterThanOrEqual(2);
    for (const wrong of [/Sign in/, /no video yet/, /Enrol in the course/, /Enrol now/, /this course/]) expect(screen.queryByText(wrong)).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(callsTo(fetchMock, ENROL)).toHaveLength(1));
    expect(callsTo(fetchMock, ENROL)[0].body).toMatchObject({ relationId: 7, courseType: 1 });
  });

  it('a visitor who clicks Enrol gets the login tip and no enrol call', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [USER]: () => unauthorized(), [DETAIL]: () => ok(course()) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Enrol now/ }));
    expect(screen.getByTestId('login-tip').textContent).toBe('open');
    expect(callsTo(fetchMock, ENROL)).toHaveLength(0);
  });

  it('blocks clicks while the enrol call is in flight and for 1,000 ms after it settled', async () => {
    const pending = deferred();
    let answers = 0;
    const enrolHandler: Handler = () => (answers++ === 0 ? pending.promise : envelope(500, null, 'Failed'));
    const fetchMock = serveApi(testSiteInfo(), {
      [USER]: () => ok(testUser()),
      [DETAIL]: () => ok(course({ loggedIn: true })),
      [ENROL]: enrolHandler,
    });
    renderPage();
    const button = await screen.findByRole('button', { name: /Enrol now/ });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(callsTo(fetchMock, ENROL)).toHaveLength(1));
    expect(callsTo(fetchMock, ENROL)[0].body).toMatchObject({ relationId: 7, courseType: 0, emailNotificationStatus: 1 });

    const settledAt = Date.now();
    await act(async () => pending.resolve(envelope(500, null, 'Failed')));
    const again = await screen.findByRole('button', { name: /Enrol now/ });
    fireEvent.click(again);
    expect(callsTo(fetchMock, ENROL)).toHaveLength(1);

    await waitFor(() => expect(again.getAttribute('aria-disabled')).toBeNull(), { timeout: TIMINGS_MS.enrolLock + 1000 });
    expect(Date.now() - settledAt).toBeGreaterThanOrEqual(TIMINGS_MS.enrolLock - 50);
    fireEvent.click(again);
    await waitFor(() => expect(callsTo(fetchMock, ENROL)).toHaveLength(2));
  });

  it('after a successful enrol shows the enrolled status and unlocks the chapters', async () => {
    let isEnrolled = false;
    const fetchMock = serveApi(testSiteInfo(), {
      [USER]: () => ok(testUser()),
      [DETAIL]: () => ok(isEnrolled ? enrolled() : course({ loggedIn: true })),
      [ENROL]: () => {
        isEnrolled = true;
        return ok({ relationId: 7, registrationStatus: 2, learningProcess: 0 });
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Enrol now/ }));
    expect(await screen.findByText('Enrolled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Enrol now/ })).toBeNull();
    expect(screen.queryAllByRole('img', { name: 'Locked' })).toHaveLength(0);
    expect(callsTo(fetchMock, ENROL)).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, DETAIL).length).toBeGreaterThanOrEqual(2));
  });

  it('stopping e-mail notifications asks first and can be turned on again (issue 14)', async () => {
    const NOTIFY = '/api/user/course/process/updateNotificationStatus';
    const fetchMock = serveApi(testSiteInfo(), {
      [USER]: () => ok(testUser()),
      [DETAIL]: () => ok(enrolled()),
      [NOTIFY]: ({ body }) => ok({ notificationStatus: (body as { notificationStatus: number }).notificationStatus }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Stop e-mail notifications' }));
    expect(callsTo(fetchMock, NOTIFY)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Keep them' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop e-mail notifications' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop e-mails' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Turn e-mail notifications on' }));
    await waitFor(() => expect(callsTo(fetchMock, NOTIFY).map((c) => (c.body as { notificationStatus: number }).notificationStatus)).toEqual([2, 1]));
    expect(await screen.findByRole('button', { name: 'Stop e-mail notifications' })).toBeTruthy();
  });
});
