import { DIALOG_WIDTHS } from '@credo/contracts/constants';
import { App, Modal } from 'antd';
import { useEffect } from 'react';
import { i18n } from '@/i18n/i18n';

type ModalApi = ReturnType<typeof App.useApp>['modal'];

let contextModal: ModalApi | null = null;
const openMessages = new Set<string>();

/**
 * The Tips dialog of spec section 8: title Tips, one Ok button, no cancel. The same message is
 * not stacked twice while its dialog is open (parallel calls failing alike).
 */
export const showTipsDialog = (message: string): void => {
  if (openMessages.has(message)) return;
  openMessages.add(message);
  (contextModal ?? Modal).info({
    title: i18n.t('common.tips'),
    content: message,
    okText: i18n.t('common.ok'),
    width: DIALOG_WIDTHS.confirm,
    centered: true,
    afterClose: () => openMessages.delete(message),
  });
};

/** Mounted inside antd's <App>, so Tips dialogs get the current theme, locale and direction. */
export const TipsDialogBridge = () => {
  const { modal } = App.useApp();
  useEffect(() => {
    contextModal = modal;
    return () => {
      contextModal = null;
    };
  }, [modal]);
  return null;
};
