import { DIALOG_WIDTHS } from '@credo/contracts/constants';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** One Cancel asked for: the session named in `content`; `onOk` cancels (the OK button spins until it settles). */
export type CancelRequest = { content: string; onOk: () => Promise<void> };

type Props = {
  /** A new request opens the confirmation; null asks nothing. */
  request: CancelRequest | null;
  /** The confirmation has closed (confirmed or not). */
  onClosed: () => void;
};

/**
 * "Cancel your seat?" (cert §5): antd's confirmation, loaded with antd when a learner first asks to
 * cancel (lazyWithAntd in use-seat-actions), so the certification page's first load carries no antd
 * (decision 0012). Mounted once and kept, so the confirmation can play its closing animation.
 */
export const CancelSeatConfirm = ({ request, onClosed }: Props) => {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  // Each request opens one confirmation, even when React runs the effect twice (StrictMode).
  const shown = useRef<CancelRequest | null>(null);
  useEffect(() => {
    if (!request || shown.current === request) return;
    shown.current = request;
    modal.confirm({
      title: t('certification.seats.cancelTitle'),
      content: request.content,
      okText: t('certification.seats.cancelConfirm'),
      okButtonProps: { danger: true },
      cancelText: t('certification.seats.keep'),
      centered: true,
      // Confirmations are 435 px wide (cert §9), not antd's 416 px default (issue 14).
      width: DIALOG_WIDTHS.confirm,
      onOk: request.onOk,
      afterClose: onClosed,
    });
    // One confirmation per request: onClosed and t are the caller's of that request.
  }, [request, modal]);
  return null;
};
