import { DIALOG_WIDTHS } from '@credo/contracts/constants';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '@/shared/api/api-client';
import { useClickLock } from '@/shared/lib/use-click-lock';

/**
 * The click lock and the calls of a seat list (classrooms, practical-exam sessions): which card's
 * call is in flight, the confirmed Cancel, and how an answer is told. A refusal (full, started,
 * another seat, the 24-hour rule …) was told by the Tips dialog; the list on screen may be stale
 * either way, so it is refetched.
 */
export const useSeatActions = (onChanged: () => void) => {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const lock = useClickLock();
  const [busyId, setBusyId] = useState<number | null>(null);

  const settle = (result: ApiResult<unknown>, successText: string) => {
    if (result.ok) void message.success(successText);
    else if (result.kind === 'transport') void message.error(t('certification.enrol.networkError'));
    if (result.ok || result.kind === 'business') onChanged();
  };

  /** Runs a call for one card: that card's button spins. */
  const runFor = (id: number, call: () => Promise<void>) => {
    setBusyId(id);
    void lock.run(call).finally(() => setBusyId(null));
  };

  /** Asks first, then cancels; `content` names the session. */
  const confirmCancel = (id: number, content: string, call: () => Promise<ApiResult<unknown>>) => {
    modal.confirm({
      title: t('certification.seats.cancelTitle'),
      content,
      okText: t('certification.seats.cancelConfirm'),
      okButtonProps: { danger: true },
      cancelText: t('certification.seats.keep'),
      centered: true,
      // Confirmations are 435 px wide (cert §9), not antd's 416 px default (issue 14).
      width: DIALOG_WIDTHS.confirm,
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
  };
};
