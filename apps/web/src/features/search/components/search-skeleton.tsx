import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './search-results.module.css';

/** Stands in for the groups while the first answer is on its way. */
export const SearchSkeleton = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.layout} aria-busy="true" aria-label={t('common.loading')}>
      <div className={styles.filters}>
        <Skeleton active title={false} paragraph={{ rows: 5, width: ['90%', '80%', '85%', '70%', '60%'] }} />
      </div>
      <div className={styles.groups}>
        {[0, 1].map((group) => (
          <div key={group} className={styles.group}>
            <Skeleton active title={{ width: 180 }} paragraph={false} />
            {[0, 1, 2].map((row) => (
              <div key={row} className={styles.row}>
                <span className={`${styles.media} ${styles.shimmer}`} />
                <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 2 }} />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
};
