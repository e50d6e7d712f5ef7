import type { ClassroomSeatRow } from '@credo/contracts/training';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeLoginTip, useLoginTipOpen } from '@/shared/dialogs/login-tip';
import { callsTo, ok, serveApi, testSiteInfo, type Handler } from '@/test/fixtures';
import { clearToasts, ToastHost } from '@/shared/ui/toast';
import { renderWithSite } from '@/test/render-with-site';
import { approvedEnrolment, testCertification, testClassroom, testLearner } from '../model/test-data';
import { ClassroomPanel } from './classroom-panel';

const LIST = '/api/certification/classroom/getOfCertification';
const ENROL = '/api/user/registration/enrollClassroom';
const CANCEL = '/api/user/registration/cancelClassroom';

const TipProbe = () => <output data-testid="login-tip">{useLoginTipOpen() ? 'open' : 'closed'}</output>;

const approvedLearner = testLearner({ enrolment: approvedEnrolment, currentStatus: 1 });

const renderPanel = (
  rows: ClassroomSeatRow[],
  options: { signedIn?: boolean; learner?: ReturnType<typeof testLearner>; handlers?: Record<string, Handler> } = {},
) => {
  const signedIn = options.signedIn ?? true;
  const fetchMock = serveApi(testSiteInfo(), { [LIST]: () => ok({ total: rows.length, rows }), ...options.handlers });
  const props = { onEnrolCertification: vi.fn(), onChanged: vi.fn() };
  renderWithSite(
    <>
      <ClassroomPanel
        certification={testCertification()}
        learner={options.learner ?? (signedIn ? approvedLearner : testLearner())}
        signedIn={signedIn}
        userId={signedIn ? 7 : null}
        {...props}
      />
      <TipProbe />
      <ToastHost />
    </>,
  );
  return { fetchMock, ...props };
};

const item = (id: number) => screen.findByTestId(`classroom-${id}`);

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  act(() => closeLoginTip());
});

