import type { CourseDetail } from '@credo/contracts/course';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAfterInfoSaved, runAfterInfoSaved } from '@/shared/session/after-info-saved';
import { dismissInfoDialog, useInfoDialogDismissed } from '@/shared/session/info-dialog';
import { clearToasts, ToastHost } from '@/shared/ui/toast';
import { setCurrentUser, useCurrentUser } from '@/shared/user/use-current-user';
import { callsTo, ok, serveApi, testSiteInfo, testUser } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { EnrolPanel } from '../components/enrol-panel';

const USER = '/api/user/sso/getUserInfo';
const ENROL = '/api/user/registration/addRegistration';

const course: CourseDetail = {
  id: 7,
  courseType: 0,
  courseName: 'Thermography Basics',
  description: '',
  coverUrl: null,
  certificationId: null,
  certificationName: null,
  enrolmentMode: 'open',
  certificationEnrolled: false,
  credits: 2,
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
const needsInfo = testUser({ gatherInfo: '1', missingFields: ['company', 'phoneNumber'] });

/** The panel as the page shows it (once the user is known), and whether the information dialog may show. */
const Harness = () => {
  const { signedIn, loading } = useCurrentUser();
  const dismissed = useInfoDialogDismissed();
  return (
    <>
      <output data-testid="info-dialog">{dismissed ? 'closed' : 'open'}</output>
      {!loading && <EnrolPanel course={course} signedIn={signedIn} queryKey={['courseDetail', 7]} />}
      <ToastHost />
    </>
  );
};

const render = (tenant: string) => {
  const fetchMock = serveApi(testSiteInfo({ siteId: 19 }, tenant), {
    [USER]: () => ok(needsInfo),
    [ENROL]: () => ok({ relationId: 7, registrationStatus: 2, learningProcess: 0 }),
  });
  const view = renderWithSite(<Harness />, { site: testSiteInfo({ siteId: 19 }, tenant) });
  return { fetchMock, ...view };
};
const enrolButton = () => screen.findByRole('button', { name: /Enrol now/ });
/** What the information dialog does once it saved: the user no longer misses anything, then the queued steps. */
const saveInformation = async (client: ReturnType<typeof render>['client']) => {
  act(() => setCurrentUser(client, 19, (u) => ({ ...u, company: 'Acme', gatherInfo: '0', missingFields: [] })));
  await act(() => runAfterInfoSaved());
};

beforeEach(() => {
  // The learner closed the dialog shown on arrival; Enrol is what brings it back.
  act(() => dismissInfoDialog());
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearAfterInfoSaved();
  act(() => clearToasts());
});

describe('enrolment on the micro tenant with required information missing', () => {
  it('opens the information dialog and makes no enrol call until it is saved, then enrols once', async () => {
    const { fetchMock, client } = render('micro');
    fireEvent.click(await enrolButton());
    expect(screen.getByTestId('info-dialog').textContent).toBe('open');
    fireEvent.click(await enrolButton());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, ENROL)).toHaveLength(0);

    await saveInformation(client);
    await waitFor(() => expect(callsTo(fetchMock, ENROL)).toHaveLength(1));
    expect(callsTo(fetchMock, ENROL)[0].body).toMatchObject({ relationId: 7, courseType: 0, emailNotificationStatus: 1 });
    expect(await screen.findByText('You are enrolled in this course.')).toBeTruthy();
    await act(() => runAfterInfoSaved());
    expect(callsTo(fetchMock, ENROL)).toHaveLength(1);
  });

  it('drops the waiting enrolment when the dialog is closed without saving', async () => {
    const { fetchMock, client } = render('micro');
    fireEvent.click(await enrolButton());
    expect(screen.getByTestId('info-dialog').textContent).toBe('open');
    act(() => dismissInfoDialog());
    await saveInformation(client);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, ENROL)).toHaveLength(0);
  });

  it('on the main tenant enrols at once (the dialog is not a condition there)', async () => {
    const { fetchMock } = render('main');
    fireEvent.click(await enrolButton());
    await waitFor(() => expect(callsTo(fetchMock, ENROL)).toHaveLength(1));
    expect(screen.getByTestId('info-dialog').textContent).toBe('closed');
  });

  it('on the micro tenant enrols at once when nothing is missing', async () => {
    const fetchMock = serveApi(testSiteInfo({ siteId: 19 }, 'micro'), {
      [USER]: () => ok(testUser()),
      [ENROL]: () => ok({ relationId: 7, registrationStatus: 2, learningProcess: 0 }),
    });
    renderWithSite(<Harness />, { site: testSiteInfo({ siteId: 19 }, 'micro') });
    fireEvent.click(await enrolButton());
    await waitFor(() => expect(callsTo(fetchMock, ENROL)).toHaveLength(1));
    expect(screen.getByTestId('info-dialog').textContent).toBe('closed');
  });
});
