import { DIALOG_WIDTHS } from '@credo/contracts/constants';
import { Button, Modal } from 'antd';
import { closeNotice, type Notice } from '@/shared/dialogs/notice';
import { InfoCircleIcon, WarningCircleIcon } from '@/shared/ui/icons';
import styles from './global-dialogs.module.css';

/**
 * The notice dialog (section 8's Tips): a title with the tone's icon, the message and one button,
 * no close cross and no cancel, as antd's confirm dialogs look. Rendered in the shell's tree (not
 * with antd's static Modal.info, whose separate root outlives the page and a test's clean-up).
 */
export const NoticeDialog = ({ notice, open }: { notice: Notice; open: boolean }) => (
  <Modal
    open={open}
    title={
      <span className={styles.noticeTitle}>
        <span className={notice.tone === 'warning' ? styles.warningIcon : styles.infoIcon}>
          {notice.tone === 'warning' ? <WarningCircleIcon size={22} /> : <InfoCircleIcon size={22} />}
        </span>
        {notice.title}
      </span>
    }
    width={DIALOG_WIDTHS.confirm}
    centered
    closable={false}
    mask={{ closable: false }}
    onCancel={closeNotice}
    footer={
      <Button type="primary" onClick={closeNotice}>
        {notice.okLabel}
      </Button>
    }
  >
    <p className={styles.message}>{notice.message}</p>
  </Modal>
);
