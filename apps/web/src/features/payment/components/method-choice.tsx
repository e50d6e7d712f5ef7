import type { OrderInfo } from '@credo/contracts/checkout';
import { PaymentMethod, type PaymentMethodValue } from '@credo/contracts/enums';
import { useTranslation } from 'react-i18next';
import { RadioCards } from '@/shared/ui/radio-cards';
import { formatRate } from '../model/money';
import { isPolandRegion } from '../model/order-view';
import { PaymentLogos } from './payment-logos';
import styles from './payment.module.css';

type Props = {
  order: OrderInfo;
  regionCode: string | null;
  value: PaymentMethodValue | null;
  onChange: (method: PaymentMethodValue) => void;
  disabled: boolean;
};

/**
 * Method choice (commerce §2, §4): credit card and mobile pay (card, BLIK or Klarna at the
 * provider) or bank transfer. Each option says its service rate; in Poland the bank-transfer
 * option carries the note that it costs more.
 */
export const MethodChoice = ({ order, regionCode, value, onChange, disabled }: Props) => {
  const { t } = useTranslation();
  const rateOf = (payType: PaymentMethodValue) => formatRate(order.quotes.find((q) => q.payType === payType)?.serviceRate);
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.cardTitle}>{t('payment.method.heading')}</legend>
      <RadioCards
        value={value}
        onChange={onChange}
        disabled={disabled}
        options={[
          {
            value: PaymentMethod.CARD,
            'data-testid': 'payment-method-card',
            content: (
              <>
                <span className={styles.methodName}>{t('payment.method.card')}</span>
                <span className={styles.methodHint}>{t('payment.method.cardHint')}</span>
                <span className={styles.methodHint}>{t('payment.method.serviceRate', { rate: rateOf(PaymentMethod.CARD) })}</span>
                <PaymentLogos regionCode={regionCode} />
              </>
            ),
          },
          {
            value: PaymentMethod.BANK_TRANSFER,
            'data-testid': 'payment-method-bank',
            content: (
              <>
                <span className={styles.methodName}>{t('payment.method.bank')}</span>
                <span className={styles.methodHint}>{t('payment.method.bankHint')}</span>
                <span className={styles.methodHint}>{t('payment.method.serviceRate', { rate: rateOf(PaymentMethod.BANK_TRANSFER) })}</span>
                {isPolandRegion(regionCode) && (
                  <span className={styles.feeNote} data-testid="payment-bank-fee-note">
                    {t('payment.method.bankFeeNote')}
                  </span>
                )}
              </>
            ),
          },
        ]}
      />
    </fieldset>
  );
};
