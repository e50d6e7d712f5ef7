import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { SkeletonText } from '@/shared/ui/skeleton';
import { StatePanel } from '@/shared/ui/state-panel';
import styles from './seats.module.css';

type FallbackProps = {
  query: Pick<UseQueryResult, 'isPending' | 'isFetching' | 'refetch'>;
  /** The panel's icon for the load error. */
  icon: ReactNode;
  skeletonRows: number;
};

/** A seat list still loading (skeleton) or refused (error with Retry). */
export const SeatListFallback = ({ query, icon, skeletonRows }: FallbackProps) => {
  const { t } = useTranslation();
  if (query.isPending) return <SkeletonText rows={skeletonRows} />;
  return (
    <StatePanel
      tone="error"
      icon={icon}
      title={t('certification.seats.loadError')}
      actions={
        <Button onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('common.retry')}
        </Button>
      }
    />
  );
};

/** The cards of a seat list and the note that times are the learner's local time. */
export const SeatList = ({ label, children }: { label: string; children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {children}
      </ul>
      <p className={styles.footnote}>{t('certification.seats.timesNote')}</p>
    </>
  );
};
