import type { LearnerCertificate } from '@credo/contracts/certification-journey';
import { DIALOG_WIDTHS } from '@credo/contracts/constants';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDialogTurn } from '@/shared/dialogs/dialog-queue';
import { MedalIcon } from './certification-icons';
import dialogStyles from './dialogs.module.css';

type Props = { certificate: LearnerCertificate | null; certificationName: string; onClose: (certificateId: number) => void };

/**
 * The certificate congratulation reminder (cert §2, §4): open while the reminder flag is '1';
 * closing it tells the server (updateWindowRemindStatus), so it shows once.
 */
export const CongratulationDialog = ({ certificate, certificationName, onClose }: Props) => {
  const { t } = useTranslation();
  // Its turn in the shell's dialog queue: never on top of the URL-change or personal information dialog.
  const open = useDialogTurn('congratulation', certificate?.remindStatus === '1');
  const close = () => certificate && onClose(certificate.id);
  return (
    <Modal
      open={open}
      centered
      width={DIALOG_WIDTHS.confirm}
      onCancel={close}
      // The title names the dialog for assistive technology (and for the e2e journey).
      title={t('certification.congrats.title')}
      classNames={{ header: dialogStyles.congratsHeader }}
      footer={
        <Button type="primary" block onClick={close}>
          {t('certification.congrats.close')}
        </Button>
      }
    >
      <div className={dialogStyles.congrats} role="status">
        <span className={dialogStyles.congratsIcon}>
          <MedalIcon size={40} />
        </span>
        <p className={dialogStyles.dialogText}>{t('certification.congrats.message', { name: certificationName })}</p>
        {certificate && <p className={dialogStyles.congratsNumber}>{t('certification.congrats.number', { number: certificate.number })}</p>}
      </div>
    </Modal>
  );
};
