import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './click-lock-footer.module.css';

type Props = {
  confirmText: string;
  /** The confirm button's text while the call is in flight. */
  pendingText: string;
  /** `pending` and `locked` of the dialog's useClickLock. */
  pending: boolean;
  locked: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * The Cancel / confirm footer of the enrol dialogs guarded by useClickLock (cert §5, commerce §5),
 * on the certification page and the course page: the confirm button spins while the call is in
 * flight and, in the quiet second after it, is aria-disabled and ignores the pointer without
 * greying out. Built with antd's Button for antd's Modal footer (its spacing), so it lives with the
 * antd parts: shared/ui stays free of antd (decision 0012).
 */
export const ClickLockFooter = ({ confirmText, pendingText, pending, locked, onCancel, onConfirm }: Props) => {
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Button
        type="primary"
        loading={pending}
        aria-disabled={locked || undefined}
        className={locked && !pending ? styles.locked : undefined}
        onClick={onConfirm}
      >
        {pending ? pendingText : confirmText}
      </Button>
    </>
  );
};
