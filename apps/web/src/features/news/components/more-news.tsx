import type { NewsItem } from '@credo/contracts/home';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format-date';
import { AppLink } from '@/shared/ui/app-link';
import { ForwardArrowIcon, NewspaperIcon } from '@/shared/ui/content-icons';
import styles from './news-detail.module.css';

const MORE_NEWS_COUNT = 4;

/** Beside the article: the newest other items (from the list's first page) and a link to all news. */
export const MoreNews = ({ items, currentId }: { items: NewsItem[]; currentId: number }) => {
  const { t, i18n } = useTranslation();
  const others = items.filter((item) => item.id !== currentId).slice(0, MORE_NEWS_COUNT);
  if (others.length === 0) return null;
  return (
    <aside className={styles.aside} aria-labelledby="more-news-title">
      <h2 id="more-news-title" className={styles.asideTitle}>
        {t('news.moreNews')}
      </h2>
      <ul className={styles.moreList}>
        {others.map((item) => (
          <li key={item.id}>
            <AppLink href={`/news/detail/${item.id}`} className={styles.moreLink}>
              <span className={styles.moreMedia}>{item.coverUrl ? <img src={item.coverUrl} alt="" loading="lazy" /> : <NewspaperIcon size={22} />}</span>
              <span className={styles.moreText}>
                <time dateTime={item.publishedAt} className={styles.moreDate}>
                  {formatDate(item.publishedAt, i18n.language)}
                </time>
                <span className={styles.moreTitle}>{item.title}</span>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
      <AppLink href="/news" className={styles.allNews}>
        {t('news.backToList')}
        <ForwardArrowIcon size={15} className={styles.forwardArrow} />
      </AppLink>
    </aside>
  );
};
