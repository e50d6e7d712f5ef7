import type { ExamAttempt } from '@credo/contracts/my-learning';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { ScoresChart } from '../charts/lazy-charts';
import { useExams } from '../api/my-learning-api';
import { analysisPath } from '../model/exam-links';
import { Empty, Loading, LoadError, PageLink, useDate } from './panel-states';
import styles from './my-learning.module.css';

const RESULT_TONE = { pass: styles.good, fail: styles.bad, open: styles.warn } as const;

const AnalysisLink = ({ attempt, label }: { attempt: ExamAttempt; label: string }) => {
  const to = analysisPath(attempt);
  return to ? <PageLink to={to}>{label}</PageLink> : null;
};

/** Tab 2: every exam attempt with score, pass mark, result and the analysis link where the flags allow (cert §6). */
export const ExamsPanel = () => {
  const { t } = useTranslation();
  const { dateTime, date, rtl } = useDate();
  const query = useExams();
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError retry={() => void query.refetch()} />;
  const { attempts } = query.data;
  if (attempts.length === 0)
    return <Empty title={t('myLearning.exams.empty')} hint={t('myLearning.exams.emptyHint')} to="/" action={t('myLearning.credits.browse')} />;
  const scored = [...attempts].reverse().filter((a) => a.score !== null);
  return (
    <div className={styles.panel}>
      {scored.length > 0 && (
        <section className={styles.card} aria-label={t('myLearning.exams.chart')}>
          <h3 className={styles.cardTitle}>{t('myLearning.exams.chart')}</h3>
          <ScoresChart
            label={t('myLearning.exams.chart')}
            points={scored.map((a) => ({ label: date(a.startedAt), score: a.score!, passed: a.result === 'pass' }))}
            passScore={scored.at(-1)!.passScore}
            rtl={rtl}
            passLabel={t('myLearning.exams.passMark', { score: scored.at(-1)!.passScore })}
            scoreLabel={t('myLearning.exams.score')}
          />
        </section>
      )}
      <section className={styles.card}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('myLearning.exams.exam')}</th>
              <th scope="col">{t('myLearning.exams.date')}</th>
              <th scope="col">{t('myLearning.exams.score')}</th>
              <th scope="col">{t('myLearning.exams.passMarkShort')}</th>
              <th scope="col">{t('myLearning.exams.result')}</th>
              <th scope="col">
                <VisuallyHidden>{t('myLearning.exams.analysis')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {attempts.map((a) => (
              <tr key={a.paperId} data-testid="exam-attempt">
                <td>{a.examName}</td>
                <td>{dateTime(a.startedAt)}</td>
                <td>{a.score === null ? '—' : t('myLearning.exams.points', { score: a.score, total: a.totalPoints })}</td>
                <td>{a.passScore}</td>
                <td>
                  <span className={`${styles.badge} ${RESULT_TONE[a.result]}`}>{t(`myLearning.exams.${a.result}`)}</span>
                </td>
                <td>
                  <AnalysisLink attempt={a} label={t('myLearning.exams.analysis')} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
};
