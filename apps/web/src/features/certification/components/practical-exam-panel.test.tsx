import type { PracticalExamEntry } from '@credo/contracts/training';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/shared/api/api-client';
import { callsTo, envelope, ok, serveApi, testSiteInfo, type Handler } from '@/test/fixtures';
import { clearToasts, ToastHost } from '@/shared/ui/toast';
import { renderWithSite } from '@/test/render-with-site';
import { approvedEnrolment, testCertification, testLearner, testPracticalExam } from '../model/test-data';
import { PracticalExamPanel } from './practical-exam-panel';

const LIST = '/api/certification/practicalExam/getOfCertification';
const ENROL = '/api/user/practicalExamApprove/enroll';
const CANCEL = '/api/user/practicalExamApprove/cancelPracticalExam';

/** Theory exam passed: status 3, practical exam. */
const theoryPassed = testLearner({
  enrolment: approvedEnrolment,
  currentStatus: 3,
  theoryExam: { examNums: 1, maxExamNums: 2, passed: true, theoryExamScore: 90 },
});

const renderPanel = (
  rows: PracticalExamEntry[],
  options: { learner?: ReturnType<typeof testLearner>; handlers?: Record<string, Handler>; path?: string } = {},
) => {
  const fetchMock = serveApi(testSiteInfo(), { [LIST]: () => ok({ total: rows.length, rows }), ...options.handlers });
  const onChanged = vi.fn();
  renderWithSite(
    <>
      <PracticalExamPanel
        certification={testCertification({ practicalExam: '1' })}
        learner={options.learner ?? theoryPassed}
        signedIn
        userId={7}
        onChanged={onChanged}
      />
      <ToastHost />
    </>,
    { path: options.path },
  );
  return { fetchMock, onChanged };
};

const item = (id: number) => screen.findByTestId(`practical-${id}`);
const showTips = vi.fn();

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  showTips.mockReset();
  configureApiClient({ showTips: () => {} });
});

describe('PracticalExamPanel', () => {
  it('lists the sessions with place, seats left, the learner state and the paid tag', async () => {
    renderPanel([
      testPracticalExam(),
      testPracticalExam({ id: 62, practicalExamName: 'Paid session', isCharge: '1' }),
      testPracticalExam({ id: 63, userPracticalExamStatus: 1, practicalExamApproveId: 3 }),
      testPracticalExam({ id: 64, userPracticalExamStatus: 3, practicalExamApproveId: 4 }),
      testPracticalExam({ id: 65, userPracticalExamStatus: 6, practicalExamApproveId: 5 }),
      testPracticalExam({ id: 66, practicalExamName: 'Paid, order open', isCharge: '1', order: { state: 0, payType: 1 } }),
      testPracticalExam({ id: 67, practicalExamName: 'Paid, order timed out', isCharge: '1', order: { state: 4, payType: 0 } }),
    ]);
    const open = await item(61);
    expect(within(open).getByText('Hands-on exam Warsaw')).toBeTruthy();
    expect(within(open).getByText('Warsaw, Poland')).toBeTruthy();
    expect(within(open).getByText('Seats left: 3 of 8')).toBeTruthy();
    expect((within(open).getByRole('button', { name: 'Enrol' }) as HTMLButtonElement).disabled).toBe(false);
    const paid = await item(62);
    expect(within(paid).getByText('Paid')).toBeTruthy();
    // Paid places are bought on the payment page (issue 16): Pay instead of Enrol.
    expect(within(paid).queryByRole('button', { name: 'Enrol' })).toBeNull();
    expect((within(paid).getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(false);
    const waiting = await item(66);
    expect(within(waiting).getByText('Waiting for payment')).toBeTruthy();
    expect(within(waiting).getByRole('button', { name: 'Continue payment' })).toBeTruthy();
    const late = await item(67);
    expect(within(late).getByText('Payment timeout')).toBeTruthy();
    expect(within(late).getByRole('button', { name: 'Pay' })).toBeTruthy();
    expect(within(await item(63)).getByText('Cancelled')).toBeTruthy();
    expect(within(await item(64)).getByText('Removed')).toBeTruthy();
    expect(within(await item(65)).getByText('Absent')).toBeTruthy();
    expect(within(await item(65)).queryByRole('button')).toBeNull();
  });

  it('Enrol asks for allergies and dietary requirements and sends them', async () => {
    const { fetchMock, onChanged } = renderPanel([testPracticalExam()], {
      handlers: { [ENROL]: () => ok({ practicalExamApproveId: 70, practicalExamId: 61, certificationId: 11, userPracticalExamStatus: 2 }) },
    });
    fireEvent.click(within(await item(61)).getByRole('button', { name: 'Enrol' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Enrol in the practical exam')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Allergies'), { target: { value: 'Peanuts' } });
    fireEvent.change(within(dialog).getByLabelText('Dietary requirements'), { target: { value: 'Vegetarian' } });
    expect(within(dialog).getByLabelText('Allergies').getAttribute('maxlength')).toBe('200');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm enrolment' }));
    await waitFor(() => expect(callsTo(fetchMock, ENROL)).toHaveLength(1));
    expect(callsTo(fetchMock, ENROL)[0].body).toMatchObject({ practicalExamId: 61, allergies: 'Peanuts', dietaryRequirements: 'Vegetarian' });
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(await screen.findByText('You are enrolled in Hands-on exam Warsaw.')).toBeTruthy();
  });

  it('a full session (10008) shows its message in the Tips dialog and refreshes the list', async () => {
    configureApiClient({ showTips });
    const { onChanged } = renderPanel([testPracticalExam()], { handlers: { [ENROL]: () => envelope(10008, null, 'Full') } });
    fireEvent.click(within(await item(61)).getByRole('button', { name: 'Enrol' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm enrolment' }));
    await waitFor(() => expect(showTips).toHaveBeenCalledWith('This practical exam is full.'));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('asks before cancelling a place and cancels it by its practicalExamApproveId', async () => {
    const { fetchMock } = renderPanel([testPracticalExam({ userPracticalExamStatus: 2, practicalExamApproveId: 70, cancellable: true })], {
      handlers: { [CANCEL]: () => ok({ practicalExamApproveId: 70, practicalExamId: 61, certificationId: 11, userPracticalExamStatus: 1 }) },
    });
    const entry = await item(61);
    expect(within(entry).getByText('Enrolled')).toBeTruthy();
    fireEvent.click(within(entry).getByRole('button', { name: 'Cancel seat' }));
    const dialog = await screen.findByRole('dialog');
    expect(callsTo(fetchMock, CANCEL)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel seat' }));
    await waitFor(() => expect(callsTo(fetchMock, CANCEL)[0]?.body).toMatchObject({ practicalExamApproveId: 70 }));
  });

  it('before the theory exam is passed, Enrol is closed and the panel says why', async () => {
    renderPanel([testPracticalExam()], { learner: testLearner({ enrolment: approvedEnrolment, currentStatus: 1 }) });
    expect((await screen.findByTestId('practical-gate')).textContent).toContain('Pass the theory exam first to book a practical exam session.');
    expect((within(await item(61)).getByRole('button', { name: 'Enrol' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('on mobile shows the web-portal notice instead of the actions', async () => {
    renderPanel([testPracticalExam(), testPracticalExam({ id: 62, userPracticalExamStatus: 2, practicalExamApproveId: 70, cancellable: true })], {
      path: '/mobile/certification/detail/11',
    });
    expect((await screen.findByTestId('practical-mobile-notice')).textContent).toContain('The practical exam is not available on mobile');
    expect(await item(61)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enrol' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel seat' })).toBeNull();
  });
});
