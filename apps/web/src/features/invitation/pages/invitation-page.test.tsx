import type { InvitationDetail } from '@credo/contracts/invitation';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteMatcherContext } from '@/shared/ui/app-link';
import { callsTo, envelope, ok, serveApi, testSiteInfo, testUser, type Handler } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { InvitationPage } from './invitation-page';

const USER = '/api/user/sso/getUserInfo';
const DETAIL = '/api/user/invitation/getDetail';
const USE = '/api/user/invitation/use';
const SALES_USE = '/api/user/invitation/sales/use';

const detail = (overrides: Partial<InvitationDetail> = {}): InvitationDetail => ({
  code: 'WELCOME-CSA',
  kind: 'user',
  relationId: 41,
  relationType: 0,
  session: null,
  certificationName: 'General Security Associate',
  versionLabel: 'V3.1',
  level: 1,
  expiresAt: '2027-06-30T00:00:00.000Z',
  emailNotificationStatus: 0,
  ...overrides,
});

const renderInvitation = (handlers: Record<string, Handler>, path = '/invitation') => {
  const fetchMock = serveApi(testSiteInfo(), { [USER]: () => ok(testUser()), ...handlers });
  renderWithSite(
    <RouteMatcherContext.Provider value={() => true}>
      <Routes>
        <Route path="/invitation" element={<InvitationPage />} />
      </Routes>
    </RouteMatcherContext.Provider>,
    { path },
  );
  return fetchMock;
};

const codeBox = () => screen.findByLabelText('Invitation code');
const notifyBox = () => screen.getByRole('checkbox', { name: 'Send me e-mail notifications about this training' }) as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

describe('InvitationPage', () => {
  it('asks for the code when it is empty and calls nothing', async () => {
    const fetchMock = renderInvitation({ [DETAIL]: () => ok(detail()) });
    fireEvent.change(await codeBox(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('Please enter the invitation code.')).toBeTruthy();
    expect(callsTo(fetchMock, DETAIL)).toHaveLength(0);
  });

  it('names the site a code belongs to (10018), without the generic Tips dialog', async () => {
    renderInvitation({ [DETAIL]: () => envelope(10018, { codeValidWithSite: 'Europe' }, 'Only on Europe') });
    fireEvent.change(await codeBox(), { target: { value: 'eu-only' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('This invitation code is only valid on the Europe site.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the fixed 10019 message and keeps the e-mail notification choice', async () => {
    const fetchMock = renderInvitation({
      [DETAIL]: () => ok(detail({ code: 'DACH-CSA' })),
      [USE]: () => envelope(10019, null, 'Wrong region'),
    });
    fireEvent.change(await codeBox(), { target: { value: 'dach-csa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('General Security Associate')).toBeTruthy();
    expect(notifyBox().checked).toBe(true);
    fireEvent.click(notifyBox());
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Invalid invitation code. Please enrol in the right country or region.')).toBeTruthy();
    expect(notifyBox().checked).toBe(false);
    expect(callsTo(fetchMock, USE)[0].body).toMatchObject({ code: 'dach-csa', emailNotificationStatus: 0 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // Issue 14 item 10: the same default as the certification enrol dialog (shared/user/notify-default).
  it('ticks the e-mail box for a new learner, like the certification enrol dialog', async () => {
    renderInvitation({ [DETAIL]: () => ok(detail({ emailNotificationStatus: 0 })) }, '/invitation?code=WELCOME-CSA');
    expect(await screen.findByText('General Security Associate')).toBeTruthy();
    expect(notifyBox().checked).toBe(true);
  });

  it('leaves the e-mail box unticked for a learner who stopped the notifications', async () => {
    renderInvitation({ [DETAIL]: () => ok(detail({ emailNotificationStatus: 2 })) }, '/invitation?code=WELCOME-CSA');
    expect(await screen.findByText('General Security Associate')).toBeTruthy();
    expect(notifyBox().checked).toBe(false);
  });

  it('shows other refusals under the code field', async () => {
    renderInvitation({ [DETAIL]: () => envelope(10001, null, 'expired') });
    fireEvent.change(await codeBox(), { target: { value: 'EXPIRED-DEMO' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    const message = await screen.findByText('The invitation has expired.');
    expect(message.id).toBe('invitation-code-error');
    expect((await codeBox()).getAttribute('aria-invalid')).toBe('true');
  });

  it('accepts a sales code with the sales call, then links to the certification', async () => {
    const fetchMock = renderInvitation(
      {
        [DETAIL]: () => ok(detail({ code: 'SALES-VSA', kind: 'sales', emailNotificationStatus: 1 })),
        [SALES_USE]: () => ok({ certificationId: 41, enrolmentId: 9 }),
      },
      '/invitation?code=SALES-VSA',
    );
    // The ?code= of an invitation e-mail prefills the box and is checked at once.
    expect(await screen.findByText('General Security Associate')).toBeTruthy();
    expect(callsTo(fetchMock, DETAIL)[0].url.searchParams.get('invitationCode')).toBe('SALES-VSA');
    expect(notifyBox().checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    const link = await screen.findByRole('link', { name: 'Go to the certification' });
    expect(link.getAttribute('href')).toBe('/certification/detail/41');
    expect(screen.getAllByText('Invitation accepted successfully').length).toBeGreaterThan(0);
    await waitFor(() => expect(callsTo(fetchMock, SALES_USE)).toHaveLength(1));
    expect(callsTo(fetchMock, SALES_USE)[0].body).toMatchObject({ code: 'SALES-VSA', emailNotificationStatus: 1 });
    expect(callsTo(fetchMock, USE)).toHaveLength(0);
  });

  it('shows the classroom session of a classroom code (relationType 1) before and after accepting it', async () => {
    const session = {
      id: 51,
      name: 'Video Security Bootcamp',
      startAt: '2027-02-01T08:00:00.000Z',
      endAt: '2027-02-01T15:00:00.000Z',
      city: 'Warsaw',
      countryCode: 'PL',
    };
    renderInvitation(
      {
        [DETAIL]: () => ok(detail({ code: 'CLASS-CSA', relationType: 1, session })),
        [USE]: () => ok({ certificationId: 41, enrolmentId: 9, classroomRegistrationId: 90 }),
      },
      '/invitation?code=CLASS-CSA',
    );
    expect((await screen.findByTestId('invitation-session')).textContent).toContain('Video Security Bootcamp');
    expect(screen.getByText('Classroom session')).toBeTruthy();
    expect(screen.getByText('Warsaw, Poland')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('link', { name: 'Go to the certification' })).toBeTruthy();
    expect(screen.getByTestId('invitation-session').textContent).toContain('Video Security Bootcamp');
    expect(screen.getByText(/have a seat in the session below/)).toBeTruthy();
  });

  it('sends a practical-exam code (relationType 2) to its own page instead of accepting it', async () => {
    renderInvitation({ [DETAIL]: () => ok(detail({ code: 'PRACTICAL-GSP', relationType: 2 })) }, '/invitation?code=PRACTICAL-GSP');
    const notice = await screen.findByTestId('practical-code-notice');
    expect(notice.querySelector('a')?.getAttribute('href')).toBe('/invitation/practical-exam?code=PRACTICAL-GSP');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });
});
