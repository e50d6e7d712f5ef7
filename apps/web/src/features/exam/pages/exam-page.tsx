import { PATHS } from '@credo/contracts/constants';
import { Button, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSite } from '@/shared/site/site-context';
import { usePageTitle } from '@/shared/site/page-title';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { StatePanel } from '@/shared/ui/state-panel';
import { examEntryQueryOptions } from '../api/exam-entry';
import { examContentQueryOptions, StartsBusyError } from '../api/get-content';
import { examResultQueryOptions } from '../api/get-exam-result';
import { NotQualifiedDialog } from '../components/exam-dialogs';
import { ExamOverview } from '../components/exam-overview';
import { ExamPaper } from '../components/exam-paper';
import { StartsBusy } from '../components/starts-busy';
import styles from '../components/exam.module.css';
import { originPath, parseAttemptId, parseExamTarget, type ExamTarget } from '../model/exam-url';
import { finishedAttemptOf } from '../model/finished-attempts';
import { backLabelKey } from '../model/origin-label';

const ExamIcon = () => (
  <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </svg>
);

/**
 * /exam?relationId=&relationType=&courseType= and its /mobile twin (cert §2, §4 "Exam flow"): the
 * entry is checked first; an open attempt resumes with its saved answers. Otherwise the latest
 * finished attempt's result and analysis show with a Retake button where the entry allows, or a
 * start screen before the first attempt (issue 14): a new paper and its clock start only when the
 * learner asks. Not qualified and nothing finished shows why with a way back. With
 * ?examRecordsId= (the exams tab's analysis link) that attempt's result opens on its analysis
 * instead of the latest; the server answers 404 for an attempt that is not the learner's own.
 */
export const ExamPage = () => {
  const [params] = useSearchParams();
  const variantPath = useVariantPath();
  const target = parseExamTarget(params);
  if (!target) return <Navigate to={variantPath(PATHS.notFound)} replace />;
  const attempt = parseAttemptId(params);
  return <ExamGate target={target} attempt={attempt} key={`${target.relationType}-${target.relationId}-${attempt ?? 'latest'}`} />;
};

const Loading = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.page} aria-busy="true">
      <div className={styles.single}>
        <p className={styles.srOnly} role="status">
          {t('exam.loading')}
        </p>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    </div>
  );
};

const ExamGate = ({ target, attempt }: { target: ExamTarget; attempt: number | null }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const variantPath = useVariantPath();
  const { siteInfo, languageId } = useSite();
  usePageTitle(t('exam.pageTitle'));
  // An attempt submitted from this history entry shows its result again, without asking the entry.
  const { state } = useLocation();
  const [finished] = useState(() => finishedAttemptOf(state));
  const [startAsked, setStartAsked] = useState(false);
  const entry = useQuery({ ...examEntryQueryOptions(siteInfo.siteId, languageId, target), enabled: finished === null });
  const latest = useQuery({ ...examResultQueryOptions(siteInfo.siteId, languageId, target, attempt ?? undefined), enabled: finished === null });
  const allowed = entry.data?.entryStatus === '1';
  // A named attempt shows its analysis; an open attempt resumes only when the learner asks (Retake).
  const open = allowed && ((attempt === null && entry.data?.inProgress === true) || startAsked);
  const content = useQuery({ ...examContentQueryOptions(siteInfo.siteId, languageId, target), enabled: open && finished === null });
  const back = () => navigate(variantPath(originPath(target)));
  const backLabel = t(backLabelKey(target.relationType));

  if (finished) return <ExamPaper content={finished.content} finished={finished.outcome} target={target} backLabel={backLabel} onBack={back} />;

  // Too many starts at once: a waiting state while the query tries again on its own.
  const busy = content.isPending && content.failureReason instanceof StartsBusyError ? content.failureReason : null;
  if (busy) {
    return (
      <div className={styles.page}>
        <div className={styles.single}>
          <StartsBusy retryAt={busy.retryAt} backLabel={backLabel} onBack={back} />
        </div>
      </div>
    );
  }

  if (entry.isPending || (!open && latest.isPending)) return <Loading />;
  // Not the learner's attempt, or not one of this exam: the server refuses it (404).
  if (attempt !== null && latest.isError) return <Navigate to={variantPath(PATHS.notFound)} replace />;
  const hasResult = latest.data?.ifStatusChecked === '1';
  if (entry.data && latest.data && (hasResult || allowed) && (!open || (startAsked && content.isPending))) {
    return (
      <ExamOverview
        target={target}
        entry={entry.data}
        latest={latest.data}
        backLabel={backLabel}
        onBack={back}
        onStart={() => setStartAsked(true)}
        initialView={attempt === null ? 'result' : 'analysis'}
        starting={startAsked && content.isFetching}
      />
    );
  }
  if (entry.data && !allowed) {
    return (
      <div className={styles.page}>
        <NotQualifiedDialog entry={entry.data} backLabel={backLabel} onBack={back} />
      </div>
    );
  }
  if (open && content.isPending) return <Loading />;
  if (entry.isError || latest.isError || content.isError || !content.data) {
    const retry = () => void (entry.isError ? entry.refetch() : latest.isError ? latest.refetch() : content.refetch());
    return (
      <div className={styles.page}>
        <div className={styles.single}>
          <StatePanel
            tone="error"
            icon={<ExamIcon />}
            title={t('exam.loadError')}
            description={t('exam.loadErrorHint')}
            actions={
              <>
                <Button type="primary" onClick={retry} loading={entry.isFetching || latest.isFetching || content.isFetching}>
                  {t('exam.retry')}
                </Button>
                <Button onClick={back}>{backLabel}</Button>
              </>
            }
          />
        </div>
      </div>
    );
  }
  return <ExamPaper content={content.data} target={target} backLabel={backLabel} onBack={back} />;
};
