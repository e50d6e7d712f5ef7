import { CertificationStatus } from '@credo/contracts/enums';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '@/i18n/i18n';
import { renderWithSite } from '@/test/render-with-site';
import { approvedEnrolment, testCertification, testLearner } from '../model/test-data';
import { JourneyPanel } from './journey-panel';

// Issue 14 item 10: counted texts of the status card go through i18next plurals ("1 of 1 credit",
// Polish "z 2 punktów", Arabic dual), with count passed from the number the text quotes.
type Learner = Parameters<typeof testLearner>[0];

const renderPanel = async (language: Parameters<typeof loadLanguage>[1], overrides: Learner) => {
  await loadLanguage(i18n, language);
  await i18n.changeLanguage(language);
  renderWithSite(
    <JourneyPanel
      certification={testCertification()}
      learner={testLearner(overrides)}
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
};

const learning = (credits: number, requiredCredits: number): Learner => ({
  currentStatus: CertificationStatus.LEARNING,
  enrolment: approvedEnrolment,
  certificationCreditDTO: { status: 0, credits, requiredCredits, reachedAt: null, examWindowEndsAt: null },
});

const reset = (maxExamNums: number): Learner => ({
  enrolment: { ...approvedEnrolment, state: 'reset' },
  theoryExam: { examNums: maxExamNums, maxExamNums, passed: false, theoryExamScore: null },
});

const creditsText = async () => (await screen.findByTestId('credits-progress')).textContent;
const hintText = async () => (await screen.findByTestId('certification-hint')).textContent;

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('counted texts of the status card', () => {
  it('says "credit" for one required credit and "credits" for two, in English', async () => {
    await renderPanel('en', learning(1, 1));
    expect(await creditsText()).toContain('1 of 1 credit');
    expect(await creditsText()).not.toContain('1 of 1 credits');
    cleanup();
    await renderPanel('en', learning(0, 2));
    expect(await creditsText()).toContain('0 of 2 credits');
  });

  it('names the attempts of a reset in the singular for one and the plural for two', async () => {
    await renderPanel('en', reset(1));
    expect(await hintText()).toContain('in 1 attempt, so your progress was reset');
    expect(await hintText()).toContain('you get 1 new attempt.');
    cleanup();
    await renderPanel('en', reset(2));
    expect(await hintText()).toContain('in 2 attempts, so your progress was reset');
  });

  it('uses the Polish forms for one, two and five, and the Arabic dual', async () => {
    await renderPanel('pl', learning(1, 1));
    expect(await creditsText()).toContain('1 z 1 punktu');
    cleanup();
    await renderPanel('pl', learning(0, 2));
    expect(await creditsText()).toContain('0 z 2 punktów');
    cleanup();
    await renderPanel('pl', reset(2));
    expect(await hintText()).toContain('otrzymasz 2 nowe próby');
    cleanup();
    await renderPanel('pl', reset(5));
    expect(await hintText()).toContain('otrzymasz 5 nowych prób');
    cleanup();
    await renderPanel('ar', learning(0, 2));
    expect(await creditsText()).toContain('0 من 2 ساعتين معتمدتين');
  });
});
