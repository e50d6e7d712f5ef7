import type { CourseDetail } from '@credo/contracts/course';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeLoginTip, useLoginTipOpen } from '@/shared/dialogs/login-tip';
import { callsTo, envelope, ok, serveApi, testSiteInfo, testUser, unauthorized, type Handler } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { CourseDetailPage } from '../pages/course-detail-page';

const DETAIL = '/api/certification/release/course/detail';
const ENROL = '/api/user/registration/addRegistration';
const USER = '/api/user/sso/getUserInfo';
const CODE = '/api/user/invitation/getDetail';
const USE = '/api/user/invitation/use';
const SALES_USE = '/api/user/invitation/sales/use';

const EXPERT = 44;
/** A course of an invitation-mode certification the learner is not enrolled in. */
const course = (overrides: Partial<CourseDetail> = {}): CourseDetail => ({
  id: 21,
  courseType: 0,
  courseName: 'Enterprise Video Management Platform Architecture',
  description: 'Multi-site VMS design.',
  coverUrl: null,
  certificationId: EXPERT,
  certificationName: 'Credo Certified Expert',
  enrolmentMode: 'invitation',
  certificationEnrolled: false,
  credits: 3,
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
  courseContentReleaseDTOS: [
    {
      id: 1,
      title: 'Overview',
      sort: 0,
      durationSeconds: 60,
      hasVideo: true,
      isFreePreview: true,
      locked: false,
      payDuration: 0,
      watchedSeconds: 0,
      completed: false,
    },
    {
      id: 2,
      title: 'Failover',
      sort: 1,
      durationSeconds: 90,
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
    certificationEnrolled: true,
    registrationStatus: 2,
    notificationStatus: 1,
    courseContentReleaseDTOS: course().courseContentReleaseDTOS.map((c) => ({ ...c, locked: false })),
  });
const codeDetail = (kind: 'user' | 'sales', relationId = EXPERT) => ({
  code: 'EXPERT-CCE',
  kind,
  relationId,
  relationType: 0,
  certificationName: relationId === EXPERT ? 'Credo Certified Expert' : 'Certified Security Associate',
  versionLabel: 'V1.2',
  level: 3,
  expiresAt: '2028-01-01T00:00:00.000Z',
  emailNotificationStatus: 1,
});

const TipProbe = () => <output data-testid="login-tip">{useLoginTipOpen() ? 'open' : 'closed'}</output>;
const renderPage = (handlers: Record<string, Handler>, signedIn = true) => {
  const fetchMock = serveApi(testSiteInfo(), {
    [USER]: () => (signedIn ? ok(testUser()) : unauthorized()),
    [DETAIL]: () => ok(course({ loggedIn: signedIn })),
    ...handlers,
  });
  renderWithSite(
    <>
      <Routes>
        <Route path="/course/detail/:id" element={<CourseDetailPage />} />
      </Routes>
      <TipProbe />
    </>,
    { path: '/course/detail/21?courseType=0' },
  );
  return fetchMock;
};

const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /Enrol now/ }));
  return screen.findByRole('dialog', { name: 'Enrol with an invitation code' });
};
const codeInput = () => screen.getByLabelText('Invitation code');
const dialogNotify = (dialog: HTMLElement) =>
  within(dialog).getByRole('checkbox', { name: 'Email me about this course and the certification' }) as HTMLInputElement;
/** The confirm button (its name may carry antd's fading "loading" icon label, and reads "Checking the code…" in flight). */
const confirmButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^(loading )?(Enrol|Checking the code…)$/ });
const submit = (dialog: HTMLElement) => fireEvent.click(confirmButton(dialog));
/** The dialog closed: gone, or (jsdom runs no CSS transition to its end) in antd's leave motion. */
const dialogGone = () =>
  waitFor(() => {
    const dialog = screen.queryByRole('dialog', { name: 'Enrol with an invitation code' });
    expect(dialog === null || dialog.classList.contains('ant-zoom-leave')).toBe(true);
  });

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => closeLoginTip());
});

