import type { CatalogueList } from '@credo/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';
import { CourseIcon } from '@/shared/ui/content-icons';
import { Pagination } from '@/shared/ui/pagination';
import { StatePanel } from '@/shared/ui/state-panel';
import { CatalogueCard } from './catalogue-card';
import styles from './catalogue-list.module.css';

type ListResultsProps = {
  data: CatalogueList | undefined;
  pending: boolean;
  stale: boolean;
  page: number;
  pageSize: number;
  keyword: string;
  onPage: (page: number) => void;
};

/** The cards of one page, the count, the pager, and the loading and empty states. */
export const ListResults = ({ data, pending, stale, page, pageSize, keyword, onPage }: ListResultsProps) => {
  const { t } = useTranslation();
  const mobile = useMobileVariant();
  if (pending) {
    return (
      <ul className={styles.grid} aria-busy>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className={styles.skeleton} />
        ))}
      </ul>
    );
  }
  if (!data || data.total === 0) {
    return <StatePanel icon={<CourseIcon size={32} />} title={t('catalogue.empty')} description={t('catalogue.emptyDescription')} />;
  }
  const from = (page - 1) * pageSize + 1;
  return (
    <>
      {data.rows.length > 0 && (
        <p className={styles.toolbar} aria-live="polite">
          {t('catalogue.showing', { from, to: from + data.rows.length - 1, total: data.total })}
        </p>
      )}
      <ul className={`${styles.grid} ${stale ? styles.stale : ''}`} aria-busy={stale || undefined}>
        {data.rows.map((row, index) => (
          // The first card's cover is the page's largest paint on a phone (Lighthouse): fetched first.
          <CatalogueCard key={row.id} row={row} keyword={keyword} first={index === 0} />
        ))}
      </ul>
      <Pagination
        className={styles.pagination}
        page={page}
        pageSize={pageSize}
        total={data.total}
        compact={mobile}
        onChange={onPage}
        labels={{
          nav: t('catalogue.pagination'),
          previous: t('catalogue.previousPage'),
          next: t('catalogue.nextPage'),
          page: (n) => t('catalogue.pageNumber', { page: n }),
          jump: { label: t('catalogue.jumpToPage'), of: (last) => t('catalogue.pageOf', { last }), go: t('catalogue.jumpGo') },
        }}
      />
    </>
  );
};
