import { DIALOG_WIDTHS } from '@credo/contracts/constants';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { WarningCircleIcon } from '@/shared/ui/icons';
import styles from './payment.module.css';

type Props = {
  open: boolean;
  /** The cancel call is in flight: the confirm button spins and ignores clicks. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * "Cancel this order?" (commerce §4, §9: confirmations are 435 px wide), drawn as antd's confirm
 * dialogs look: the warning icon with the title, the text, Keep and the danger Cancel order. It
 * is loaded with antd when first opened (decision 0012); rendered in the page's tree, not with
 * antd's static modal.confirm.
 */
export const CancelOrderDialog = ({ open, busy, onConfirm, onClose }: Props) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={
        <span className={styles.confirmTitle}>
          <span className={styles.confirmIcon}>
            <WarningCircleIcon size={22} />
          </span>
          {t('payment.cancel.title')}
        </span>
      }
      width={DIALOG_WIDTHS.confirm}
      centered
      closable={false}
      mask={{ closable: false }}
      onCancel={busy ? undefined : onClose}
      data-testid="payment-cancel-dialog"
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('payment.cancel.keep')}
          </Button>
          <Button type="primary" danger loading={busy} onClick={onConfirm}>
            {t('payment.cancel.confirm')}
          </Button>
        </>
      }
    >
      <p className={styles.confirmText}>{t('payment.cancel.content')}</p>
    </Modal>
  );
};
