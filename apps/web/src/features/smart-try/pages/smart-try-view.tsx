import type { SmartTryPage } from '@credo/contracts/smart-try';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { PageBanner } from '@/shared/ui/page-banner';
import { StatePanel } from '@/shared/ui/state-panel';
import { useSmartTry } from '../api/smart-try-calls';
import { GiftIcon } from '../components/smart-try-icons';
import styles from '../components/smart-try.module.css';

/**
 * The frame every Smart Try page shares: the banner (the campaign's title and summary, or the
 * page's name), and the loading, error and no-campaign states; `children` draws the loaded page.
 */
export const SmartTryFrame = ({ children, crumb }: { children: (page: SmartTryPage, reload: () => void) => ReactNode; crumb?: string }) => {
  const { t, i18n } = useTranslation();
  const query = useSmartTry();
  const campaign = query.data?.campaign ?? null;
  const until = campaign ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(campaign.endsAt)) : null;

  let body: ReactNode;
  if (query.isPending) {
    body = <div className={styles.skeleton} aria-busy="true" aria-label={t('smartTry.loading')} />;
  } else if (query.isError) {
    body = (
      <StatePanel
        tone="error"
        icon={<GiftIcon size={32} />}
        title={t('smartTry.loadError')}
        actions={
          <Button variant="primary" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('smartTry.retry')}
          </Button>
        }
      />
    );
  } else if (!query.data.campaign) {
    body = <StatePanel icon={<GiftIcon size={32} />} title={t('smartTry.noCampaignTitle')} description={t('smartTry.noCampaignText')} />;
  } else {
    body = children(query.data, () => void query.refetch());
  }

  const crumbs = [{ label: t('smartTry.home'), href: '/' }, { label: t('smartTry.title'), href: '/smart-try' }, ...(crumb ? [{ label: crumb }] : [])];
  return (
    <div className={styles.page}>
      <PageBanner
        title={campaign?.title ?? t('smartTry.title')}
        subtitle={campaign?.summary ?? t('smartTry.subtitle')}
        crumbs={crumbs}
        crumbsLabel={t('smartTry.breadcrumb')}
      >
        {until && <p className={styles.until}>{t('smartTry.runsUntil', { date: until })}</p>}
      </PageBanner>
      <div className={styles.inner}>{body}</div>
    </div>
  );
};
