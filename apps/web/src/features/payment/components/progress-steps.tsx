import type { OrderStatusValue } from '@credo/contracts/enums';
import { useTranslation } from 'react-i18next';
import { Steps } from '@/shared/ui/steps';
import { progressStep } from '../model/order-view';

/** The three steps (commerce §2): payment transfer, payment confirmed, completed. */
export const ProgressSteps = ({ state, hasProof, size = 'default' }: { state: OrderStatusValue | null; hasProof: boolean; size?: 'default' | 'small' }) => {
  const { t } = useTranslation();
  const step = progressStep(state, hasProof);
  return (
    <Steps
      size={size}
      current={step.current}
      status={step.status === 'wait' ? undefined : step.status}
      data-testid="payment-steps"
      items={[{ title: t('payment.progress.transfer') }, { title: t('payment.progress.confirmed') }, { title: t('payment.progress.completed') }]}
    />
  );
};
