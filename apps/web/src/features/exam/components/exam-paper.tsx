import { Alert, Button } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/shared/site/site-context';
import { answerDetailsQueryOptions } from '../api/get-answer-details';
import type { SubmitAnswerResult } from '@credo/contracts/exam';
import type { LoadedContent } from '../api/get-content';
import { examResultQueryOptions } from '../api/get-exam-result';
import { unansweredNumbers } from '../model/answers';
import { endsAt } from '../model/countdown';
import type { ExamTarget } from '../model/exam-url';
import { useCountdown } from '../model/use-countdown';
import { useExamSession } from '../model/use-exam-session';
import { AnalysisView } from './analysis-view';
import { SubmitConfirmDialog, TimeUpDialog } from './exam-dialogs';
import { BusyCountdown } from './busy-countdown';
import { ExamHeader } from './exam-header';
import { ExamTimer } from './exam-timer';
import styles from './exam.module.css';
import { QuestionCard } from './question-card';
import { QuestionNavigator } from './question-navigator';
import { ResultView } from './result-view';

type Props = {
  content: LoadedContent;
  target: ExamTarget;
  backLabel: string;
  onBack: () => void;
  /** The outcome when this paper was submitted from this history entry already: its result shows. */
  finished?: SubmitAnswerResult | null;
};

/** The open attempt: countdown, questions, navigator, saves, submit and time-out; then result and analysis. */
export const ExamPaper = ({ content, target, backLabel, onBack, finished = null }: Props) => {
  const { t } = useTranslation();
  const { siteInfo, languageId } = useSite();
  const session = useExamSession(content, finished);
  const { answers, saveStates, setAnswer, submit, submitting, submitRetryAt, outcome, closedByServer } = session;
  const [confirming, setConfirming] = useState(false);
  const [timeUp, setTimeUp] = useState<'time' | 'closed' | null>(null);
  const [submitFailed, setSubmitFailed] = useState(false);
  const [view, setView] = useState<'paper' | 'result' | 'analysis'>(finished ? 'result' : 'paper');
  const questions = content.questionHisList;
  const end = useMemo(() => endsAt(content.countDown, content.receivedAt), [content.countDown, content.receivedAt]);

  const send = useCallback(async () => {
    setSubmitFailed(false);
    const recorded = await submit();
    setConfirming(false);
    if (recorded) setView((v) => (v === 'paper' ? 'result' : v));
    else setSubmitFailed(true);
  }, [submit]);

  const expire = useCallback(() => {
    setConfirming(false);
    setTimeUp('time');
    void send();
  }, [send]);
  const seconds = useCountdown(end, expire, outcome === null);

  useEffect(() => {
    if (!closedByServer || outcome) return;
    setConfirming(false);
    setTimeUp((reason) => reason ?? 'closed');
    void send();
  }, [closedByServer, outcome, send]);

  // The result of this very attempt, like its analysis below (issue 14).
  const result = useQuery({
    ...examResultQueryOptions(siteInfo.siteId, languageId, target, outcome?.examRecordsId ?? 0),
    enabled: outcome !== null,
  });
  const details = useQuery({
    ...answerDetailsQueryOptions(siteInfo.siteId, languageId, outcome?.examRecordsId ?? 0),
    enabled: view === 'analysis' && outcome !== null,
  });

  const unanswered = unansweredNumbers(questions, answers);
  const answeredCount = questions.length - unanswered.length;
  const states = Object.values(saveStates);
  const failedSaves = states.filter((s) => s === 'failed').length;
  const saveSummary =
    failedSaves > 0
      ? t('exam.unsavedSome', { count: failedSaves })
      : states.includes('saving')
        ? t('exam.savingSome')
        : states.length > 0
          ? t('exam.allSaved')
          : '';

  const jump = (questionId: number) => {
    const el = document.getElementById(`q-${questionId}`);
    el?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    el?.focus({ preventScroll: true });
  };

  const header = <ExamHeader relationType={content.relationType} examType={content.examType} name={content.examName} questionCount={questions.length} />;

  if (outcome && view !== 'paper' && timeUp === null) {
    return (
      <div className={styles.page}>
        {header}
        <div className={styles.single}>
          {view === 'analysis' && details.data ? (
            <AnalysisView details={details.data} onBack={() => setView('result')} />
          ) : (
            <ResultView
              relationType={content.relationType}
              result={result.data}
              outcome={outcome}
              backLabel={backLabel}
              onBack={onBack}
              onAnalysis={() => setView('analysis')}
            />
          )}
        </div>
      </div>
    );
  }

  const locked = submitting || outcome !== null || timeUp !== null;
  // A busy submit (issue 19): the button counts down to the page's own next try.
  const submitLabel = submitRetryAt !== null ? <BusyCountdown retryAt={submitRetryAt} /> : t('exam.submit');
  return (
    <div className={styles.page}>
      {header}
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <ExamTimer seconds={seconds} />
          <div className={styles.progress}>
            <span>{t('exam.progress', { answered: answeredCount, total: questions.length })}</span>
            <progress max={questions.length} value={answeredCount} aria-hidden="true" />
          </div>
          <QuestionNavigator questions={questions} answers={answers} onJump={jump} />
          <p className={styles.saveSummary} aria-live="polite">
            {saveSummary}
          </p>
          <Button type="primary" size="large" block className={styles.submitAside} onClick={() => setConfirming(true)} disabled={locked}>
            {submitLabel}
          </Button>
        </aside>
        <main className={styles.main}>
          {submitFailed && <Alert type="error" showIcon message={t('exam.submitFailed')} className={styles.alert} />}
          {questions.map((question, index) => (
            <QuestionCard
              key={question.questionHisRefId}
              question={question}
              number={index + 1}
              value={answers[question.questionHisRefId] ?? []}
              saveState={saveStates[question.questionHisRefId]}
              disabled={locked}
              onChange={(letters) => setAnswer(question.questionHisRefId, letters)}
            />
          ))}
        </main>
      </div>
      <div className={styles.mobileBar}>
        <ExamTimer seconds={seconds} />
        <span className={styles.mobileProgress}>{t('exam.progress', { answered: answeredCount, total: questions.length })}</span>
        <Button type="primary" onClick={() => setConfirming(true)} disabled={locked}>
          {submitLabel}
        </Button>
      </div>
      <SubmitConfirmDialog
        open={confirming && !timeUp}
        unanswered={unanswered}
        submitting={submitting}
        retryAt={submitRetryAt}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      />
      <TimeUpDialog
        open={timeUp !== null}
        reason={timeUp ?? 'time'}
        done={outcome !== null}
        failed={submitFailed && !submitting}
        retryAt={submitRetryAt}
        onRetry={() => void send()}
        onClose={() => {
          setTimeUp(null);
          setView('result');
        }}
      />
    </div>
  );
};
