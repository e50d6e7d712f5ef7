import type { OrderInfo } from '@credo/contracts/checkout';
import type { ProofInfo } from '@credo/contracts/checkout-bank';
import { OrderStatus, PaymentMethod } from '@credo/contracts/enums';
import { useQuery } from '@tanstack/react-query';
import { orThrow } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';
import { getProof } from '../api/proof-calls';

/**
 * The latest proof of a placed bank-transfer order and staff's review of it (getProof): when it
 * was sent, and why staff rejected it. Read again whenever the order's state changes (a proof
 * sent, confirmed or sent back); null for a card order, a quote, or while it loads.
 */
export const useProofReview = (order: Pick<OrderInfo, 'seqNo' | 'payType' | 'state'>): ProofInfo | null => {
  const { siteInfo, languageId } = useSite();
  const enabled = order.seqNo !== null && order.payType === PaymentMethod.BANK_TRANSFER;
  const proof = useQuery({
    queryKey: ['paymentProof', siteInfo.siteId, languageId, order.seqNo, order.state],
    queryFn: async ({ signal }) => orThrow(await getProof(order.seqNo!, signal)),
    enabled,
    retry: false,
    staleTime: 0,
  });
  return enabled ? (proof.data ?? null) : null;
};

/** The reason to show with the order: staff's rejection, while the order waits for a new proof. */
export const rejectionOf = (proof: ProofInfo | null): string | null =>
  proof?.proofState === 'rejected' && proof.orderState === OrderStatus.CREATE ? (proof.reason ?? '') : null;
