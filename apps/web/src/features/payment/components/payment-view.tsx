import type { BankTransferInfo, OrderInfo } from '@credo/contracts/checkout';
import { PATHS } from '@credo/contracts/constants';
import { OrderStatus, PaymentMethod, type PaymentMethodValue } from '@credo/contracts/enums';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd, preloadOnIntent, useOpenedOnce } from '@/shared/antd/lazy-with-antd';
import { Alert } from '@/shared/ui/alert';
import { AppLink } from '@/shared/ui/app-link';
import { Button } from '@/shared/ui/button';
import { useCurrentUser } from '@/shared/user/use-current-user';
import { cancelOrder } from '../api/checkout-calls';
import { formatRemaining } from '../model/countdown';
import { isOpenState, needsTimeoutCancel, showsCheckout, showsProgress, titleKey } from '../model/order-view';
import type { PaymentRelation } from '../model/payment-query';
import { leftForProvider } from '../model/provider-return';
import { useCountdown } from '../model/use-countdown';
import { rejectionOf, useProofReview } from '../model/use-proof-review';
import { usePaymentActions } from '../model/use-payment-actions';
import { useStatusPoll } from '../model/use-status-poll';
import { CheckoutPanel } from './checkout-panel';
import { InvoiceButton } from './invoice-button';
import { OrderSummary } from './order-summary';
import { ProgressPanel } from './progress-panel';
import { ProofReviewPanel } from './proof-review-panel';
import { RejectionNotice } from './rejection-notice';
import styles from './payment.module.css';

/**
 * The dialogs are built with antd (Modal, Upload): each loads, with antd, when it first opens, its
 * code fetched as soon as the button that opens it is approached (decision 0012: the page's first
 * load carries no antd).
 */
const BankTransferDialog = lazyWithAntd(() => import('./bank-transfer-dialog').then((m) => m.BankTransferDialog));
const CancelOrderDialog = lazyWithAntd(() => import('./cancel-order-dialog').then((m) => m.CancelOrderDialog));
const bankIntent = preloadOnIntent(BankTransferDialog);
const cancelIntent = preloadOnIntent(CancelOrderDialog);

type Props = {
  relation: PaymentRelation;
  order: OrderInfo;
  bank: BankTransferInfo | null;
  serverTimeDiff: number;
  refetch: () => Promise<unknown>;
};