describe('the invitation-code dialog of a course whose certification needs a code', () => {
  it('a visitor gets the login tip, not the dialog', async () => {
    const fetchMock = renderPage({}, false);
    fireEvent.click(await screen.findByRole('button', { name: /Enrol now/ }));
    expect(screen.getByTestId('login-tip').textContent).toBe('open');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, ENROL)).toHaveLength(0);
  });

  it('Enrol opens the dialog without an enrol call; an empty code shows the enter-code message and makes no call', async () => {
    const fetchMock = renderPage({});
    expect(await screen.findByText('Enrolling in this course needs an invitation code.')).toBeTruthy();
    const dialog = await openDialog();
    expect(within(dialog).getByText(/This course is part of Credo Certified Expert/)).toBeTruthy();
    fireEvent.change(codeInput(), { target: { value: '   ' } });
    submit(dialog);
    expect(await within(dialog).findByText('Please enter the invitation code.')).toBeTruthy();
    expect(callsTo(fetchMock, CODE)).toHaveLength(0);
    expect(callsTo(fetchMock, USE)).toHaveLength(0);
    expect(callsTo(fetchMock, ENROL)).toHaveLength(0);
  });

  it('10019 shows its fixed message above the form and keeps the e-mail-notification choice', async () => {
    const fetchMock = renderPage({ [CODE]: () => envelope(10019, null, 'Wrong region (server words)') });
    const dialog = await openDialog();
    expect(dialogNotify(dialog).checked).toBe(true);
    fireEvent.click(dialogNotify(dialog));
    expect(dialogNotify(dialog).checked).toBe(false);
    fireEvent.change(codeInput(), { target: { value: 'dach-csa' } });
    submit(dialog);
    const notice = await within(dialog).findByTestId('invitation-notice');
    expect(notice.textContent).toContain('Invalid invitation code. Please enrol in the right country or region.');
    expect(dialogNotify(dialog).checked).toBe(false);
    // The panel's choice is the same one.
    expect((screen.getByRole('checkbox', { name: 'Email me about updates to this course' }) as HTMLInputElement).checked).toBe(false);
    expect(callsTo(fetchMock, CODE)[0].url.searchParams.get('invitationCode')).toBe('dach-csa');
    expect(callsTo(fetchMock, USE)).toHaveLength(0);
    expect(callsTo(fetchMock, ENROL)).toHaveLength(0);
  });

  it('10018 names the site of the code from codeValidWithSite', async () => {
    renderPage({ [CODE]: () => envelope(10018, { codeValidWithSite: 'Europe' }, 'Other site') });
    const dialog = await openDialog();
    fireEvent.change(codeInput(), { target: { value: 'EU-ONLY' } });
    submit(dialog);
    expect((await within(dialog).findByTestId('invitation-notice')).textContent).toContain('This invitation code is only valid on the Europe site.');
  });

  it('any other code shows under the code field; a code of another certification is refused before it is used', async () => {
    let answer = () => envelope(10001, null, 'Expired');
    const fetchMock = renderPage({ [CODE]: () => answer() });
    const dialog = await openDialog();
    fireEvent.change(codeInput(), { target: { value: 'EXPIRED-DEMO' } });
    submit(dialog);
    expect(await within(dialog).findByText('The invitation has expired.')).toBeTruthy();
    expect(within(dialog).queryByTestId('invitation-notice')).toBeNull();

    answer = () => ok(codeDetail('user', 3));
    await new Promise((resolve) => setTimeout(resolve, 1_050)); // the 1,000 ms lock after a call
    submit(dialog);
    expect(await within(dialog).findByText('This code is for Certified Security Associate, not for the certification of this course.')).toBeTruthy();
    expect(callsTo(fetchMock, USE)).toHaveLength(0);
    expect(callsTo(fetchMock, ENROL)).toHaveLength(0);
  });

  it('an accepted sales code closes the dialog, enrols in the course once and the page shows the enrolled state', async () => {
    let isEnrolled = false;
    const fetchMock = renderPage({
      [DETAIL]: () => ok(isEnrolled ? enrolled() : course()),
      [CODE]: () => ok(codeDetail('sales')),
      [SALES_USE]: () => ok({ certificationId: EXPERT, enrolmentId: 90 }),
      [ENROL]: () => {
        isEnrolled = true;
        return ok({ relationId: 21, registrationStatus: 2, learningProcess: 0 });
      },
    });
    const dialog = await openDialog();
    fireEvent.change(codeInput(), { target: { value: ' EXPERT-CCE ' } });
    const button = confirmButton(dialog);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Enrolled')).toBeTruthy();
    await dialogGone();
    expect(callsTo(fetchMock, CODE)).toHaveLength(1);
    expect(callsTo(fetchMock, SALES_USE)).toHaveLength(1);
    expect(callsTo(fetchMock, SALES_USE)[0].body).toMatchObject({ code: 'EXPERT-CCE', emailNotificationStatus: 1 });
    expect(callsTo(fetchMock, USE)).toHaveLength(0);
    expect(callsTo(fetchMock, ENROL)).toHaveLength(1);
    expect(callsTo(fetchMock, ENROL)[0].body).toMatchObject({ relationId: 21, courseType: 0, emailNotificationStatus: 1 });
    expect(screen.queryByRole('button', { name: /Enrol now/ })).toBeNull();
    expect(screen.queryAllByRole('img', { name: 'Locked' })).toHaveLength(0);
  });

  it('a user code goes to the user call with the choice; 10026 closes the dialog and enrols in nothing', async () => {
    const fetchMock = renderPage({
      [CODE]: () => ok(codeDetail('user')),
      [USE]: () =>
        envelope(10026, { prerequisiteCertificationList: [{ certificationReleaseId: 3, certificationName: 'Professional', versionLabel: 'V2.0' }] }, 'Missing'),
    });
    const dialog = await openDialog();
    fireEvent.click(dialogNotify(dialog));
    fireEvent.change(codeInput(), { target: { value: 'EXPERT-CCE' } });
    submit(dialog);
    await waitFor(() => expect(callsTo(fetchMock, USE)).toHaveLength(1));
    await dialogGone();
    expect(callsTo(fetchMock, USE)[0].body).toMatchObject({ code: 'EXPERT-CCE', emailNotificationStatus: 0 });
    expect(callsTo(fetchMock, ENROL)).toHaveLength(0);
  });

  it('a learner already enrolled in the certification enrols directly; a late 403 refusal opens the dialog', async () => {
    let refuse = false;
    const fetchMock = renderPage({
      [DETAIL]: () => ok(course({ certificationEnrolled: !refuse })),
      [ENROL]: () => {
        refuse = true;
        return envelope(403, { enrolmentMode: 'invitation', certificationId: EXPERT }, 'Invitation needed');
      },
    });
    expect(await screen.findByRole('button', { name: /Enrol now/ })).toBeTruthy();
    expect(screen.queryByText('Enrolling in this course needs an invitation code.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Enrol now/ }));
    expect(await screen.findByRole('dialog', { name: 'Enrol with an invitation code' })).toBeTruthy();
    expect(callsTo(fetchMock, ENROL)).toHaveLength(1);
    expect(callsTo(fetchMock, CODE)).toHaveLength(0);
  });
});
