import type { OrderInfo } from '@credo/contracts/checkout';
import type { PaymentMethodValue } from '@credo/contracts/enums';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatRate } from '../model/money';
import styles from './payment.module.css';

type Props = {
  order: OrderInfo;
  /** The method whose amounts to show: the order's own once placed, else the one chosen (or card). */
  method: PaymentMethodValue | null;
};

/** The amounts of the method on screen: the order's frozen ones once placed, else the server's quote for that method. */
export const amountsFor = (order: OrderInfo, method: PaymentMethodValue | null) => {
  if (order.seqNo !== null) return order;
  return order.quotes.find((quote) => quote.payType === method) ?? order;
};

/** The order (commerce §2, §3): course fee, tax with its rate, service fee and total, every figure the server's. */
export const OrderSummary = ({ order, method }: Props) => {
  const { t } = useTranslation();
  const a = amountsFor(order, method);
  const money = (minor: number) => formatMoney(minor, a.currencyTypeCode);
  const rows = [
    { key: 'courseFee', label: t('payment.order.courseFee'), value: money(a.courseFee) },
    { key: 'tax', label: t('payment.order.tax', { rate: formatRate(a.taxRate) }), value: money(a.tax) },
    { key: 'serviceFee', label: t('payment.order.serviceFee', { rate: formatRate(a.serviceRate) }), value: money(a.serviceFee) },
  ];
  return (
    <section className={styles.card} aria-labelledby="payment-order-heading" data-testid="payment-order">
      <h2 id="payment-order-heading" className={styles.cardTitle}>
        {t('payment.order.heading')}
      </h2>
      <p className={styles.goods} dir="auto">
        <span className={styles.kindTag}>{t(order.relationType === 2 ? 'payment.order.practicalExam' : 'payment.order.classroom')}</span>
        {order.goods}
      </p>
      {order.seqNo && (
        <p className={styles.muted}>
          {t('payment.order.number')}: <bdi data-testid="payment-seqno">{order.seqNo}</bdi>
        </p>
      )}
      <dl className={styles.amounts}>
        {rows.map((row) => (
          <div key={row.key} className={styles.amountRow} data-testid={`payment-${row.key}`}>
            <dt>{row.label}</dt>
            <dd>
              <bdi>{row.value}</bdi>
            </dd>
          </div>
        ))}
        <div className={styles.totalRow} data-testid="payment-total">
          <dt>{t('payment.order.total')}</dt>
          <dd>
            <bdi>{money(a.totalAmount)}</bdi>
          </dd>
        </div>
      </dl>
    </section>
  );
};
