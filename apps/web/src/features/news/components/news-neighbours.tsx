import type { NewsLink } from '@credo/contracts/news';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/shared/ui/app-link';
import { ForwardArrowIcon } from '@/shared/ui/content-icons';
import styles from './news-detail.module.css';

/** Previous (newer) and next (older) items in list order, under the article. */
export const NewsNeighbours = ({ previous, next }: { previous: NewsLink | null; next: NewsLink | null }) => {
  const { t } = useTranslation();
  if (!previous && !next) return null;
  return (
    <nav className={styles.neighbours} aria-label={t('news.neighbours')}>
      {previous ? (
        <AppLink href={`/news/detail/${previous.id}`} className={`${styles.neighbour} ${styles.previous}`}>
          <span className={styles.neighbourLabel}>
            <ForwardArrowIcon size={14} className={styles.backArrow} />
            {t('news.previous')}
          </span>
          <span className={styles.neighbourTitle}>{previous.title}</span>
        </AppLink>
      ) : (
        <span aria-hidden className={styles.spacer} />
      )}
      {next && (
        <AppLink href={`/news/detail/${next.id}`} className={`${styles.neighbour} ${styles.next}`}>
          <span className={styles.neighbourLabel}>
            {t('news.next')}
            <ForwardArrowIcon size={14} className={styles.forwardArrow} />
          </span>
          <span className={styles.neighbourTitle}>{next.title}</span>
        </AppLink>
      )}
    </nav>
  );
};
