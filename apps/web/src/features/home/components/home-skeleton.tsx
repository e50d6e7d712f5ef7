import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './home-skeleton.module.css';

/** Stands in for the data sections while getHomeData is on its way: cards of the course grid's shape. */
export const HomeSkeleton = () => {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-busy="true" aria-label={t('common.loading')}>
      <div className={styles.inner}>
        <Skeleton title={{ width: 260 }} paragraph={{ rows: 1, width: 420 }} active />
        <div className={styles.grid}>
          {[0, 1, 2, 3].map((n) => (
            <div key={n} className={styles.card}>
              <Skeleton.Node active className={styles.media}>
                <span />
              </Skeleton.Node>
              <Skeleton title={false} paragraph={{ rows: 2 }} active />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
};
