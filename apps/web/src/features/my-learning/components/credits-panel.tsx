import type { CertificationCredits } from '@credo/contracts/my-learning';
import { useTranslation } from 'react-i18next';
import { CreditsChart } from '../charts/lazy-charts';
import { useCredits } from '../api/my-learning-api';
import { continueHref } from '../model/tabs';
import { Empty, Loading, LoadError, PageLink, useDate } from './panel-states';
import styles from './my-learning.module.css';

const CourseList = ({ title, courses }: { title: string; courses: CertificationCredits['courses'] }) => {
  const { t } = useTranslation();
  if (courses.length === 0) return null;
  return (
    <div>
      <h4 className={styles.muted}>{title}</h4>
      <ul className={styles.list}>
        {courses.map((c) => (
          <li key={c.id} className={styles.listItem}>
            <PageLink plain to={`/course/detail/${c.id}?courseType=0`}>
              {c.name}
            </PageLink>
            <span className={`${styles.badge} ${c.earned ? styles.good : ''}`}>
              {c.earned ? t('myLearning.credits.earnedCourse', { n: c.credits }) : t('myLearning.credits.courseCredits', { n: c.credits })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
};

const CertificationCard = ({ c }: { c: CertificationCredits }) => {
  const { t } = useTranslation();
  const { date, rtl } = useDate();
  const percent = c.required > 0 ? Math.min(100, Math.round((c.earned / c.required) * 100)) : 100;
  const headingId = `credits-${c.certificationId}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.cardTitle}>
          {c.name}
        </h3>
        <span className={styles.badge}>{t(`myLearning.next.${c.next}`)}</span>
      </div>
      <p className={styles.muted}>{t('myLearning.credits.progress', { earned: c.earned, required: c.required })}</p>
      <div
        className={styles.progress}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={c.required}
        aria-valuenow={Math.min(c.earned, c.required)}
        aria-label={t('myLearning.credits.progress', { earned: c.earned, required: c.required })}
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
      {c.history.length > 0 ? (
        <CreditsChart
          label={t('myLearning.credits.chart')}
          points={[{ label: '', total: 0 }, ...c.history.map((h) => ({ label: date(h.at), total: h.total }))]}
          required={c.required}
          rtl={rtl}
          requiredLabel={t('myLearning.credits.required', { n: c.required })}
          creditsLabel={t('myLearning.credits.credits')}
        />
      ) : (
        <p className={styles.muted}>{t('myLearning.credits.noHistory')}</p>
      )}
      <div className={styles.grid2}>
        <CourseList title={t('myLearning.credits.compulsory')} courses={c.courses.filter((x) => x.requirement === 1)} />
        <CourseList title={t('myLearning.credits.elective')} courses={c.courses.filter((x) => x.requirement !== 1)} />
      </div>
      <div className={styles.actions}>
        <PageLink primary={c.next !== 'certified'} to={continueHref(c.certificationId, c.next)}>
          {c.next === 'certified' ? t('myLearning.credits.view') : t('myLearning.credits.continue')}
        </PageLink>
      </div>
    </article>
  );
};

/** Tab 0: credits per certification (cert §9: 12 general, 9 vendor), courses, chart, next step. */
export const CreditsPanel = () => {
  const { t } = useTranslation();
  const query = useCredits();
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError retry={() => void query.refetch()} />;
  if (query.data.certifications.length === 0) {
    return <Empty title={t('myLearning.credits.empty')} hint={t('myLearning.credits.emptyHint')} to="/" action={t('myLearning.credits.browse')} />;
  }
  return (
    <div className={styles.panel}>
      {query.data.certifications.map((c) => (
        <CertificationCard key={c.certificationId} c={c} />
      ))}
    </div>
  );
};
