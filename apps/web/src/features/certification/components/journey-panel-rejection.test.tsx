import { CertificationChildStatus, CertificationStatus } from '@credo/contracts/enums';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/test/render-with-site';
import { approvedEnrolment, testCertification, testLearner } from '../model/test-data';
import { JourneyPanel } from './journey-panel';

// Issue 14 item 3: staff's reason for turning an enrolment down reaches the learner, with what to do next.
const rejectedLearner = (decisionReason: string | null) =>
  testLearner({
    currentStatus: CertificationStatus.ENROL,
    childStatus: CertificationChildStatus.REGISTRATION_FAILED,
    enrolment: { ...approvedEnrolment, state: 'rejected', decisionReason },
  });

const renderPanel = (decisionReason: string | null) =>
  renderWithSite(
    <JourneyPanel
      certification={testCertification()}
      learner={rejectedLearner(decisionReason)}
      signedIn
      userId={7}
      busy={null}
      onEnrol={vi.fn()}
      onApply={vi.fn()}
      onRenew={vi.fn()}
      onSwitch={vi.fn()}
      onShowTab={vi.fn()}
    />,
  );

describe('a rejected enrolment on the status card', () => {
  it('says why, in the reviewer’s words, and what to do next, with the enrol button', async () => {
    renderPanel('The employer letter is not signed.');
    const hint = await screen.findByTestId('certification-hint');
    expect(hint.textContent).toContain('Your enrolment was not approved.');
    // The reviewer's words are isolated, so an English reason keeps its full stop at its end in Arabic.
    expect(screen.getByTestId('rejection-reason').textContent).toBe('Reason given by our team: \u2068The employer letter is not signed.\u2069');
    expect(hint.textContent).toContain('What to do next: put right what the reason names, then enrol again');
    expect(screen.getByRole('button', { name: 'Enrol now' })).toBeTruthy();
  });

  it('still says what to do next when no reason was written', async () => {
    renderPanel(null);
    const hint = await screen.findByTestId('certification-hint');
    expect(screen.queryByTestId('rejection-reason')).toBeNull();
    expect(hint.textContent).toContain('What to do next');
  });
});
