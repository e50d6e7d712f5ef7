import type { CourseDetail } from '@credo/contracts/course';
import type { UserInfo } from '@credo/contracts/user';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAfterInfoSaved } from '@/shared/session/after-info-saved';
import { callsTo, ok, serveApi, testSiteInfo, testSupplement, testUser } from '@/test/fixtures';
import { setSiteParams } from './request-context';
import { Root } from './root';

const ENROL = '/api/user/registration/addRegistration';

const course: CourseDetail = {
  id: 771,
  courseType: 0,
  courseName: 'Infrared Physics for Thermographers',
  description: '',
  coverUrl: null,
  certificationId: null,
  certificationName: null,
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
  loggedIn: true,
  hasQuiz: false,
  earnedCredits: 0,
  certificationCredits: null,
  resumeChapterId: null,
  courseContentReleaseDTOS: [],
};

/** The whole app on the micro tenant's course page, for a learner whose company is missing. */
const serve = (tenant: string) => {
  let user: UserInfo = testUser({ gatherInfo: '1', missingFields: ['company'] });
  let enrolled = false;
  const site = testSiteInfo({ siteId: 19, pathPrefix: '', sitePrefixes: [''], isEU: false }, tenant);
  const fetchMock = serveApi(site, {
    '/api/user/sso/getUserInfo': () => ok(user),
    '/api/certification/supplementInfo/query': () => ok(testSupplement(['company'], { siteId: 19 })),
    '/api/certification/regionInfo/getList': () => ok([]),
    '/api/user/update': ({ body }) => {
      user = testUser({ company: (body as { company: string }).company });
      return ok(user, 'modify successful');
    },
    '/api/certification/release/course/detail': () => ok(enrolled ? { ...course, registrationStatus: 2 } : course),
    [ENROL]: () => {
      enrolled = true;
      return ok({ relationId: 771, registrationStatus: 2, learningProcess: 0 });
    },
    '/api/certification/evaluate/queryByUserId': () => ok(null),
  });
  render(<Root />);
  return fetchMock;
};

// Generous waits: on a busy machine the shell, the page and the dialog's chunks load slowly.
const SLOW = { timeout: 15_000 };
const infoDialog = () => screen.findByRole('dialog', { name: 'Complete your personal information' }, SLOW);

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  window.history.replaceState(null, '', '/course/detail/771?courseType=0');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setSiteParams({});
  clearAfterInfoSaved();
});

// The first render loads the shell, the page and the dialog's lazy chunks cold.
describe('enrolling on the micro tenant with required information missing (whole app)', { timeout: 45_000 }, () => {
  it('Enrol brings back the information dialog, makes no call until it is saved, then enrols once', async () => {
    const fetchMock = serve('micro');
    // The dialog shown on arrival, closed by the learner.
    fireEvent.click(within(await infoDialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);

    fireEvent.click(await screen.findByRole('button', { name: /Enrol now/ }, SLOW));
    const modal = await infoDialog();
    expect(callsTo(fetchMock, ENROL)).toHaveLength(0);

    fireEvent.change(within(modal).getByLabelText('Company'), { target: { value: 'Acme' } });
    const confirm = within(modal).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false), SLOW);
    fireEvent.click(confirm);

    await waitFor(() => expect(callsTo(fetchMock, ENROL)).toHaveLength(1), SLOW);
    expect(callsTo(fetchMock, ENROL)[0].body).toMatchObject({ relationId: 771, courseType: 0, emailNotificationStatus: 1 });
    expect(await screen.findByText('Enrolled', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(callsTo(fetchMock, ENROL)).toHaveLength(1);
  });

  it('on the main tenant the same learner enrols at once', async () => {
    const fetchMock = serve('main');
    fireEvent.click(within(await infoDialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    fireEvent.click(await screen.findByRole('button', { name: /Enrol now/ }, SLOW));
    await waitFor(() => expect(callsTo(fetchMock, ENROL)).toHaveLength(1), SLOW);
    expect(await screen.findByText('Enrolled', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
