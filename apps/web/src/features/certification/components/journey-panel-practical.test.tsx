import type { CertificationLearnerDetail } from '@credo/contracts/certification-journey';
import { CertificationChildStatus, CertificationStatus } from '@credo/contracts/enums';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionSchedule } from '@/shared/training/session-format';
import { renderWithSite } from '@/test/render-with-site';
import { approvedEnrolment, testCertification, testLearner } from '../model/test-data';
import { JourneyPanel } from './journey-panel';

// Issue 14 item 4: with a practical exam booked the card no longer says "take the exam now … two attempts".
const place = (state: NonNullable<CertificationLearnerDetail['practicalPlace']>['state']) => ({
  state,
  practicalExamId: 4,
  name: 'Warsaw practical day',
  startAt: '2026-12-01T09:00:00Z',
  endAt: '2026-12-01T13:00:00Z',
  city: 'Warsaw',
  address: 'ul. Prosta 1',
});

const renderPanel = (learner: CertificationLearnerDetail) => {
  const onShowTab = vi.fn();
  renderWithSite(
    <JourneyPanel
      certification={testCertification({ practicalExam: '1' })}
      learner={learner}
      signedIn
      userId={7}
      busy={null}
      onEnrol={vi.fn()}
      onApply={vi.fn()}
      onRenew={vi.fn()}
      onSwitch={vi.fn()}
      onShowTab={onShowTab}
    />,
  );
  return onShowTab;
};
const atPractical = (practicalPlace: CertificationLearnerDetail['practicalPlace']) =>
  testLearner({ currentStatus: CertificationStatus.PRACTICAL_EXAM, childStatus: CertificationChildStatus.NONE, enrolment: approvedEnrolment, practicalPlace });

describe('the status card at the practical exam', () => {
  it('booked: names the day, hours and place (not the session name that repeats the certification), and offers View booking', async () => {
    const credited = { status: 2, credits: 12, requiredCredits: 12, reachedAt: '2026-11-01T00:00:00Z', examWindowEndsAt: null } as const;
    const onShowTab = renderPanel({ ...atPractical(place('booked')), certificationCreditDTO: credited });
    const hint = await screen.findByTestId('certification-hint');
    // Hours in the browser's clock, with the offset that says which clock.
    const { time, zone } = sessionSchedule('2026-12-01T09:00:00Z', '2026-12-01T13:00:00Z');
    expect(hint.textContent).toContain(`Your practical exam is booked: Tue, December 1, 2026, ${time} (${zone}), ul. Prosta 1, Warsaw.`);
    expect(hint.textContent).not.toContain('Warsaw practical day');
    // The credits stay on the card, without "needed for the theory exam": that exam is passed.
    expect(screen.getByTestId('credits-progress').textContent).toContain('12 of 12 credits');
    expect(screen.queryByText('You have the credits needed for the theory exam.')).toBeNull();
    expect(hint.textContent).not.toContain('two attempts');
    expect(screen.queryByRole('button', { name: 'Book your practical exam' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View booking' }));
    expect(onShowTab).toHaveBeenCalledWith('exam');
  });

  it('not booked yet: asks to book; held: the result is pending; failed: book again', async () => {
    renderPanel(atPractical(null));
    expect((await screen.findByTestId('certification-hint')).textContent).toContain('Book a practical exam session to continue.');
    expect(screen.getByRole('button', { name: 'Book your practical exam' })).toBeTruthy();
  });

  it('awaiting the result says so', async () => {
    renderPanel(atPractical(place('awaitingResult')));
    expect((await screen.findByTestId('certification-hint')).textContent).toContain('has taken place. Our team will enter the result');
  });

  it('failed offers another session', async () => {
    renderPanel(atPractical(place('failed')));
    expect((await screen.findByTestId('certification-hint')).textContent).toContain('You did not pass the practical exam.');
    expect(screen.getByRole('button', { name: 'Book again' })).toBeTruthy();
  });
});

// Issue 14 item 10: after two failed theory exams the card explains the reset instead of a bare "Not enrolled".
describe('the status card after a reset', () => {
  it('explains why the learner must enrol again', async () => {
    renderPanel(
      testLearner({
        currentStatus: CertificationStatus.ENROL,
        childStatus: CertificationChildStatus.NONE,
        enrolment: { ...approvedEnrolment, state: 'reset' },
      }),
    );
    expect((await screen.findByTestId('certification-hint')).textContent).toContain(
      'You did not pass the theory exam in 2 attempts, so your progress was reset.',
    );
  });
});
