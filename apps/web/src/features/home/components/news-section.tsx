import type { NewsItem } from '@credo/contracts/home';
import { useTranslation } from 'react-i18next';
import { RouteLink } from './route-link';
import { publishedDate } from '../model/home-format';
import { HomeSection } from './home-section';
import styles from './news-section.module.css';

const NewsCard = ({ item, featured }: { item: NewsItem; featured: boolean }) => {
  const { i18n } = useTranslation();
  return (
    <li className={featured ? styles.featured : styles.compact}>
      <RouteLink to={`/news/detail/${item.id}`} className={styles.link}>
        <span className={styles.media}>{item.coverUrl && <img className={styles.cover} src={item.coverUrl} alt="" loading="lazy" />}</span>
        <span className={styles.body}>
          <time className={styles.date} dateTime={item.publishedAt}>
            {publishedDate(item.publishedAt, i18n.language)}
          </time>
          <span className={styles.title}>{item.title}</span>
          {featured && item.summary && <span className={styles.summary}>{item.summary}</span>}
        </span>
      </RouteLink>
    </li>
  );
};

/** The top four news items (the server answers exactly HOME_NEWS_COUNT): one featured, three beside it. */
export const NewsSection = ({ news }: { news: NewsItem[] }) => {
  const { t } = useTranslation();
  if (news.length === 0) return null;
  return (
    <HomeSection id="home-news" title={t('home.news.title')} subtitle={t('home.news.subtitle')} more={{ href: '/news', label: t('home.news.more') }}>
      <ul className={styles.grid}>
        {news.map((item, index) => (
          <NewsCard key={item.id} item={item} featured={index === 0} />
        ))}
      </ul>
    </HomeSection>
  );
};
