import { useContext } from 'react';
import { SiteContext } from '@/shared/site/site-context';
import styles from './pagination.module.css';
import { PageJump, type PageJumpLabels } from './page-jump';
import { pageSlots } from './pagination-range';

export type PaginationLabels = {
  /** The name of the pager's navigation landmark ("List pages"). */
  nav: string;
  previous: string;
  next: string;
  /** The accessible name of one page's button ("Page 3"). */
  page: (page: number) => string;
  /** With these, the compact pager adds "Go to page [n] of N" when it leaves pages out. */
  jump?: PageJumpLabels;
};

type PaginationProps = {
  /** The current page, from 1; a page past the end counts as the last one. */
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  labels: PaginationLabels;
  /** Fewer page numbers (no neighbours around the current page), for narrow screens. */
  compact?: boolean;
  className?: string;
};

/** A chevron pointing to the start of the line in left-to-right text, or to its end. Decorative. */
const Chevron = ({ pointsLeft }: { pointsLeft: boolean }) => (
  <svg width="12" height="12" viewBox="0 0 24 24" fill="none" aria-hidden focusable={false}>
    <path d={pointsLeft ? 'M15.5 4 7.5 12l8 8' : 'm8.5 4 8 8-8 8'} stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * Previous, page numbers with gaps, next: the list pager, drawn like antd's pager of the other
 * pages without loading antd (decision 0012). Native buttons give keyboard use; the current page
 * says so (aria-current). In right-to-left pages the row runs right to left, so "previous" sits on
 * the right and its chevron points right. Nothing is drawn when everything fits on one page.
 */
export const Pagination = ({ page, total, pageSize, onChange, labels, compact = false, className }: PaginationProps) => {
  const site = useContext(SiteContext);
  const rtl = (site?.direction ?? document.documentElement.dir) === 'rtl';
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1) return null;
  const current = Math.min(Math.max(page, 1), last);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= last) onChange(target);
  };
  const slots = pageSlots(current, last, compact ? 0 : 1);
  const leavesPagesOut = slots.some((slot) => typeof slot !== 'number');
  return (
    <nav className={[styles.pagination, className].filter(Boolean).join(' ')} aria-label={labels.nav}>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.arrow} aria-label={labels.previous} disabled={current === 1} onClick={() => go(current - 1)}>
            <Chevron pointsLeft={!rtl} />
          </button>
        </li>
        {slots.map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <button
                type="button"
                className={styles.page}
                aria-label={labels.page(slot)}
                aria-current={slot === current ? 'page' : undefined}
                onClick={() => go(slot)}
              >
                {slot}
              </button>
            </li>
          ) : (
            // The left-out pages are reached through their neighbours (or the jump field); screen readers skip the dots.
            <li key={slot} className={styles.gap} aria-hidden>
              •••
            </li>
          ),
        )}
        <li>
          <button type="button" className={styles.arrow} aria-label={labels.next} disabled={current === last} onClick={() => go(current + 1)}>
            <Chevron pointsLeft={rtl} />
          </button>
        </li>
      </ul>
      {compact && leavesPagesOut && labels.jump && <PageJump current={current} last={last} onJump={go} labels={labels.jump} />}
    </nav>
  );
};
