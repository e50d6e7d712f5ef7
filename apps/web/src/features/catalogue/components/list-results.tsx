import type { CatalogueList } from '@credo/contracts/catalogue';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextLanguages } from '@/shared/site/text-language';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';
import { CourseIcon } from '@/shared/ui/content-icons';
import { Pagination } from '@/shared/ui/pagination';
import { StatePanel } from '@/shared/ui/state-panel';
import { CatalogueCard } from './catalogue-card';
import { useCardLinks, useCardTexts } from './card-props';
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
      <>
        {/* The count's line is kept, so the cards do not move down when it arrives (issue 19: layout shift). */}
        <p className={`${styles.toolbar} ${styles.toolbarSkeleton}`} aria-hidden />
        <ul className={styles.grid} aria-busy>
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className={styles.skeleton} />
          ))}
        </ul>
      </>
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
      <CardGrid rows={data.rows} keyword={keyword} stale={stale} firstPass={mobile ? FIRST_PASS.mobile : FIRST_PASS.desktop} />
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

/** About a screenful of cards: two rows of three on a wide screen, the first two on a phone. */
const FIRST_PASS = { desktop: 6, mobile: 2 };

type CardGridProps = { rows: CatalogueList['rows']; keyword: string; stale: boolean; firstPass: number };

/**
 * The page's cards. When the list's first answer arrives, only the first screenful is rendered in
 * that answer's task; the others keep their skeleton's place and come in a background render that
 * React cuts into 5 ms slices (useDeferredValue's initial value), so no single task renders and
 * lays out the whole page (issue 19: the phone's blocking time was that one task). Later pages
 * replace the cards at once: the grid stays mounted.
 */
const CardGrid = ({ rows, keyword, stale, firstPass }: CardGridProps) => {
  const all = useDeferredValue(true, false);
  const texts = useCardTexts();
  const { hrefOf, onOpen } = useCardLinks();
  const languageOf = useTextLanguages();
  const shown = all ? rows.length : Math.min(firstPass, rows.length);
  return (
    <ul className={`${styles.grid} ${stale ? styles.stale : ''}`} aria-busy={stale || !all || undefined}>
      {rows.map((row, index) =>
        index < shown ? (
          // The first card's cover is the page's largest paint on a phone (Lighthouse): fetched first.
          <CatalogueCard
            key={row.id}
            row={row}
            language={languageOf(row.languageId)}
            keyword={keyword}
            texts={texts}
            href={hrefOf(row)}
            onOpen={onOpen}
            first={index === 0}
          />
        ) : (
          <li key={row.id} className={styles.skeleton} />
        ),
      )}
    </ul>
  );
};
