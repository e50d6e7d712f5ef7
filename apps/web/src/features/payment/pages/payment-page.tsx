import { PATHS } from '@credo/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/site/page-title';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { Button } from '@/shared/ui/button';
import { CalendarIcon } from '@/shared/ui/content-icons';
import { SkeletonText } from '@/shared/ui/skeleton';
import { StatePanel } from '@/shared/ui/state-panel';
import { PaymentView } from '../components/payment-view';
import styles from '../components/payment.module.css';
import { parsePaymentQuery } from '../model/payment-query';
import { usePaymentData } from '../model/use-payment-data';

/**
 * /payment?relationId=&relationType= and its /mobile twin (commerce §2; issue 16; decision 0017).
 * Both parameters are required and verify must answer true, otherwise the page is not found; a
 * page that cannot load for another reason shows an empty state with a retry (commerce §8).
 */
export const PaymentPage = () => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const variantPath = useVariantPath();
  const relation = parsePaymentQuery(search);
  const data = usePaymentData(relation);
  usePageTitle(t('payment.pageTitle'));

  if (data.kind === 'notFound' || !relation) return <Navigate to={variantPath(PATHS.notFound)} replace />;
  if (data.kind === 'error') {
    return (
      <div className={styles.page}>
        <StatePanel
          tone="error"
          icon={<CalendarIcon size={32} />}
          title={t('payment.empty.title')}
          description={t('payment.empty.hint')}
          actions={
            <Button variant="primary" onClick={data.retry}>
              {t('payment.empty.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  if (data.kind === 'loading') {
    return (
      <div className={styles.page} aria-busy="true">
        <h1 className={styles.title}>{t('payment.pageTitle')}</h1>
        <div className={styles.layout}>
          <div className={styles.card}>
            <SkeletonText rows={5} />
          </div>
          <div className={styles.card}>
            <SkeletonText rows={6} />
          </div>
        </div>
      </div>
    );
  }
  return <PaymentView relation={relation} order={data.order} bank={data.bank} serverTimeDiff={data.serverTimeDiff} refetch={data.refetch} />;
};
