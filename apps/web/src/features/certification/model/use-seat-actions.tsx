import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '@/shared/api/api-client';
import { lazyWithAntd, useOpenedOnce } from '@/shared/antd/lazy-with-antd';
import { useClickLock } from '@/shared/lib/use-click-lock';
import { toast } from '@/shared/ui/toast';
import type { CancelRequest } from '../components/cancel-seat-confirm';

// antd's confirmation comes with antd when a learner first asks to cancel (decision 0012).
const LazyCancelSeatConfirm = lazyWithAntd(() => import('../components/cancel-seat-confirm').then((module) => module.CancelSeatConfirm));

/** Starts loading the Cancel confirmation (pointer over or focus on a Cancel button). */
export const preloadCancelConfirm = () => void LazyCancelSeatConfirm.preload();

/**
 * The click lock and the calls of a seat list (classrooms, practical-exam sessions): which card's
 * call is in flight, the confirmed Cancel, and how an answer is told. A refusal (full, started,
 * another seat, the 24-hour rule …) was told by the Tips dialog; the list on screen may be stale
 * either way, so it is refetched. The list renders `dialog` (the Cancel confirmation).
 */
export const useSeatActions = (onChanged: () => void) => {
  const { t } = useTranslation();
  const lock = useClickLock();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [request, setRequest] = useState<CancelRequest | null>(null);
  const opened = useOpenedOnce(request !== null);

  const settle = (result: ApiResult<unknown>, successText: string) => {
    if (result.ok) toast.success(successText);
    else if (result.kind === 'transport') toast.error(t('certification.enrol.networkError'));
    if (result.ok || result.kind === 'business') onChanged();
  };

  /** Runs a call for one card: that card's button spins. */
  const runFor = (id: number, call: () => Promise<void>) => {
    setBusyId(id);
    void lock.run(call).finally(() => setBusyId(null));
  };

  /** Asks first, then cancels; `content` names the session. */
  const confirmCancel = (id: number, content: string, call: () => Promise<ApiResult<unknown>>) => {
    setRequest({
      content,
      onOk: () =>
        lock.run(async () => {
          setBusyId(id);
          const result = await call();
          setBusyId(null);
          settle(result, t('certification.seats.cancelled'));
        }),
    });
  };

  return {
    runFor,
    settle,
    confirmCancel,
    isBusy: lock.isBusy,
    /** The card's own call is in flight. */
    busy: (id: number) => busyId === id && lock.pending,
    /** Any call is in flight or in its quiet second. */
    locked: lock.locked || lock.pending,
    /** The Cancel confirmation, mounted from the first Cancel on. */
    dialog: opened && (
      <Suspense fallback={null}>
        <LazyCancelSeatConfirm request={request} onClosed={() => setRequest(null)} />
      </Suspense>
    ),
  };
};
