import { SEARCH_GROUPS, type SearchGroupKey, type SearchResult } from '@credo/contracts/search';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseIcon, NewspaperIcon, QuestionBubbleIcon, RosetteIcon } from '@/shared/ui/content-icons';
import { CertificationResult, CourseResult, FaqResult, NewsResult } from './result-items';
import styles from './search-results.module.css';

const GROUP_ICONS: Record<SearchGroupKey, ReactNode> = {
  certifications: <RosetteIcon size={20} />,
  courses: <CourseIcon size={20} />,
  news: <NewspaperIcon size={20} />,
  faqs: <QuestionBubbleIcon size={20} />,
};

const GroupRows = ({ group, result, keyword }: { group: SearchGroupKey; result: SearchResult; keyword: string }) => {
  switch (group) {
    case 'certifications':
      return result.certifications.rows.map((item) => <CertificationResult key={item.id} item={item} keyword={keyword} />);
    case 'courses':
      return result.courses.rows.map((item) => <CourseResult key={item.id} item={item} keyword={keyword} />);
    case 'news':
      return result.news.rows.map((item) => <NewsResult key={item.id} item={item} keyword={keyword} />);
    case 'faqs':
      return result.faqs.rows.map((item) => <FaqResult key={item.id} item={item} keyword={keyword} />);
  }
};

/**
 * The groups of one answer, each with its count; a filter (all, or one group) on the side on
 * desktop and as chips above on mobile. A group answers at most a few rows: its note says so.
 */
export const SearchResults = ({ result, stale }: { result: SearchResult; stale: boolean }) => {
  const { t } = useTranslation();
  const [only, setOnly] = useState<SearchGroupKey | 'all'>('all');
  const found = SEARCH_GROUPS.filter((group) => result[group].total > 0);
  const visible = only === 'all' ? found : found.filter((group) => group === only);
  const filters: { key: SearchGroupKey | 'all'; label: string; count: number }[] = [
    { key: 'all', label: t('search.groups.all'), count: result.total },
    ...SEARCH_GROUPS.map((group) => ({ key: group, label: t(`search.groups.${group}`), count: result[group].total })),
  ];

  return (
    <div className={`${styles.layout} ${stale ? styles.stale : ''}`} aria-busy={stale || undefined}>
      <nav className={styles.filters} aria-label={t('search.filterLabel')}>
        <ul className={styles.filterList}>
          {filters.map((filter) => (
            <li key={filter.key}>
              <button
                type="button"
                className={styles.filter}
                aria-pressed={only === filter.key}
                disabled={filter.count === 0}
                onClick={() => setOnly(filter.key)}
              >
                <span>{filter.label}</span>
                <span className={styles.filterCount}>{filter.count}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.groups}>
        {visible.map((group) => {
          const { total, rows } = result[group];
          return (
            <section key={group} className={styles.group} aria-labelledby={`search-group-${group}`}>
              <h2 id={`search-group-${group}`} className={styles.groupTitle}>
                <span className={styles.groupIcon}>{GROUP_ICONS[group]}</span>
                {t(`search.groups.${group}`)}
                <span className={styles.groupCount}>{total}</span>
              </h2>
              <ul className={styles.rows}>
                <GroupRows group={group} result={result} keyword={result.keyword} />
              </ul>
              {total > rows.length && <p className={styles.more}>{t('search.showingSome', { shown: rows.length, total })}</p>}
            </section>
          );
        })}
      </div>
    </div>
  );
};
