import type { OrderStatusValue } from '@credo/contracts/enums';
import { useEffect, useRef, useState } from 'react';
import { getPaymentStatus } from '../api/checkout-calls';
import { isOpenState } from './order-view';
import { clearProviderMark } from './provider-return';

/** How often and how long the page asks after the provider's page (the sandbox's webhook arrives within seconds). */
export const POLL_EVERY_MS = 2_000;
export const POLL_FOR_MS = 120_000;

export type PollState = 'idle' | 'polling' | 'waitedTooLong';

/**
 * Polls getPaymentStatus while `active` (back from the provider, or a payment the provider said is
 * processing) until the order leaves create and pending; then `onSettled` reloads the order. After
 * POLL_FOR_MS it stops and says so; `restart` asks again.
 */
export const useStatusPoll = (merchantTransactionId: string | null, active: boolean, onSettled: (state: OrderStatusValue) => void) => {
  const [state, setState] = useState<PollState>('idle');
  const [round, setRound] = useState(0);
  const settled = useRef(onSettled);
  settled.current = onSettled;

  useEffect(() => {
    if (!active || !merchantTransactionId) {
      setState('idle');
      return;
    }
    const controller = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState('polling');
    const ask = async () => {
      const result = await getPaymentStatus(merchantTransactionId, controller.signal);
      if (controller.signal.aborted) return;
      if (result.ok && !isOpenState(result.data.state)) {
        clearProviderMark();
        setState('idle');
        settled.current(result.data.state);
        return;
      }
      if (Date.now() - started >= POLL_FOR_MS) {
        setState('waitedTooLong');
        return;
      }
      timer = setTimeout(() => void ask(), POLL_EVERY_MS);
    };
    void ask();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [merchantTransactionId, active, round]);

  return { state, restart: () => setRound((n) => n + 1) };
};
