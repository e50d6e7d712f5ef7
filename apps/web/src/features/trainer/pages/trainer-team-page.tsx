import { TRAINER_PAGE_SIZES } from '@credo/contracts/trainer';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/site/page-title';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';
import { Button } from '@/shared/ui/button';
import { Pagination } from '@/shared/ui/pagination';
import { StatePanel } from '@/shared/ui/state-panel';
import { useTrainerPage } from '../api/trainer-calls';
import { TrainerBanner } from '../components/trainer-banner';
import { TrainerCardView } from '../components/trainer-card';
import { PeopleIcon } from '../components/trainer-icons';
import styles from '../components/trainer.module.css';
import { isTrainerPageSize, readTrainerParams, writeTrainerParams, type TrainerListParams } from '../model/trainer-url';

/**
 * /trainer-team and /mobile/trainer-team (cert §2): the site's trainers in its language with what
 * they teach and their next sessions; page and size in the address (?page=2&size=16) so a page can
 * be shared and reloaded. Built without antd (decision 0012).
 */
export const TrainerTeamPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('trainer.title'));
  const [params, setParams] = useSearchParams();
  const { page, size } = readTrainerParams(params);
  const mobile = useMobileVariant();
  const { data, isPending, isError, isPlaceholderData, isFetching, refetch } = useTrainerPage(page, size);

  const go = (next: TrainerListParams) => {
    setParams(writeTrainerParams(params, next));
    window.scrollTo({ top: 0 });
  };

  // A link to a page past the end (trainers left since) lands on the last page instead.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / size)) : 1;
  const pastTheEnd = !!data && !isPlaceholderData && data.rows.length === 0 && data.total > 0;
  useEffect(() => {
    if (pastTheEnd) setParams(writeTrainerParams(params, { page: lastPage, size }), { replace: true });
  }, [pastTheEnd, lastPage, size, params, setParams]);

  let content;
  if (isPending) {
    content = (
      <ul className={styles.grid} aria-busy="true" aria-label={t('trainer.loading')}>
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className={`${styles.card} ${styles.skeleton}`} />
        ))}
      </ul>
    );
  } else if (isError && !data) {
    content = (
      <StatePanel
        tone="error"
        icon={<PeopleIcon size={32} />}
        title={t('trainer.error')}
        description={t('trainer.errorDescription')}
        actions={
          <Button variant="primary" onClick={() => void refetch()} loading={isFetching}>
            {t('trainer.retry')}
          </Button>
        }
      />
    );
  } else if (!data || data.total === 0) {
    content = <StatePanel icon={<PeopleIcon size={32} />} title={t('trainer.empty')} description={t('trainer.emptyDescription')} />;
  } else {
    const from = (page - 1) * size + 1;
    const to = from + data.rows.length - 1;
    content = (
      <>
        <div className={styles.toolbar}>
          {data.rows.length > 0 && <p aria-live="polite">{t('trainer.showing', { from, to, total: data.total })}</p>}
          {data.total > TRAINER_PAGE_SIZES[0] && (
            <label className={styles.sizeField}>
              {t('trainer.perPage')}
              <select
                value={size}
                onChange={(e) => go({ page: 1, size: isTrainerPageSize(Number(e.target.value)) ? (Number(e.target.value) as typeof size) : size })}
              >
                {TRAINER_PAGE_SIZES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <ul className={`${styles.grid} ${isPlaceholderData ? styles.stale : ''}`} aria-busy={isPlaceholderData || undefined}>
          {data.rows.map((trainer) => (
            <TrainerCardView key={trainer.id} trainer={trainer} />
          ))}
        </ul>
        <Pagination
          className={styles.pagination}
          page={Math.min(page, lastPage)}
          pageSize={size}
          total={data.total}
          compact={mobile}
          onChange={(next) => go({ page: next, size })}
          labels={{
            nav: t('trainer.pagination'),
            previous: t('trainer.previous'),
            next: t('trainer.next'),
            page: (n) => t('trainer.page', { n }),
          }}
        />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <TrainerBanner total={data?.total} />
      <div className={styles.inner}>{content}</div>
    </div>
  );
};