describe('ClassroomPanel', () => {
  it('says when the certification has no classrooms', async () => {
    renderPanel([]);
    expect(await screen.findByText('Instructor-led sessions for this certification will be announced later.')).toBeTruthy();
  });

  it('shows a visitor each session with place, trainer and seats; Enrol gives the login tip and no call', async () => {
    const { fetchMock } = renderPanel(
      [
        testClassroom({ userStatus: 0 }),
        testClassroom({ id: 52, title: 'Remote Operations Live', kind: 1, city: null, countryCode: null, seatsLeft: 0, enrollable: false, userStatus: 0 }),
      ],
      { signedIn: false },
    );
    const onsite = await item(51);
    expect(within(onsite).getByText('Video Security Bootcamp')).toBeTruthy();
    expect(within(onsite).getByText('On site')).toBeTruthy();
    expect(within(onsite).getByText('Warsaw, Poland')).toBeTruthy();
    expect(within(onsite).getByText('Trainer: Anna Kowalska')).toBeTruthy();
    expect(within(onsite).getByText('Seats left: 5 of 12')).toBeTruthy();
    expect(within(onsite).queryByText('Unenrolled')).toBeNull();
    const online = await item(52);
    expect(within(online).getAllByText('Live online').length).toBeGreaterThan(0);
    expect(within(online).getByText('Fully booked')).toBeTruthy();
    expect(within(online).getByText('This session is fully booked.')).toBeTruthy();
    expect((within(online).getByRole('button', { name: 'Enrol' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(onsite).getByRole('button', { name: 'Enrol' }));
    expect(screen.getByTestId('login-tip').textContent).toBe('open');
    expect(callsTo(fetchMock, ENROL)).toHaveLength(0);
  });

  it('tags each seat with its state and offers Cancel only where the server allows it', async () => {
    renderPanel([
      testClassroom({ id: 1, title: 'A', userStatus: 3, registrationId: 91, cancellable: true }),
      testClassroom({ id: 2, title: 'B', userStatus: 3, registrationId: 92, cancellable: false }),
      testClassroom({ id: 3, title: 'C', userStatus: 2, registrationId: 93, cancellable: true }),
      testClassroom({ id: 4, title: 'D', userStatus: 4, registrationId: 94, enrollable: false }),
      testClassroom({ id: 5, title: 'E', userStatus: 15, registrationId: 95, enrollable: false }),
      testClassroom({ id: 6, title: 'F', userStatus: 1, registrationId: 96 }),
    ]);
    const enrolled = await item(1);
    expect(within(enrolled).getByText('Enrolled')).toBeTruthy();
    expect(within(enrolled).getByRole('button', { name: 'Cancel seat' })).toBeTruthy();
    const late = await item(2);
    expect(within(late).getByText('Enrolled')).toBeTruthy();
    expect(within(late).queryByRole('button')).toBeNull();
    expect(within(late).getByText('Cancelling closes 24 hours before the start.')).toBeTruthy();
    expect(within(await item(3)).getByText('Pending')).toBeTruthy();
    expect(within(await item(4)).getByText('Rejected')).toBeTruthy();
    expect(within(await item(5)).getByText('Expired')).toBeTruthy();
    const unenrolled = await item(6);
    expect(within(unenrolled).getByText('Unenrolled')).toBeTruthy();
    // A seat in another session of the certification (10015): this one cannot be booked now.
    expect((within(unenrolled).getByRole('button', { name: 'Enrol' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(unenrolled).getByText('You already have a seat in another session of this certification.')).toBeTruthy();
  });

  it('enrols with the classroom id and the e-mail choice, then refreshes the lists and the journey', async () => {
    const { fetchMock, onChanged } = renderPanel([testClassroom()], {
      handlers: { [ENROL]: () => ok({ registrationId: 90, classroomId: 51, certificationId: 11, userStatus: 3 }) },
    });
    const button = within(await item(51)).getByRole('button', { name: 'Enrol' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(callsTo(fetchMock, ENROL)).toHaveLength(1);
    expect(callsTo(fetchMock, ENROL)[0].body).toMatchObject({ classroomId: 51, emailNotificationStatus: 1 });
    expect(await screen.findByText('You are enrolled in Video Security Bootcamp.')).toBeTruthy();
  });

  it('asks before cancelling: keeping the seat calls nothing, confirming cancels it', async () => {
    const { fetchMock, onChanged } = renderPanel([testClassroom({ userStatus: 3, registrationId: 91, cancellable: true })], {
      handlers: { [CANCEL]: () => ok({ registrationId: 91, classroomId: 51, certificationId: 11, userStatus: 1 }) },
    });
    fireEvent.click(within(await item(51)).getByRole('button', { name: 'Cancel seat' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Cancel your seat?').length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/Your seat in Video Security Bootcamp will be given to another learner/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my seat' }));
    expect(callsTo(fetchMock, CANCEL)).toHaveLength(0);

    fireEvent.click(within(await item(51)).getByRole('button', { name: 'Cancel seat' }));
    // The kept dialog may still be fading out in jsdom: the new one is the last.
    await waitFor(() => expect(screen.getAllByRole('dialog').length).toBeGreaterThan(1));
    dialog = screen.getAllByRole('dialog').at(-1)!;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel seat' }));
    await waitFor(() => expect(callsTo(fetchMock, CANCEL)).toHaveLength(1));
    expect(callsTo(fetchMock, CANCEL)[0].body).toMatchObject({ classroomId: 51 });
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(await screen.findByText('Your seat has been cancelled.')).toBeTruthy();
  });

  it('asks a learner without an approved enrolment to enrol in the certification first', async () => {
    const { onEnrolCertification } = renderPanel([testClassroom()], { learner: testLearner() });
    const gate = await screen.findByTestId('classroom-gate');
    expect(gate.textContent).toContain('Enrol in this certification first to book a classroom seat.');
    expect((within(await item(51)).getByRole('button', { name: 'Enrol' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(gate).getByRole('button', { name: 'Enrol now' }));
    expect(onEnrolCertification).toHaveBeenCalled();
  });
});
