import type { CertificationLearnerDetail } from '@credo/contracts/certification-journey';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeLoginTip, useLoginTipOpen } from '@/shared/dialogs/login-tip';
import { callsTo, ok, serveApi, testSiteInfo, testUser, unauthorized, type Handler } from '@/test/fixtures';
import { clearToasts, ToastHost } from '@/shared/ui/toast';
import { renderWithSite } from '@/test/render-with-site';
import { approvedEnrolment, testCertification, testClassroom, testLearner, testPracticalExam } from '../model/test-data';
import { CertificationDetailPage } from './certification-detail-page';

const DETAIL = '/api/certification/release/certification/detail';
const LEARNER = '/api/certification/certificationRelease/queryDetail';
const COURSES = '/api/certification/release/course/list';
const USER = '/api/user/sso/getUserInfo';
const ENROL = '/api/user/certificationRegistration/enrol';
const APPLY = '/api/user/certificationApply/apply';
const SWITCH = '/api/certification/certificationRelease/switchLearningType';
const TIPS_SEEN = '/api/user/certificationApply/clickUserCourseUpdate';
const REMIND = '/api/user/certificationApply/updateWindowRemindStatus';
const RENEW = '/api/user/certificationApply/renew';
const MY_CERTIFICATES = '/api/user/certificate/list';
const CLASSROOMS = '/api/certification/classroom/getOfCertification';
const PRACTICAL = '/api/certification/practicalExam/getOfCertification';

const TipProbe = () => <output data-testid="login-tip">{useLoginTipOpen() ? 'open' : 'closed'}</output>;

const renderPage = (path = '/certification/detail/11') =>
  renderWithSite(
    <>
      <Routes>
        <Route path="/certification/detail/:id" element={<CertificationDetailPage />} />
        <Route path="/exception/notFound" element={<p>Not found page</p>} />
      </Routes>
      <TipProbe />
      <ToastHost />
    </>,
    { path },
  );

const serve = (learner: CertificationLearnerDetail | null, handlers: Record<string, Handler> = {}) =>
  serveApi(testSiteInfo(), {
    [USER]: () => (learner ? ok(testUser()) : unauthorized()),
    [DETAIL]: () => ok(testCertification()),
    [LEARNER]: () => ok(learner ?? testLearner()),
    [COURSES]: () => ok(testCertification().courseList),
    ...handlers,
  });

const certified = (certificate: Partial<NonNullable<CertificationLearnerDetail['certificate']>> = {}) =>
  enrolled({
    currentStatus: 6,
    processDetail: ['1', '1', '1', '0', '0', '1', '1'],
    application: { id: 9, state: 'approved', createdAt: '2026-02-20T10:00:00.000Z', decisionReason: null },
    certificate: {
      id: 4,
      number: 'CR-2026-7KQ4M9XW',
      state: 'valid',
      issuedAt: '2026-03-01T10:00:00.000Z',
      expiresAt: '2028-03-01T10:00:00.000Z',
      remindStatus: '0',
      renewable: false,
      ...certificate,
    },
  });

const myCertificates = (medals = { bronze: 1, silver: 0, gold: 0 }) => ({
  certificates: [
    { ...certified().certificate!, certificationId: 11, certificationName: 'Certified Security Associate', level: 1, kind: 0, versionLabel: 'V2.0' },
  ],
  medals,
});

const enrolled = (overrides: Partial<CertificationLearnerDetail> = {}) =>
  testLearner({ enrolment: approvedEnrolment, currentStatus: 1, processDetail: ['1', '1', '0', '0', '0', '0', '0'], ...overrides });

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  act(() => closeLoginTip());
});

