import type { ExamResult, SubmitAnswerResult } from '@credo/contracts/exam';
import { PassStatus } from '@credo/contracts/enums';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './exam.module.css';

type Props = {
  relationType: number;
  /** The re-queried result (cert §4); the submit's answer fills in while it loads. */
  result: ExamResult | undefined;
  outcome: SubmitAnswerResult;
  backLabel: string;
  onBack: () => void;
  onAnalysis: () => void;
};

/** After submit: score, pass or fail, attempts of a theory exam, what the result changed, and the analysis button (cert §6). */
export const ResultView = ({ relationType, result, outcome, backLabel, onBack, onAnalysis }: Props) => {
  const { t } = useTranslation();
  const score = result?.theoryExamScore ?? outcome.theoryExamScore;
  const passed = result ? result.passStatus === PassStatus.PASS : outcome.passStatus === PassStatus.PASS;
  const max = result?.maxExamNums ?? null;
  const showAnalysis = result?.viewAnswerDetails === '1' && (result.examRecordsId ?? outcome.examRecordsId) !== null;
  const notes: string[] = [];
  if (outcome.progressReset) notes.push(t('exam.progressReset', { max: max ?? 2 }));
  else if (relationType === 1) notes.push(passed ? t('exam.quizPassed') : t('exam.quizFailed'));
  else if (relationType === 0 && passed) notes.push(t('exam.theoryPassed'));
  else if (result?.isNeedReminder === '1') notes.push(t('exam.oneMoreAttempt'));

  return (
    <section className={styles.result} aria-labelledby="exam-result-title">
      <h2 id="exam-result-title" className={styles.resultTitle}>{t('exam.resultTitle')}</h2>
      <div className={`${styles.verdict} ${passed ? styles.verdictPass : styles.verdictFail}`}>
        <span className={styles.verdictIcon} aria-hidden="true">{passed ? '✓' : '✕'}</span>
        <span className={styles.verdictText}>{passed ? t('exam.passed') : t('exam.failed')}</span>
      </div>
      <dl className={styles.resultFacts}>
        <div>
          <dt>{t('exam.score')}</dt>
          <dd className={styles.scoreValue} data-testid="exam-score">{t('exam.points', { score })}</dd>
        </div>
        {max !== null && result && !outcome.progressReset && (
          <div>
            <dt>{t('exam.attemptsLabel')}</dt>
            <dd className={styles.scoreValue} data-testid="exam-attempts">{t('exam.attemptsValue', { used: result.examNums, max })}</dd>
          </div>
        )}
      </dl>
      {notes.map((note) => (
        <p key={note} className={outcome.progressReset ? styles.resultWarning : styles.resultNote}>{note}</p>
      ))}
      <div className={styles.resultActions}>
        {showAnalysis && <Button type="primary" size="large" onClick={onAnalysis}>{t('exam.viewAnalysis')}</Button>}
        <Button size="large" onClick={onBack}>{backLabel}</Button>
      </div>
    </section>
  );
};
