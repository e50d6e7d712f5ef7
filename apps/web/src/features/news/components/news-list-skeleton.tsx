import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import cardStyles from './news-card.module.css';
import styles from './news-list.module.css';

/** Stands in for the list while the first page loads: the featured card and a row of cards. */
export const NewsListSkeleton = () => {
  const { t } = useTranslation();
  return (
    <ul className={styles.grid} aria-busy="true" aria-label={t('common.loading')}>
      {(['featured', 'grid', 'grid', 'grid'] as const).map((variant, index) => (
        <li key={index} className={`${cardStyles.card} ${cardStyles[variant]}`}>
          <div className={cardStyles.link}>
            <span className={`${cardStyles.media} ${styles.shimmer}`} />
            <div className={cardStyles.body}>
              <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 3 }} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
};
