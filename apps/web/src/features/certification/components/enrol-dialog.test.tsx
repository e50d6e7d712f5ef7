import { TIMINGS_MS } from '@credo/contracts/constants';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, ok, serveApi, testSiteInfo } from '@/test/fixtures';
import { renderWithSite } from '@/test/render-with-site';
import { approvedEnrolment, testCertification, testLearner } from '../model/test-data';
import { EnrolDialog } from './enrol-dialog';

const DETAIL = '/api/user/invitation/getDetail';
const USE = '/api/user/invitation/use';
const SALES_USE = '/api/user/invitation/sales/use';
const ENROL = '/api/user/certificationRegistration/enrol';

const invitationDetail = (kind: 'user' | 'sales') => ({
  code: 'WELCOME-26',
  kind,
  relationId: 11,
  relationType: 0,
  certificationName: 'Certified Security Associate',
  versionLabel: 'V2.0',
  level: 1,
  expiresAt: '2027-01-01T00:00:00.000Z',
  emailNotificationStatus: 1,
});

const renderDialog = (mode: 'open' | 'review' | 'invitation') => {
  const props = { onClose: vi.fn(), onEnrolled: vi.fn(), onStale: vi.fn() };
  renderWithSite(<EnrolDialog open certification={testCertification({ enrolmentMode: mode })} defaultNotify {...props} />);
  return props;
};

const codeInput = () => screen.getByLabelText('Invitation code');
const notifyBox = () => screen.getByRole('checkbox', { name: /Email me about my enrolment/ }) as HTMLInputElement;
/** The confirm button (its name may carry antd's fading "loading" icon label). */
const enrolButton = () => screen.getByRole('button', { name: /^(loading )?Enrol$/ });
const submit = () => fireEvent.click(enrolButton());

afterEach(() => vi.unstubAllGlobals());

describe('EnrolDialog with an invitation code', () => {
  it('an empty code shows the enter-invitation-code message and makes no call', async () => {
    const fetchMock = serveApi(testSiteInfo());
    renderDialog('invitation');
    fireEvent.change(codeInput(), { target: { value: '   ' } });
    submit();
    expect(await screen.findByText('Please enter the invitation code.')).toBeTruthy();
    expect(callsTo(fetchMock, DETAIL)).toHaveLength(0);
    expect(callsTo(fetchMock, USE)).toHaveLength(0);
  });

  it('10019 shows its fixed message and keeps the e-mail-notification choice', async () => {
    const fetchMock = serveApi(testSiteInfo(), { [DETAIL]: () => envelope(10019, null, 'Wrong region (server words)') });
    renderDialog('invitation');
    fireEvent.click(notifyBox());
    expect(notifyBox().checked).toBe(false);
    fireEvent.change(codeInput(), { target: { value: 'welcome-26' } });
    submit();
    const notice = await screen.findByTestId('enrol-notice');
    expect(notice.textContent).toContain('Invalid invitation code. Please enrol in the right country or region.');
    expect(notifyBox().checked).toBe(false);
    expect(callsTo(fetchMock, DETAIL)[0].url.searchParams.get('invitationCode')).toBe('welcome-26');
    expect(callsTo(fetchMock, USE)).toHaveLength(0);
  });

  it('10018 names the site of the code from codeValidWithSite', async () => {
    serveApi(testSiteInfo(), { [DETAIL]: () => envelope(10018, { codeValidWithSite: 'Asia' }, 'Other site') });
    renderDialog('invitation');
    fireEvent.change(codeInput(), { target: { value: 'ASIA-1' } });
    submit();
    expect((await screen.findByTestId('enrol-notice')).textContent).toContain('This invitation code is only valid on the Asia site.');
  });

  it('any other code shows under the code field', async () => {
    serveApi(testSiteInfo(), { [DETAIL]: () => envelope(10001, null, 'Expired') });
    renderDialog('invitation');
    fireEvent.change(codeInput(), { target: { value: 'OLD-1' } });
    submit();
    expect(await screen.findByText('The invitation has expired.')).toBeTruthy();
    expect(screen.queryByTestId('enrol-notice')).toBeNull();
  });

  it('a sales code is used with the sales call and the e-mail choice', async () => {
    const fetchMock = serveApi(testSiteInfo(), {
      [DETAIL]: () => ok(invitationDetail('sales')),
      [SALES_USE]: () => ok({ certificationId: 11, enrolmentId: 40 }),
    });
    const props = renderDialog('invitation');
    fireEvent.change(codeInput(), { target: { value: ' WELCOME-26 ' } });
    submit();
    await waitFor(() => expect(props.onEnrolled).toHaveBeenCalledWith({ via: 'invitation', certificationId: 11 }));
    expect(callsTo(fetchMock, SALES_USE)[0].body).toMatchObject({ code: 'WELCOME-26', emailNotificationStatus: 1 });
    expect(callsTo(fetchMock, USE)).toHaveLength(0);
  });

  it('a user code failing on use with 10006 shows it under the field', async () => {
    serveApi(testSiteInfo(), { [DETAIL]: () => ok(invitationDetail('user')), [USE]: () => envelope(10006, null, 'Used') });
    const props = renderDialog('invitation');
    fireEvent.change(codeInput(), { target: { value: 'WELCOME-26' } });
    submit();
    expect(await screen.findByText('The invitation has already been used.')).toBeTruthy();
    expect(props.onEnrolled).not.toHaveBeenCalled();
  });

  it('10026 closes the dialog (the prerequisite list opens instead)', async () => {
    serveApi(testSiteInfo(), {
      [DETAIL]: () => ok(invitationDetail('user')),
      [USE]: () =>
        envelope(10026, { prerequisiteCertificationList: [{ certificationReleaseId: 3, certificationName: 'Associate', versionLabel: 'V1' }] }, 'Missing'),
    });
    const props = renderDialog('invitation');
    fireEvent.change(codeInput(), { target: { value: 'WELCOME-26' } });
    submit();
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
  });
});

