import type { OrderInfo } from '@credo/contracts/checkout';
import { OrderStatus, PaymentMethod, type PaymentMethodValue } from '@credo/contracts/enums';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { canPay, isOpenState } from '../model/order-view';
import { MethodChoice } from './method-choice';
import styles from './payment.module.css';

type Props = {
  order: OrderInfo;
  regionCode: string | null;
  method: PaymentMethodValue | null;
  onMethod: (method: PaymentMethodValue) => void;
  terms: boolean;
  onTerms: (on: boolean) => void;
  busy: 'pay' | 'cancel' | 'again' | null;
  onPay: () => void;
  onCancel: () => void;
  onBankDetails: () => void;
  /** Props that start loading the dialog a button opens when it is approached (preloadOnIntent). */
  bankIntent?: object;
  cancelIntent?: object;
};

/**
 * The checkout area (commerce §2, §4, §5): method, the non-refundable notice before paying, the
 * terms checkbox (on by default) and Pay, disabled without a method or the terms. An open order
 * can be cancelled; a bank-transfer order reopens its instructions.
 */
export const CheckoutPanel = ({
  order,
  regionCode,
  method,
  onMethod,
  terms,
  onTerms,
  busy,
  onPay,
  onCancel,
  onBankDetails,
  bankIntent,
  cancelIntent,
}: Props) => {
  const { t } = useTranslation();
  const open = order.seqNo !== null && isOpenState(order.state);
  const bankOrder = open && order.payType === PaymentMethod.BANK_TRANSFER;
  const continuing = open && order.payType === method && method === PaymentMethod.CARD;
  const payLabel = continuing
    ? t('payment.actions.continue')
    : method === PaymentMethod.BANK_TRANSFER
      ? t('payment.actions.placeBank')
      : t('payment.actions.pay');
  return (
    <section className={styles.card} aria-labelledby="payment-checkout-heading" data-testid="payment-checkout">
      <h2 id="payment-checkout-heading" className={styles.visuallyHidden}>
        {t('payment.method.heading')}
      </h2>
      <MethodChoice order={order} regionCode={regionCode} value={method} onChange={onMethod} disabled={busy !== null || order.state === OrderStatus.PENDING} />
      <Alert type="warning" showIcon role="alert" className={styles.notice} title={t('payment.nonRefundable')} data-testid="payment-non-refundable" />
      <Checkbox checked={terms} onChange={onTerms} className={styles.terms}>
        {t('payment.terms')}
      </Checkbox>
      <div className={styles.actions}>
        {bankOrder && method === PaymentMethod.BANK_TRANSFER ? (
          <Button variant="primary" size="large" onClick={onBankDetails} {...bankIntent}>
            {t('payment.actions.bankDetails')}
          </Button>
        ) : (
          <Button
            variant="primary"
            size="large"
            disabled={!canPay(method, terms)}
            loading={busy === 'pay'}
            onClick={onPay}
            data-testid="payment-pay"
            {...(method === PaymentMethod.BANK_TRANSFER ? bankIntent : undefined)}
          >
            {payLabel}
          </Button>
        )}
        {open && order.state === OrderStatus.CREATE && (
          <Button size="large" danger onClick={onCancel} loading={busy === 'cancel'} {...cancelIntent}>
            {t('payment.cancel.button')}
          </Button>
        )}
      </div>
    </section>
  );
};
