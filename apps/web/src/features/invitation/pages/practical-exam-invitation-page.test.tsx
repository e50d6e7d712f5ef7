import type { InvitationDetail } from '@credo/contracts/invitation';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteMatcherContext } from '@/shared/ui/app-link';
import { callsTo, envelope, ok, serveApi, testSiteInfo, testUser, type Handler } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { PracticalExamInvitationPage } from './practical-exam-invitation-page';

const USER = '/api/user/sso/getUserInfo';
const DETAIL = '/api/user/invitation/getDetail';
const ENROL = '/api/user/practicalExamApprove/enrollByInvitationCode';
const SESSION = '/api/certification/practicalExam/getById';

const session = {
  id: 61,
  name: 'Hands-on exam Warsaw',
  startAt: '2027-03-10T08:00:00.000Z',
  endAt: '2027-03-10T14:00:00.000Z',
  city: 'Warsaw',
  countryCode: 'PL',
};

const detail = (overrides: Partial<InvitationDetail> = {}): InvitationDetail => ({
  code: 'PRACTICAL-GSP',
  kind: 'user',
  relationId: 41,
  relationType: 2,
  session,
  certificationName: 'General Security Professional',
  versionLabel: 'V1.0',
  level: 2,
  expiresAt: '2027-06-30T00:00:00.000Z',
  emailNotificationStatus: 0,
  ...overrides,
});

const seat = { practicalExamApproveId: 70, practicalExamId: 61, certificationId: 41, userPracticalExamStatus: 2 };

const renderPage = (handlers: Record<string, Handler>, path = '/invitation/practical-exam') => {
  const fetchMock = serveApi(testSiteInfo(), { [USER]: () => ok(testUser()), ...handlers });
  renderWithSite(
    <RouteMatcherContext.Provider value={() => true}>
      <Routes>
        <Route path="/invitation/practical-exam" element={<PracticalExamInvitationPage />} />
        <Route path="/mobile/invitation/practical-exam" element={<PracticalExamInvitationPage />} />
      </Routes>
    </RouteMatcherContext.Provider>,
    { path },
  );
  return fetchMock;
};

const codeBox = () => screen.findByLabelText('Invitation code');
/** The submit button (its name may carry antd's fading "loading" icon label). */
const enrolButton = () => screen.getByRole('button', { name: /Enrol in the practical exam$/ });

afterEach(() => vi.unstubAllGlobals());

describe('PracticalExamInvitationPage', () => {
  it('asks for the code when it is empty and calls nothing', async () => {
    const fetchMock = renderPage({ [ENROL]: () => ok(seat) });
    await codeBox();
    fireEvent.click(enrolButton());
    expect(await screen.findByText('Please enter the invitation code.')).toBeTruthy();
    expect(callsTo(fetchMock, ENROL)).toHaveLength(0);
  });

  it('checks the code of the link, shows its session, enrols with allergies and dietary requirements and links to the certification', async () => {
    const fetchMock = renderPage({ [DETAIL]: () => ok(detail()), [ENROL]: () => ok(seat) }, '/invitation/practical-exam?code=PRACTICAL-GSP');
    expect(await screen.findByText('Hands-on exam Warsaw')).toBeTruthy();
    expect(screen.getByText('General Security Professional')).toBeTruthy();
    expect(screen.getByText('Warsaw, Poland')).toBeTruthy();
    expect(((await codeBox()) as HTMLInputElement).value).toBe('PRACTICAL-GSP');
    fireEvent.change(screen.getByLabelText('Allergies'), { target: { value: 'None' } });
    fireEvent.change(screen.getByLabelText('Dietary requirements'), { target: { value: 'Halal' } });
    fireEvent.click(enrolButton());
    const link = await screen.findByRole('link', { name: 'Go to the certification' });
    expect(link.getAttribute('href')).toBe('/certification/detail/41');
    expect(callsTo(fetchMock, ENROL)[0].body).toMatchObject({ code: 'PRACTICAL-GSP', allergies: 'None', dietaryRequirements: 'Halal' });
    expect(screen.getAllByText('You are enrolled in the practical exam').length).toBeGreaterThan(0);
    expect(screen.getByTestId('invitation-session').textContent).toContain('Hands-on exam Warsaw');
  });

  it('enrols with an unchecked code and names the session from getById', async () => {
    const fetchMock = renderPage({
      [ENROL]: () => ok(seat),
      [SESSION]: () =>
        ok({ id: 61, practicalExamName: 'Hands-on exam Warsaw', startAt: session.startAt, endAt: session.endAt, city: 'Warsaw', countryCode: 'PL' }),
    });
    fireEvent.change(await codeBox(), { target: { value: 'practical-gsp' } });
    fireEvent.click(enrolButton());
    expect(await screen.findByRole('link', { name: 'Go to the certification' })).toBeTruthy();
    expect(callsTo(fetchMock, SESSION)[0].url.searchParams.get('id')).toBe('61');
    expect((await screen.findByTestId('invitation-session')).textContent).toContain('Hands-on exam Warsaw');
  });

  it("places refusals like /invitation without the Tips dialog: code problems under the field, 10019 and the learner's own (10009) above the form", async () => {
    let code = 10006;
    renderPage({ [ENROL]: () => envelope(code, null, 'refused') });
    fireEvent.change(await codeBox(), { target: { value: 'PRACTICAL-GSP' } });
    fireEvent.click(enrolButton());
    const message = await screen.findByText('The invitation has already been used.');
    expect(message.id).toBe('practical-code-error');
    expect((await codeBox()).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    code = 10019;
    fireEvent.click(enrolButton());
    expect(await screen.findByText('Invalid invitation code. Please enrol in the right country or region.')).toBeTruthy();
    expect(screen.queryByText('The invitation has already been used.')).toBeNull();
    code = 10009;
    fireEvent.click(enrolButton());
    const busy = await screen.findByText('Please finish your current practical exam first.');
    expect(busy.closest('[role=alert]')?.id).not.toBe('practical-code-error');
    expect((await codeBox()).getAttribute('aria-invalid')).toBe('false');
  });

  it('a code of another type shows the invalid message and the way to /invitation, and enrols nothing', async () => {
    const fetchMock = renderPage({ [DETAIL]: () => ok(detail({ code: 'WELCOME-CSA', relationType: 0, session: null })), [ENROL]: () => ok(seat) });
    fireEvent.change(await codeBox(), { target: { value: 'WELCOME-CSA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('This is not a practical exam invitation code.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Use this code on the invitation page' }).getAttribute('href')).toBe('/invitation?code=WELCOME-CSA');
    fireEvent.click(enrolButton());
    await waitFor(() => expect(screen.getByText('This is not a practical exam invitation code.')).toBeTruthy());
    expect(callsTo(fetchMock, ENROL)).toHaveLength(0);
  });

  it('on mobile shows the web-portal notice instead of the form', async () => {
    renderPage({}, '/mobile/invitation/practical-exam?code=PRACTICAL-GSP');
    expect((await screen.findByTestId('practical-mobile-notice')).textContent).toContain('Log in to the web portal');
    expect(screen.queryByLabelText('Invitation code')).toBeNull();
  });
});
