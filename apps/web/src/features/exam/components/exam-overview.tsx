import type { ExamEntry, ExamResult } from '@credo/contracts/exam';
import { Button } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/shared/site/site-context';
import { answerDetailsQueryOptions } from '../api/get-answer-details';
import type { ExamTarget } from '../model/exam-url';
import { kindKey } from '../model/origin-label';
import { AnalysisView } from './analysis-view';
import { ExamHeader } from './exam-header';
import styles from './exam.module.css';
import { ResultView } from './result-view';
import { useReasonText } from './use-reason-text';

type Props = {
  target: ExamTarget;
  entry: ExamEntry;
  /** The latest finished attempt's result, or none yet (ifStatusChecked '0'). */
  latest: ExamResult;
  backLabel: string;
  onBack: () => void;
  onStart: () => void;
  starting: boolean;
  /** 'analysis' when the page was opened on one attempt's analysis (?examRecordsId=). */
  initialView?: 'result' | 'analysis';
};

/** What the attempt will be before its clock runs: questions, time, pass mark, attempts. */
const StartPanel = ({
  entry,
  relationType,
  onStart,
  starting,
  backLabel,
  onBack,
}: {
  entry: ExamEntry;
  relationType: number;
  onStart: () => void;
  starting: boolean;
  backLabel: string;
  onBack: () => void;
}) => {
  const { t } = useTranslation();
  const exam = entry.exam;
  return (
    <section className={styles.result} aria-labelledby="exam-start-title">
      <h2 id="exam-start-title" className={styles.resultTitle}>
        {t('exam.startTitle')}
      </h2>
      {exam && (
        <dl className={styles.startFacts}>
          <div>
            <dt>{t('exam.questionsLabel')}</dt>
            <dd>{exam.questionCount}</dd>
          </div>
          <div>
            <dt>{t('exam.timeLimitLabel')}</dt>
            <dd>{t('exam.minutes', { count: Math.ceil(exam.durationSeconds / 60) })}</dd>
          </div>
          <div>
            <dt>{t('exam.passMarkLabel')}</dt>
            <dd>{t('exam.passMarkValue', { pass: exam.passScore, total: exam.totalPoints })}</dd>
          </div>
          {entry.maxExamNums !== null && (
            <div>
              <dt>{t('exam.attemptsLabel')}</dt>
              <dd>{t('exam.attemptsValue', { used: entry.examNums, max: entry.maxExamNums })}</dd>
            </div>
          )}
        </dl>
      )}
      <p className={styles.resultNote}>{t('exam.startHint')}</p>
      <div className={styles.resultActions}>
        <Button type="primary" size="large" onClick={onStart} loading={starting}>
          {t(relationType === 1 ? 'exam.startQuiz' : 'exam.startExam')}
        </Button>
        <Button size="large" onClick={onBack}>
          {backLabel}
        </Button>
      </div>
    </section>
  );
};

/**
 * The exam page when no attempt is open (issue 14): the latest finished attempt's result with its
 * analysis, and a Retake button where the entry allows a new attempt; with no attempt yet, a start
 * screen. A new attempt (and its clock) starts only from those buttons, never by opening the page.
 */
export const ExamOverview = ({ target, entry, latest, backLabel, onBack, onStart, starting, initialView = 'result' }: Props) => {
  const { t } = useTranslation();
  const { siteInfo, languageId } = useSite();
  const [view, setView] = useState<'result' | 'analysis'>(initialView);
  const reason = useReasonText(entry);
  const recordId = latest.examRecordsId ?? 0;
  const details = useQuery({ ...answerDetailsQueryOptions(siteInfo.siteId, languageId, recordId), enabled: view === 'analysis' && recordId > 0 });
  const allowed = entry.entryStatus === '1';
  const name = entry.exam?.examName ?? t(kindKey(target.relationType));

  return (
    <div className={styles.page}>
      <ExamHeader relationType={target.relationType} name={name} questionCount={entry.exam?.questionCount ?? null} />
      <div className={styles.single}>
        {latest.ifStatusChecked !== '1' ? (
          <StartPanel entry={entry} relationType={target.relationType} onStart={onStart} starting={starting} backLabel={backLabel} onBack={onBack} />
        ) : view === 'analysis' && details.data ? (
          <AnalysisView details={details.data} onBack={() => setView('result')} />
        ) : (
          <ResultView
            relationType={target.relationType}
            result={latest}
            backLabel={backLabel}
            onBack={onBack}
            onAnalysis={() => setView('analysis')}
            notice={allowed || entry.reasonCode === 'alreadyPassed' ? null : reason}
            extraAction={
              allowed ? (
                <Button type="primary" size="large" onClick={onStart} loading={starting}>
                  {t('exam.retake')}
                </Button>
              ) : undefined
            }
          />
        )}
      </div>
    </div>
  );
};
