import type { BankTransferInfo, OrderInfo } from '@credo/contracts/checkout';
import { useQuery } from '@tanstack/react-query';
import { ApiError, orThrow } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';
import { useCurrentUser } from '@/shared/user/use-current-user';
import { getBankTransferInfo, getPayOrderInfo, getServerTime, verifyPayable } from '../api/checkout-calls';
import type { PaymentRelation } from './payment-query';

/** Why the page cannot show an order: not-found (verify false, or a non-200 answer) or an empty state (no answer at all). */
export type PaymentLoad =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'error'; retry: () => void }
  | { kind: 'ready'; order: OrderInfo; bank: BankTransferInfo | null; serverTimeDiff: number; refetch: () => Promise<unknown> };

const isBusinessFailure = (error: unknown) => error instanceof ApiError && error.failure.kind === 'business';

/**
 * verify, then the order, the region's bank info and the server time difference (fetched once).
 * A false verify or a non-200 answer of verify or the order lookup is not-found (commerce §7, §8);
 * a transport failure is the empty state with a retry. The user id is in the keys: the order is
 * the learner's own (a visitor sees the quote).
 */
export const usePaymentData = (relation: PaymentRelation | null): PaymentLoad => {
  const { siteInfo, languageId } = useSite();
  const { user, loading: userLoading } = useCurrentUser();
  const userId = user?.id ?? null;
  const base = [siteInfo.siteId, languageId, relation?.relationId, relation?.relationType, userId] as const;
  const enabled = relation !== null && !userLoading;

  const verify = useQuery({
    queryKey: ['paymentVerify', ...base],
    queryFn: async ({ signal }) => orThrow(await verifyPayable(relation!, signal)),
    enabled,
    retry: false,
    staleTime: 0,
  });
  const order = useQuery({
    queryKey: ['paymentOrder', ...base],
    queryFn: async ({ signal }) => orThrow(await getPayOrderInfo(relation!, signal)),
    enabled: enabled && verify.data === true,
    retry: false,
    staleTime: 0,
  });
  const regionId = order.data?.regionId ?? null;
  const bank = useQuery({
    queryKey: ['paymentBankInfo', siteInfo.siteId, languageId, regionId],
    queryFn: async ({ signal }) => orThrow(await getBankTransferInfo(regionId!, signal)),
    enabled: regionId !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const clock = useQuery({
    queryKey: ['paymentServerTime', siteInfo.siteId],
    queryFn: async ({ signal }) => {
      const sent = Date.now();
      const { serverTime } = orThrow(await getServerTime(signal));
      // The server read its clock about half-way through the round trip.
      return serverTime - (sent + Date.now()) / 2;
    },
    enabled,
    staleTime: Infinity,
    retry: 1,
  });

  if (!relation) return { kind: 'notFound' };
  if (verify.data === false || isBusinessFailure(verify.error) || isBusinessFailure(order.error)) return { kind: 'notFound' };
  if (verify.isError || order.isError) {
    return {
      kind: 'error',
      retry: () => {
        void verify.refetch();
        void order.refetch();
      },
    };
  }
  if (!order.data || (bank.isPending && regionId !== null && !bank.isError)) return { kind: 'loading' };
  if (clock.isPending) return { kind: 'loading' };
  return {
    kind: 'ready',
    order: order.data,
    bank: bank.data ?? null,
    serverTimeDiff: clock.data ?? 0,
    refetch: () => order.refetch(),
  };
};
