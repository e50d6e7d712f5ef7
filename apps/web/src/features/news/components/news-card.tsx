import type { NewsItem } from '@credo/contracts/home';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format-date';
import { AppLink } from '@/shared/ui/app-link';
import { CalendarIcon, ForwardArrowIcon, NewspaperIcon } from '@/shared/ui/content-icons';
import styles from './news-card.module.css';

export type NewsCardVariant = 'featured' | 'grid';

/**
 * One item of /news: cover, date in the visitor's language, title and summary; the whole card
 * links to the detail. The first of each page is the wide card (with ten a page, one wide and three
 * rows of three); `newest` marks the newest of all.
 */
export const NewsCard = ({ item, variant, newest = false }: { item: NewsItem; variant: NewsCardVariant; newest?: boolean }) => {
  const { t, i18n } = useTranslation();
  return (
    <li className={`${styles.card} ${styles[variant]}`}>
      <AppLink href={`/news/detail/${item.id}`} className={styles.link}>
        <span className={styles.media}>
          {item.coverUrl ? (
            <img className={styles.cover} src={item.coverUrl} alt="" loading={variant === 'featured' ? 'eager' : 'lazy'} />
          ) : (
            <NewspaperIcon size={40} className={styles.placeholder} />
          )}
        </span>
        <span className={styles.body}>
          <span className={styles.meta}>
            {newest && <span className={styles.badge}>{t('news.latest')}</span>}
            <time className={styles.date} dateTime={item.publishedAt}>
              <CalendarIcon size={14} />
              {formatDate(item.publishedAt, i18n.language)}
            </time>
          </span>
          <span className={styles.title}>{item.title}</span>
          {item.summary && <span className={styles.summary}>{item.summary}</span>}
          <span className={styles.more} aria-hidden>
            {t('news.readMore')}
            <ForwardArrowIcon size={15} className={styles.arrow} />
          </span>
        </span>
      </AppLink>
    </li>
  );
};
