import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/shared/site/page-title';
import { CampaignProducts, HowItWorks } from '../components/campaign-products';
import { RequestPanel } from '../components/request-panel';
import styles from '../components/smart-try.module.css';
import { SmartTryFrame } from './smart-try-view';

/**
 * /smart-try (cert §1, §2; issue 21 item 3; decision 0025): the product promotion campaign for
 * certified users. The campaign and its products on the left, what the viewer can do on the right.
 */
export const SmartTryPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('smartTry.title'));
  return (
    <SmartTryFrame>
      {(page, reload) => (
        <div className={styles.layout}>
          <div className={styles.main}>
            <HowItWorks body={page.campaign!.body} />
            <CampaignProducts campaign={page.campaign!} />
          </div>
          <aside className={styles.aside} aria-label={t('smartTry.formTitle')}>
            <RequestPanel page={page} onChanged={reload} />
          </aside>
        </div>
      )}
    </SmartTryFrame>
  );
};
