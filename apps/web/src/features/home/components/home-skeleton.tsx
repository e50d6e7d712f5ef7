import { useTranslation } from 'react-i18next';
import { SkeletonBlock, SkeletonText } from '@/shared/ui/skeleton';
import styles from './home-skeleton.module.css';

/** Stands in for the data sections while getHomeData is on its way: cards of the course grid's shape. */
export const HomeSkeleton = () => {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-busy="true" aria-label={t('common.loading')}>
      <div className={styles.inner}>
        <SkeletonText titleWidth={260} rows={1} rowWidth={420} />
        <div className={styles.grid}>
          {[0, 1, 2, 3].map((n) => (
            <div key={n} className={styles.card}>
              <SkeletonBlock className={styles.media} />
              <SkeletonText title={false} rows={2} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
};