describe('EnrolDialog without a code', () => {
  it('enrols with the certification id and the e-mail choice, once per click burst and lock', async () => {
    let resolve!: (response: Response) => void;
    const fetchMock = serveApi(testSiteInfo(), {
      [ENROL]: () =>
        new Promise<Response>((r) => {
          resolve = r;
        }),
    });
    const props = renderDialog('review');
    expect(screen.getByText('Enrolments in this certification are reviewed within 1 to 3 working days.')).toBeTruthy();
    expect(screen.queryByLabelText('Invitation code')).toBeNull();
    const button = enrolButton();
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(callsTo(fetchMock, ENROL)).toHaveLength(1));
    expect(callsTo(fetchMock, ENROL)[0].body).toMatchObject({ certificationId: 11, emailNotificationStatus: 1 });
    await act(async () => resolve(envelope(500, null, 'Failed')));
    await waitFor(() => expect(enrolButton().getAttribute('aria-disabled')).toBe('true'));
    submit();
    expect(callsTo(fetchMock, ENROL)).toHaveLength(1);
    await waitFor(() => expect(enrolButton().getAttribute('aria-disabled')).toBeNull(), {
      timeout: TIMINGS_MS.enrolLock + 1000,
    });
    submit();
    await waitFor(() => expect(callsTo(fetchMock, ENROL)).toHaveLength(2));
    expect(props.onEnrolled).not.toHaveBeenCalled();
  });

  it('reports a pending enrolment', async () => {
    const learner = testLearner({ childStatus: 3, enrolment: { ...approvedEnrolment, state: 'pending' } });
    serveApi(testSiteInfo(), { [ENROL]: () => ok(learner) });
    const props = renderDialog('review');
    submit();
    await waitFor(() => expect(props.onEnrolled).toHaveBeenCalledWith({ via: 'direct', learner }));
  });

  it('10026 closes the dialog', async () => {
    serveApi(testSiteInfo(), { [ENROL]: () => envelope(10026, { prerequisiteCertificationList: [] }, 'Missing') });
    const props = renderDialog('open');
    submit();
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
  });
});