/** The loaded payment page: heading, order, checkout and progress areas by state and method (commerce §4). */
export const PaymentView = ({ relation, order, bank, serverTimeDiff, refetch }: Props) => {
  const { t } = useTranslation();
  const { signedIn } = useCurrentUser();
  const placed = order.seqNo !== null;
  const [method, setMethod] = useState<PaymentMethodValue | null>(placed ? order.payType : null);
  const [terms, setTerms] = useState(true);
  const [bankOpen, setBankOpen] = useState(false);
  const view = { state: order.state, payType: order.payType };
  const open = placed && isOpenState(order.state);

  const actions = usePaymentActions({ relation, order, signedIn, refetch, openBankDialog: () => setBankOpen(true) });
  // Only an order waiting for payment counts down: a pending one waits for the provider or for staff's review of the proof.
  const awaiting = placed && order.state === OrderStatus.CREATE;
  const left = useCountdown(awaiting ? order.deadline : null, serverTimeDiff, () => void actions.onDeadline());

  const proof = useProofReview(order);
  const rejection = rejectionOf(proof);
  // A sent proof waits for staff: the page shows the review instead of the method choice.
  const underReview = placed && order.payType === PaymentMethod.BANK_TRANSFER && order.state === OrderStatus.PENDING;

  const polling = order.payType === PaymentMethod.CARD && open && (order.state === OrderStatus.PENDING || leftForProvider(order.merchantTransactionId));
  const poll = useStatusPoll(order.merchantTransactionId, polling, () => void refetch());

  // The timeout handler (commerce §4): a timed-out or failed card order is cancelled, once.
  const cancelled = useRef<string | null>(null);
  useEffect(() => {
    if (!needsTimeoutCancel(order) || cancelled.current === order.seqNo) return;
    cancelled.current = order.seqNo;
    void cancelOrder(relation, order.seqNo!, { silent: true });
  }, [order, relation]);

  const chooseMethod = (next: PaymentMethodValue) => {
    // Changing the method closes the bank-transfer dialog and drops what it held.
    setBankOpen(false);
    setMethod(next);
    // Bank transfer's Pay opens its dialog: its code starts loading with the choice.
    if (next === PaymentMethod.BANK_TRANSFER) void BankTransferDialog.preload();
  };
  const bankMounted = useOpenedOnce(bankOpen);
  const cancelMounted = useOpenedOnce(actions.cancelAsked);

  const heading = titleKey(order.state);
  return (
    <div className={styles.page} data-testid="payment-page" data-state={order.state ?? 'quote'}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t(`payment.title.${heading}`)}</h1>
        {left !== null && left > 0 && (
          <p className={styles.countdown} data-testid="payment-countdown">
            {t('payment.deadline.label')} <bdi className={styles.clock}>{formatRemaining(left)}</bdi>
          </p>
        )}
      </header>
      {order.state === OrderStatus.SUCCESS && (
        <Alert
          type="success"
          showIcon
          role="alert"
          className={styles.banner}
          title={t('payment.status.success')}
          description={
            <div className={styles.doneActions}>
              <AppLink href={PATHS.paymentReturn} className={styles.primaryLink}>
                {t('payment.done.myLearning')}
              </AppLink>
              {order.seqNo && <InvoiceButton seqNo={order.seqNo} />}
            </div>
          }
          data-testid="payment-success"
        />
      )}
      {order.state === OrderStatus.FAIL && <Alert type="error" showIcon role="alert" className={styles.banner} title={t('payment.status.failed')} />}
      {order.state === OrderStatus.TIMEOUT && <Alert type="warning" showIcon role="alert" className={styles.banner} title={t('payment.status.timeout')} />}
      {rejection !== null && awaiting && <RejectionNotice reason={rejection} className={styles.banner} />}
      {left === 0 && awaiting && <Alert type="warning" showIcon role="alert" className={styles.banner} title={t('payment.deadline.expired')} />}
      <div className={styles.layout}>
        <OrderSummary order={order} method={method} />
        <div className={styles.side}>
          {showsProgress(view) && (
            <ProgressPanel
              order={order}
              poll={poll.state}
              onCheckAgain={poll.restart}
              onStartAgain={() => void actions.startAgain()}
              startingAgain={actions.busy === 'again'}
            />
          )}
          {underReview && <ProofReviewPanel order={order} proof={proof} onBankDetails={() => setBankOpen(true)} bankIntent={bankIntent} />}
          {showsCheckout(view) && order.state !== OrderStatus.SUCCESS && !underReview && (
            <CheckoutPanel
              order={order}
              regionCode={bank?.regionCode ?? null}
              method={method}
              onMethod={chooseMethod}
              terms={terms}
              onTerms={setTerms}
              busy={actions.busy}
              onPay={() => method !== null && void actions.pay(method)}
              onCancel={actions.confirmCancel}
              onBankDetails={() => setBankOpen(true)}
              bankIntent={bankIntent}
              cancelIntent={cancelIntent}
            />
          )}
          {order.state === OrderStatus.SUCCESS && order.payType === PaymentMethod.BANK_TRANSFER && (
            <Button className={styles.sideButton} onClick={() => setBankOpen(true)} data-testid="payment-bank-details" {...bankIntent}>
              {t('payment.actions.bankDetails')}
            </Button>
          )}
        </div>
      </div>
      {order.payType === PaymentMethod.BANK_TRANSFER && placed && bankMounted && (
        <Suspense fallback={null}>
          <BankTransferDialog
            open={bankOpen}
            order={order}
            bank={bank}
            left={left}
            rejection={rejection}
            onClose={() => setBankOpen(false)}
            onSubmitted={() => {
              setBankOpen(false);
              void refetch();
            }}
          />
        </Suspense>
      )}
      {cancelMounted && (
        <Suspense fallback={null}>
          <CancelOrderDialog open={actions.cancelAsked} busy={actions.busy === 'cancel'} onConfirm={() => void actions.cancel()} onClose={actions.keepOrder} />
        </Suspense>
      )}
    </div>
  );
};
