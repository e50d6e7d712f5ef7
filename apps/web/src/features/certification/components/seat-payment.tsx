import type { SeatOrder } from '@credo/contracts/training';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { Button } from '@/shared/ui/button';
import { paidSeatView, paymentPath } from '../model/seat-rules';
import { SeatTag } from './seat-card';

/** The state tag of a paid session's order (waiting for payment, payment timeout, failed, cancelled), or nothing. */
export const SeatPaymentTag = ({ order }: { order: SeatOrder | null | undefined }) => {
  const { t } = useTranslation();
  const { label } = paidSeatView(order);
  return label && <SeatTag state={`payment-${label}`}>{t(`payment.seat.label.${label}`)}</SeatTag>;
};

type Props = {
  relationType: 1 | 2;
  relationId: number;
  order: SeatOrder | null | undefined;
  /** The session cannot be bought now (closed, full, blocked): a new order cannot start; an open one can still be continued. */
  disabled: boolean;
  locked: boolean;
};

/**
 * Pay or Continue payment on a paid session: both open the payment page (a visitor sees the
 * amounts there and is asked to log in when paying). Nothing once the order is paid.
 */
export const SeatPayButton = ({ relationType, relationId, order, disabled, locked }: Props) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const variantPath = useVariantPath();
  const { action } = paidSeatView(order);
  if (!action) return null;
  const continuing = action === 'continuePayment';
  return (
    <Button
      variant="primary"
      disabled={!continuing && disabled}
      aria-disabled={locked || undefined}
      onClick={() => void navigate(variantPath(paymentPath(relationType, relationId)))}
      data-testid={`pay-${relationType}-${relationId}`}
    >
      {t(continuing ? 'payment.seat.continue' : 'payment.seat.pay')}
    </Button>
  );
};
