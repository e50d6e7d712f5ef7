import type { CertificationLearnerDetail } from '@credo/contracts/certification-journey';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeLoginTip, useLoginTipOpen } from '@/shared/dialogs/login-tip';
import { callsTo, ok, serveApi, testSiteInfo, testUser, unauthorized, type Handler } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { approvedEnrolment, testCertification, testLearner } from '../model/test-data';
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

const TipProbe = () => <output data-testid="login-tip">{useLoginTipOpen() ? 'open' : 'closed'}</output>;

const renderPage = (path = '/certification/detail/11') =>
  renderWithSite(
    <>
      <Routes>
        <Route path="/certification/detail/:id" element={<CertificationDetailPage />} />
        <Route path="/exception/notFound" element={<p>Not found page</p>} />
      </Routes>
      <TipProbe />
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

const enrolled = (overrides: Partial<CertificationLearnerDetail> = {}) =>
  testLearner({ enrolment: approvedEnrolment, currentStatus: 1, processDetail: ['1', '1', '0', '0', '0', '0', '0'], ...overrides });

afterEach(() => {
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
    expect(callsTo(fetchMock, LEARNER)[0].url.searchParams.get('timestamp')).toMatch(/^\d+$/);
    const steps = screen.getByRole('region', { name: 'Certification steps' });
    expect(within(steps).queryByText('Enrol in practical exam')).toBeNull();
    expect(within(steps).getByText('Obtain certificate')).toBeTruthy();
    expect(screen.getByText('Video Surveillance Fundamentals')).toBeTruthy();
    expect(screen.getByText('Compulsory')).toBeTruthy();
    expect(screen.getByText('Elective')).toBeTruthy();
    expect(document.title).toContain('Certified Security Associate');
    fireEvent.click(screen.getByRole('button', { name: 'Enrol now' }));
    expect(screen.getByTestId('login-tip').textContent).toBe('open');
    expect(callsTo(fetchMock, ENROL)).toHaveLength(0);
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
    const take = screen.getByRole('button', { name: 'Take exam' }) as HTMLButtonElement;
    expect(take.disabled).toBe(false);
    expect(screen.getByText('0 / 2')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button'));
    await waitFor(() => expect(callsTo(fetchMock, TIPS_SEEN)[0]?.body).toMatchObject({ id: 31, viewExamTips: '1' }));
    await waitFor(() => expect(screen.queryByTestId('exam-tips')?.getAttribute('data-show') ?? 'false').toBe('false'));
  });

  it('disables Take exam while learning, with the reason', async () => {
    serve(enrolled());
    renderPage('/certification/detail/11#take-exam');
    const take = (await screen.findByRole('button', { name: 'Take exam' })) as HTMLButtonElement;
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
    fireEvent.click(await screen.findByText('Classroom', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(callsTo(fetchMock, SWITCH)[0]?.body).toMatchObject({ id: 11, learningType: 1 }));
    expect(await screen.findByText('Learning type switched successfully')).toBeTruthy();
  });

  it('shows the certificate, the congratulation dialog once, and asks for the company before the PDF', async () => {
    const learner = enrolled({
      currentStatus: 6,
      processDetail: ['1', '1', '1', '0', '0', '1', '1'],
      certificate: {
        id: 4, number: 'CR-2026-7KQ4M9XW', state: 'valid', issuedAt: '2026-03-01T10:00:00.000Z', expiresAt: '2028-03-01T10:00:00.000Z',
        remindStatus: '1', renewable: false,
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
});
