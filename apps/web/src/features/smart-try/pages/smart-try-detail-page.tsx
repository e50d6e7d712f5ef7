import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/shared/site/page-title';
import { AppLink } from '@/shared/ui/app-link';
import { RequestPanel } from '../components/request-panel';
import styles from '../components/smart-try.module.css';
import { SmartTryFrame } from './smart-try-view';

/** /mobile/smart-try/detail (cert §2: mobile only): the request, or why not yet, on a phone. */
export const SmartTryDetailPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('smartTry.formTitle'));
  return (
    <SmartTryFrame crumb={t('smartTry.formTitle')}>
      {(page, reload) => (
        <div className={styles.mobileStack}>
          <RequestPanel page={page} onChanged={reload} />
          <AppLink href="/smart-try" className={styles.backLink}>
            {t('smartTry.back')}
          </AppLink>
        </div>
      )}
    </SmartTryFrame>
  );
};