describe('CertificationDetailPage', () => {
  it('shows a visitor the certification, its five steps and courses; Enrol gives the login tip and no call', async () => {
    const fetchMock = serve(null);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Certified Security Associate' })).toBeTruthy();
    expect(screen.getByText('Associate')).toBeTruthy();
    expect(screen.getByText('Version V2.0')).toBeTruthy();
    // Nothing personal to ask for: the contract's visitor answer is built from the public detail.
    expect(callsTo(fetchMock, LEARNER)).toHaveLength(0);
    expect(callsTo(fetchMock, COURSES)).toHaveLength(0);
    const steps = screen.getByRole('region', { name: 'Certification steps' });
    expect(within(steps).queryByText('Enrol in practical exam')).toBeNull();
    expect(within(steps).getByText('Obtain certificate')).toBeTruthy();
    // The course rows come in a background render after the page's first one (course-list.tsx).
    expect(await screen.findByText('Video Surveillance Fundamentals')).toBeTruthy();
    expect(screen.getByText('Compulsory')).toBeTruthy();
    expect(screen.getByText('Elective')).toBeTruthy();
    expect(document.title).toContain('Certified Security Associate');
    fireEvent.click(screen.getByRole('button', { name: 'Enrol now' }));
    expect(screen.getByTestId('login-tip').textContent).toBe('open');
    expect(callsTo(fetchMock, ENROL)).toHaveLength(0);
  });

  it("marks a certification's own texts with its language when it is not the page's (WCAG 3.1.2), and nothing else", async () => {
    const arabic = { ...testCertification(), languageId: 2, name: 'مشارك أمن معتمد', kindName: 'شهادة الأمن العامة' };
    serve(null, { [DETAIL]: () => ok(arabic) });
    renderPage();
    const course = await screen.findByText('Video Surveillance Fundamentals');
    expect(course.getAttribute('lang')).toBe('ar');
    expect(course.getAttribute('dir')).toBe('rtl');
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.querySelector('[lang="ar"]')?.textContent).toBe('مشارك أمن معتمد');
    expect(screen.getByText(arabic.description).getAttribute('lang')).toBe('ar');
    expect(screen.getAllByText('شهادة الأمن العامة').every((chip) => chip.getAttribute('lang') === 'ar')).toBe(true);
    // The interface's own words stay in the page's language.
    expect(screen.getByText('Compulsory').closest('[lang]')).toBeNull();
  });

  it('adds no language to the texts of a certification in the page language', async () => {
    serve(null);
    renderPage();
    const course = await screen.findByText('Video Surveillance Fundamentals');
    expect(course.hasAttribute('lang')).toBe(false);
    expect(screen.getByRole('heading', { level: 1 }).querySelector('[lang]')).toBeNull();
  });

  it('sends a malformed id to the not-found page', async () => {
    serve(null);
    renderPage('/certification/detail/abc');
    expect(await screen.findByText('Not found page')).toBeTruthy();
  });

  it('shows the credits progress and the exam tips notice at status 2; dismissing it marks the tips seen', async () => {
    const learner = enrolled({
      currentStatus: 2,
      processDetail: ['1', '1', '0', '0', '0', '0', '0'],
      certificationCreditDTO: { status: 2, credits: 12, requiredCredits: 12, reachedAt: '2026-02-01T00:00:00.000Z', examWindowEndsAt: null },
      userCourseUpdateDTO: { id: 31, viewExamTips: '0', viewUpdate: '0' },
    });
    let seen = false;
    const fetchMock = serve(learner, {
      [LEARNER]: () => ok(seen ? { ...learner, userCourseUpdateDTO: { id: 31, viewExamTips: '1', viewUpdate: '0' } } : learner),
      [TIPS_SEEN]: () => {
        seen = true;
        return ok({ id: 31, viewExamTips: '1', viewUpdate: '0' });
      },
    });
    renderPage('/certification/detail/11#take-exam');
    const notice = await screen.findByTestId('exam-tips');
    expect(screen.getByTestId('credits-progress').textContent).toContain('12 of 12 credits');
    expect(screen.getByTestId('certification-hint').textContent).toContain('You can take the exam now');
    // #take-exam opens the Exam tab: the Take exam button works from status 2.
    const take = (await screen.findByRole('button', { name: 'Take exam' })) as HTMLButtonElement;
    expect(take.disabled).toBe(false);
    expect(screen.getByText('0 / 2')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button'));
    await waitFor(() => expect(callsTo(fetchMock, TIPS_SEEN)[0]?.body).toMatchObject({ id: 31, viewExamTips: '1' }));
    await waitFor(() => expect(screen.queryByTestId('exam-tips')?.getAttribute('data-show') ?? 'false').toBe('false'));
  });

  it('disables Take exam while learning, with the reason', async () => {
    const fetchMock = serve(enrolled());
    renderPage('/certification/detail/11#take-exam');
    const take = (await screen.findByRole('button', { name: 'Take exam' })) as HTMLButtonElement;
    // A learner's detail and course progress are asked for, the detail with the spec's cache buster.
    expect(callsTo(fetchMock, LEARNER)[0].url.searchParams.get('timestamp')).toMatch(/^\d+$/);
    expect(callsTo(fetchMock, COURSES)).toHaveLength(1);
    expect(take.disabled).toBe(true);
    expect(screen.getByText('Earn the required credits from the courses first.')).toBeTruthy();
  });

  it('shows a pending enrolment as disabled: no Enrol button, the review hint and the exam reason', async () => {
    serve(testLearner({ childStatus: 3, enrolment: { ...approvedEnrolment, state: 'pending' } }));
    renderPage('/certification/detail/11#take-exam');
    expect((await screen.findByTestId('certification-hint')).textContent).toContain('1 to 3 working days');
    expect(screen.getByTestId('certification-status').textContent).toBe('Awaiting review');
    expect(screen.queryByRole('button', { name: 'Enrol now' })).toBeNull();
    expect(screen.getByText('The exam opens once your enrolment is approved.')).toBeTruthy();
  });

  it('applies at status 4 and refetches the learner detail', async () => {
    const fetchMock = serve(enrolled({ currentStatus: 4, processDetail: ['1', '1', '1', '0', '0', '0', '0'] }), {
      [APPLY]: () => ok({ applicationId: 9, state: 'pending' }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply for the certificate' }));
    await waitFor(() => expect(callsTo(fetchMock, APPLY)[0]?.body).toMatchObject({ certificationId: 11 }));
    await waitFor(() => expect(callsTo(fetchMock, LEARNER).length).toBeGreaterThan(1));
  });

  it('switches the learning type, replaces the learner detail with the answer and says so', async () => {
    const fetchMock = serve(enrolled(), { [SWITCH]: () => ok(enrolled({ learningType: 1, currentStatus: 2 })) });
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: 'Classroom' }));
    await waitFor(() => expect(callsTo(fetchMock, SWITCH)[0]?.body).toMatchObject({ id: 11, learningType: 1 }));
    expect(await screen.findByText('Your learning type is changed.')).toBeTruthy();
  });

  it('shows the certificate, the congratulation dialog once, and asks for the company before the PDF', async () => {
    const learner = enrolled({
      currentStatus: 6,
      processDetail: ['1', '1', '1', '0', '0', '1', '1'],
      certificate: {
        id: 4,
        number: 'CR-2026-7KQ4M9XW',
        state: 'valid',
        issuedAt: '2026-03-01T10:00:00.000Z',
        expiresAt: '2028-03-01T10:00:00.000Z',
        remindStatus: '1',
        renewable: false,
      },
    });
    const fetchMock = serve(learner, { [REMIND]: () => ok(null) });
    renderPage();
    expect(await screen.findByText('Congratulations!')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).find((button) => button.classList.contains('ant-btn'))!);
    await waitFor(() => expect(callsTo(fetchMock, REMIND)[0]?.body).toMatchObject({ certificateId: 4 }));
    const card = screen.getByTestId('certificate-card');
    expect(within(card).getByText('CR-2026-7KQ4M9XW')).toBeTruthy();
    expect(within(card).getByText('Valid')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Public verification page' }).getAttribute('href')).toBe('/verify/CR-2026-7KQ4M9XW');
    fireEvent.click(within(card).getByRole('button', { name: 'Download PDF' }));
    expect(await within(card).findByText('Fill in your company information before downloading the certificate.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Complete your information' }).getAttribute('href')).toBe('/my-learning/edit');
  });

  it('shows the application under review at status 5 once: the hint and the date it was sent, no second box, no action', async () => {
    serve(
      enrolled({
        currentStatus: 5,
        processDetail: ['1', '1', '1', '0', '0', '1', '0'],
        application: { id: 9, state: 'pending', createdAt: '2026-02-20T10:00:00.000Z', decisionReason: null },
      }),
    );
    renderPage();
    expect((await screen.findByTestId('certification-hint')).textContent).toContain('Your application has been submitted.');
    expect(screen.getByTestId('certification-status').textContent).toBe('Applied');
    expect(screen.getByTestId('application-submitted').textContent).toBe('Application submitted on February 20, 2026');
    expect(screen.queryByRole('button', { name: 'Apply for the certificate' })).toBeNull();
    expect(screen.queryByTestId('certificate-card')).toBeNull();
  });

  it('offers to apply again after a rejected application, with the reason', async () => {
    serve(
      enrolled({
        currentStatus: 4,
        processDetail: ['1', '1', '1', '0', '0', '0', '0'],
        application: { id: 9, state: 'rejected', createdAt: '2026-02-20T10:00:00.000Z', decisionReason: 'The company name is missing.' },
      }),
    );
    renderPage();
    const rejected = await screen.findByTestId('application-rejected');
    expect(rejected.textContent).toContain('Your last application was not approved.');
    expect(rejected.textContent).toContain('Reason: \u2068The company name is missing.\u2069');
    // A standing notice the page opens with is read politely, not announced as an interruption.
    expect(rejected.getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Apply for the certificate' })).toBeTruthy();
  });

  it('shows a certified learner the certificate and their medals from the certificate list, and the issued hint once', async () => {
    const fetchMock = serve(certified(), { [MY_CERTIFICATES]: () => ok(myCertificates({ bronze: 1, silver: 1, gold: 0 })) });
    renderPage();
    const medals = await screen.findByRole('region', { name: 'Your medals' });
    expect(within(medals).getByRole('img', { name: 'Bronze medals: 1 (associate certificates)' })).toBeTruthy();
    expect(within(medals).getByRole('img', { name: 'Silver medals: 1 (professional certificates)' })).toBeTruthy();
    expect(within(medals).getByRole('img', { name: 'Gold medals: 0 (expert certificates)' })).toBeTruthy();
    expect(callsTo(fetchMock, MY_CERTIFICATES)).toHaveLength(1);
    expect(screen.getByTestId('certification-status').textContent).toBe('Certified');
    expect(screen.getByTestId('certification-hint').textContent).toContain('your certificate has been issued');
    expect(within(screen.getByTestId('certificate-card')).getByText('Valid')).toBeTruthy();
  });

  it('asks no medals for a learner without a certificate here', async () => {
    const fetchMock = serve(enrolled(), { [MY_CERTIFICATES]: () => ok(myCertificates()) });
    renderPage();
    await screen.findByTestId('credits-progress');
    expect(callsTo(fetchMock, MY_CERTIFICATES)).toHaveLength(0);
    expect(screen.queryByTestId('medals')).toBeNull();
  });

  it('renews an expired certificate: the success message, then the learner detail and the medals are read again', async () => {
    let renewed = false;
    const expired = certified({ state: 'expired', expiresAt: '2026-01-01T10:00:00.000Z', renewable: true });
    const fetchMock = serve(expired, {
      [LEARNER]: () => ok(renewed ? enrolled({ currentStatus: 2, processDetail: ['1', '1', '0', '0', '0', '0', '0'] }) : expired),
      [MY_CERTIFICATES]: () => ok(myCertificates({ bronze: 0, silver: 0, gold: 0 })),
      [RENEW]: () => {
        renewed = true;
        return ok({ certificationId: 11, enrolmentId: 31 });
      },
    });
    renderPage();
    const card = await screen.findByTestId('certificate-card');
    expect(within(card).getByText('Expired')).toBeTruthy();
    // An expired certificate is not "issued" news any more: the card says what to do.
    expect(screen.queryByTestId('certification-hint')).toBeNull();
    expect(within(card).getByTestId('certificate-note').textContent).toContain('Renew it to be certified again.');
    await screen.findByTestId('medals');
    const learnerCalls = callsTo(fetchMock, LEARNER).length;
    const listCalls = callsTo(fetchMock, MY_CERTIFICATES).length;
    fireEvent.click(within(card).getByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(callsTo(fetchMock, RENEW)[0]?.body).toMatchObject({ certificateId: 4 }));
    expect(await screen.findByText('Renewal started. Pass the theory exam again and apply.')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, LEARNER).length).toBeGreaterThan(learnerCalls));
    // The certificate of the previous cycle leaves the page with the new cycle; the list was asked again before that.
    await waitFor(() => expect(screen.queryByTestId('certificate-card')).toBeNull());
    expect(callsTo(fetchMock, MY_CERTIFICATES).length).toBeGreaterThan(listCalls);
    expect(screen.getByTestId('certification-status').textContent).toBe('Theory exam');
  });

  it('a classroom learner continues in the Classroom tab, with their seat', async () => {
    const fetchMock = serve(enrolled({ learningType: 1 }), {
      [CLASSROOMS]: () => ok({ total: 1, rows: [testClassroom({ userStatus: 3, registrationId: 90, cancellable: true })] }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue learning' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Classroom' }).getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByTestId('classroom-51')).toBeTruthy();
    expect(callsTo(fetchMock, CLASSROOMS)[0].body).toMatchObject({ certificationId: 11 });
  });

  it('after the theory exam offers the practical exam, whose sessions are in the Exam tab', async () => {
    const learner = enrolled({
      currentStatus: 3,
      processDetail: ['1', '1', '1', '0', '0', '0', '0'],
      theoryExam: { examNums: 1, maxExamNums: 2, passed: true, theoryExamScore: 90 },
    });
    serve(learner, {
      [DETAIL]: () => ok(testCertification({ practicalExam: '1' })),
      [PRACTICAL]: () => ok({ total: 1, rows: [testPracticalExam()] }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Book your practical exam' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Exam' }).getAttribute('aria-selected')).toBe('true'));
    const session = await screen.findByTestId('practical-61');
    expect((within(session).getByRole('button', { name: 'Enrol' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
