import type { ExamResult, SubmitAnswerResult } from '@credo/contracts/exam';
import { PassStatus } from '@credo/contracts/enums';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './exam.module.css';

type Props = {
  relationType: number;
  /** The attempt's result (cert §4), asked by its examRecordsId; after a submit, the submit's answer fills in while it loads. */
  result: ExamResult | undefined;
  outcome?: SubmitAnswerResult | null;
  backLabel: string;
  onBack: () => void;
  onAnalysis: () => void;
  /** A way to a new attempt (Retake), where the entry allows one. */
  extraAction?: ReactNode;
  /** Why no new attempt can start, when the entry says so. */
  notice?: string | null;
};

/** When and which attempt this result is, so a retake's result never passes for an earlier one (issue 14). */
const AttemptLine = ({ result }: { result: ExamResult | undefined }) => {
  const { t, i18n } = useTranslation();
  if (!result?.attemptNumber || !result.submittedAt) return null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(result.submittedAt));
  return (
    <p className={styles.resultAttempt} data-testid="exam-attempt">
      {t('exam.attemptLine', { number: result.attemptNumber, when })}
    </p>
  );
};

/** A result: score, pass or fail, attempts of a theory exam, what the result changed, and the analysis button (cert §6). */
export const ResultView = ({ relationType, result, outcome = null, backLabel, onBack, onAnalysis, extraAction, notice }: Props) => {
  const { t } = useTranslation();
  const score = result?.theoryExamScore ?? outcome?.theoryExamScore ?? 0;
  const passed = result ? result.passStatus === PassStatus.PASS : outcome?.passStatus === PassStatus.PASS;
  const max = result?.maxExamNums ?? null;
  const reset = outcome?.progressReset ?? false;
  const showAnalysis = result?.viewAnswerDetails === '1' && (result.examRecordsId ?? outcome?.examRecordsId ?? null) !== null;
  const notes: string[] = [];
  if (reset) notes.push(t('exam.progressReset', { max: max ?? 2, count: max ?? 2 }));
  else if (relationType === 1 && !passed && result?.passedBefore) notes.push(t('exam.quizPassedBefore'));
  else if (relationType === 1) notes.push(passed ? t('exam.quizPassed') : t('exam.quizFailed'));
  else if (relationType === 0 && passed) notes.push(t('exam.theoryPassed'));
  else if (result?.isNeedReminder === '1') notes.push(t('exam.oneMoreAttempt'));
  if (notice) notes.push(notice);

  return (
    <section className={styles.result} aria-labelledby="exam-result-title">
      <h2 id="exam-result-title" className={styles.resultTitle}>
        {t('exam.resultTitle')}
      </h2>
      <AttemptLine result={result} />
      <div className={`${styles.verdict} ${passed ? styles.verdictPass : styles.verdictFail}`}>
        <span className={styles.verdictIcon} aria-hidden="true">
          {passed ? '✓' : '✕'}
        </span>
        <span className={styles.verdictText}>{passed ? t('exam.passed') : t('exam.failed')}</span>
      </div>
      <dl className={styles.resultFacts}>
        <div>
          <dt>{t('exam.score')}</dt>
          <dd className={styles.scoreValue} data-testid="exam-score">
            {t('exam.points', { score, count: score })}
          </dd>
        </div>
        {max !== null && result && !reset && (
          <div>
            <dt>{t('exam.attemptsLabel')}</dt>
            <dd className={styles.scoreValue} data-testid="exam-attempts">
              {t('exam.attemptsValue', { used: result.examNums, max })}
            </dd>
          </div>
        )}
      </dl>
      {notes.map((note) => (
        <p key={note} className={reset ? styles.resultWarning : styles.resultNote}>
          {note}
        </p>
      ))}
      <div className={styles.resultActions}>
        {extraAction}
        {showAnalysis && (
          <Button type={extraAction ? 'default' : 'primary'} size="large" onClick={onAnalysis}>
            {t('exam.viewAnalysis')}
          </Button>
        )}
        <Button size="large" onClick={onBack}>
          {backLabel}
        </Button>
      </div>
    </section>
  );
};
