import type { OrderInfo } from '@credo/contracts/checkout';
import { OrderStatus } from '@credo/contracts/enums';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import type { PollState } from '../model/use-status-poll';
import { ProgressSteps } from './progress-steps';
import styles from './payment.module.css';

type Props = {
  order: OrderInfo;
  poll: PollState;
  onCheckAgain: () => void;
  onStartAgain: () => void;
  startingAgain: boolean;
};

/**
 * The progress area of a card payment (commerce §4: create, success, pending, cancel). After the
 * provider's page the page polls the order's state and says so; it never takes the return itself
 * as paid.
 */
export const ProgressPanel = ({ order, poll, onCheckAgain, onStartAgain, startingAgain }: Props) => {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="payment-progress-heading" data-testid="payment-progress">
      <h2 id="payment-progress-heading" className={styles.cardTitle}>
        {t('payment.progress.heading')}
      </h2>
      <ProgressSteps state={order.state} hasProof={false} />
      <div className={styles.progressStatus} role="status" aria-live="polite">
        {poll === 'polling' && (
          <p className={styles.checking} data-testid="payment-checking">
            <Spinner size="small" /> <span>{t('payment.status.checking')}</span>
          </p>
        )}
        {poll === 'polling' && <p className={styles.muted}>{t('payment.status.checkingHint')}</p>}
        {poll === 'waitedTooLong' && (
          <>
            <p>{t('payment.status.waitedTooLong')}</p>
            <p className={styles.muted}>{t('payment.status.waitedTooLongHint')}</p>
            <Button onClick={onCheckAgain}>{t('payment.status.checkAgain')}</Button>
          </>
        )}
        {poll === 'idle' && order.state === OrderStatus.PENDING && <p>{t('payment.status.pending')}</p>}
        {poll === 'idle' && order.state === OrderStatus.CREATE && <p>{t('payment.status.awaiting')}</p>}
        {order.state === OrderStatus.CANCEL && (
          <>
            <p>{t('payment.status.cancelled')}</p>
            <Button variant="primary" onClick={onStartAgain} loading={startingAgain}>
              {t('payment.actions.startAgain')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
};
