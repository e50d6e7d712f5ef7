import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/shared/site/page-title';
import { AppLink } from '@/shared/ui/app-link';
import { CampaignProducts, HowItWorks } from '../components/campaign-products';
import styles from '../components/smart-try.module.css';
import { SmartTryFrame } from './smart-try-view';

/**
 * /mobile/smart-try: the campaign stacked for a phone, with a button, right after how it works, to the request page
 * (/mobile/smart-try/detail, the spec's mobile-only route), whose label says what the viewer can do there.
 */
export const SmartTryMobilePage = () => {
  const { t } = useTranslation();
  usePageTitle(t('smartTry.title'));
  return (
    <SmartTryFrame>
      {(page) => (
        <div className={styles.mobileStack}>
          <HowItWorks body={page.campaign!.body} />
          <AppLink href="/smart-try/detail" className={styles.ctaLink}>
            {t(`smartTry.cta.${page.eligibility}`)}
          </AppLink>
          <CampaignProducts campaign={page.campaign!} />
        </div>
      )}
    </SmartTryFrame>
  );
};
