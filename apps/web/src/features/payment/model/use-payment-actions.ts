import type { OrderInfo } from '@credo/contracts/checkout';
import { PaymentMethod, type PaymentMethodValue } from '@credo/contracts/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '@/shared/api/api-client';
import { openLoginTip } from '@/shared/dialogs/login-tip';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';
import { toast } from '@/shared/ui/toast';
import { cancelOrder, deleteOrder, placeOrder } from '../api/checkout-calls';
import { isOpenState } from './order-view';
import type { PaymentRelation } from './payment-query';
import { markLeftForProvider } from './provider-return';

type Deps = {
  relation: PaymentRelation;
  order: OrderInfo;
  signedIn: boolean;
  refetch: () => Promise<unknown>;
  openBankDialog: () => void;
  /** Leaves for the provider's hosted page (a full navigation; tests replace it). */
  leaveTo?: (url: string) => void;
};

/**
 * Pay and cancel (commerce §4): a visitor gets the login prompt; an open order of another method
 * is cancelled first; bank transfer then opens its dialog and refreshes the order; card goes out
 * to the provider's paymentUrl (or reloads when there is none). Cancel asks first: `confirmCancel`
 * opens the page's confirmation (`cancelAsked`), whose confirm button calls `cancel`.
 */
export const usePaymentActions = ({ relation, order, signedIn, refetch, openBankDialog, leaveTo = (url) => window.location.assign(url) }: Deps) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'pay' | 'cancel' | 'again' | null>(null);
  const [cancelAsked, setCancelAsked] = useState(false);
  const mobile = useMobileVariant();

  const told = (result: ApiResult<unknown>): boolean => {
    if (result.ok) return true;
    if (result.kind === 'transport') toast.error(t('payment.networkError'));
    // A refusal was told by the Tips dialog; the order on screen may be stale.
    if (result.kind === 'business') void refetch();
    return false;
  };

  const pay = async (method: PaymentMethodValue) => {
    if (!signedIn) {
      openLoginTip();
      return;
    }
    setBusy('pay');
    try {
      if (order.seqNo && isOpenState(order.state) && order.payType !== method) {
        if (!told(await cancelOrder(relation, order.seqNo))) return;
      }
      const result = await placeOrder(relation, method, order, mobile);
      if (!told(result) || !result.ok) return;
      if (method === PaymentMethod.BANK_TRANSFER) {
        await refetch();
        openBankDialog();
        return;
      }
      if (result.data.paymentUrl) {
        markLeftForProvider(result.data.merchantTransactionId);
        leaveTo(result.data.paymentUrl);
        return;
      }
      window.location.reload();
    } finally {
      setBusy(null);
    }
  };

  const confirmCancel = () => {
    if (order.seqNo) setCancelAsked(true);
  };
  const keepOrder = () => setCancelAsked(false);

  /** The confirmation's confirm button: the dialog spins until the call has answered, then closes. */
  const cancel = async () => {
    if (!order.seqNo || busy !== null) return;
    setBusy('cancel');
    const result = await cancelOrder(relation, order.seqNo);
    setBusy(null);
    setCancelAsked(false);
    if (told(result)) {
      toast.success(t('payment.cancel.done'));
      await refetch();
    }
  };

  /** A cancelled card order: hide it (deleteOrder) so the methods are offered afresh. */
  const startAgain = async () => {
    if (!order.seqNo) return;
    setBusy('again');
    const result = await deleteOrder(order.seqNo);
    setBusy(null);
    if (told(result)) await refetch();
  };

  /** The timeout handler (commerce §4): the order is re-queried, and a timed-out or failed card order cancelled. */
  const onDeadline = async () => {
    await refetch();
  };

  return { pay, confirmCancel, cancelAsked, keepOrder, cancel, startAgain, onDeadline, busy };
};
