import type { ExamEntry } from '@credo/contracts/exam';
import { DIALOG_WIDTHS } from '@credo/contracts/constants';
import { Button, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './exam.module.css';
import { useReasonText } from './use-reason-text';
import { BusyCountdown, SubmitBusyNote } from './busy-countdown';

type SubmitConfirmProps = {
  open: boolean;
  /** 1-based numbers of the unanswered questions; empty gives the plain confirmation. */
  unanswered: readonly number[];
  submitting: boolean;
  /** The server was busy: the submit goes again at this Date.now() moment (null: not busy). */
  retryAt: number | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * Cert §5 "Exam submit": with unanswered questions a warning offering go back or confirm submit,
 * otherwise a plain submit confirmation. Confirmation dialogs are 435 px wide (commerce §9).
 */
export const SubmitConfirmDialog = ({ open, unanswered, submitting, retryAt, onCancel, onConfirm }: SubmitConfirmProps) => {
  const { t } = useTranslation();
  const warn = unanswered.length > 0;
  return (
    <Modal
      open={open}
      width={DIALOG_WIDTHS.confirm}
      title={warn ? t('exam.unansweredTitle') : t('exam.submitTitle')}
      onCancel={onCancel}
      maskClosable={!submitting}
      closable={!submitting}
      centered
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={submitting}>
          {warn ? t('exam.goBack') : t('exam.cancel')}
        </Button>,
        <Button key="ok" type="primary" onClick={onConfirm} loading={submitting}>
          {retryAt !== null ? <BusyCountdown retryAt={retryAt} /> : warn ? t('exam.confirmSubmit') : t('exam.submitConfirm')}
        </Button>,
      ]}
    >
      <p className={styles.dialogText}>{warn ? t('exam.unansweredText', { numbers: unanswered.join(', ') }) : t('exam.submitText')}</p>
      {retryAt !== null && <SubmitBusyNote retryAt={retryAt} className={styles.dialogText} />}
    </Modal>
  );
};

type TimeUpProps = {
  open: boolean;
  done: boolean;
  failed: boolean;
  reason: 'time' | 'closed';
  /** The server was busy: the automatic submit goes again at this Date.now() moment (null: not busy). */
  retryAt: number | null;
  onClose: () => void;
  onRetry: () => void;
};

/** Cert §4: on time-out a dialog is shown while the answers are submitted automatically. */
export const TimeUpDialog = ({ open, done, failed, reason, retryAt, onClose, onRetry }: TimeUpProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      width={DIALOG_WIDTHS.confirm}
      title={t('exam.timeUpTitle')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      centered
      footer={
        done
          ? [
              <Button key="ok" type="primary" onClick={onClose}>
                {t('exam.viewResult')}
              </Button>,
            ]
          : failed
            ? [
                <Button key="retry" type="primary" onClick={onRetry}>
                  {t('exam.retry')}
                </Button>,
              ]
            : null
      }
    >
      <p className={styles.dialogText} role="status">
        {done ? t('exam.timeUpDone') : failed ? t('exam.submitFailed') : t(reason === 'time' ? 'exam.timeUpText' : 'exam.closedText')}
      </p>
      {!done && !failed && retryAt !== null && <SubmitBusyNote retryAt={retryAt} className={styles.dialogText} />}
      {!done && !failed && (
        <div className={styles.dialogSpin}>
          <Spin />
        </div>
      )}
    </Modal>
  );
};

type NotQualifiedProps = { entry: Pick<ExamEntry, 'reason' | 'reasonCode' | 'reasonParams'>; backLabel: string; onBack: () => void };

/**
 * Cert §4: entry status not '1' — why, and only a way back to where the learner came from. The
 * reason is the translated text of the server's reason code; the server's English text only for a
 * code this build does not know.
 */
export const NotQualifiedDialog = ({ entry, backLabel, onBack }: NotQualifiedProps) => {
  const { t } = useTranslation();
  const reason = useReasonText(entry);
  // "You cannot take this exam yet" over "you have already passed it" read as a contradiction (issue 14).
  const title = entry.reasonCode === 'alreadyPassed' ? t('exam.alreadyPassedTitle') : t('exam.notQualifiedTitle');
  return (
    <Modal
      open
      width={DIALOG_WIDTHS.confirm}
      title={title}
      closable={false}
      maskClosable={false}
      keyboard={false}
      centered
      footer={[
        <Button key="back" type="primary" onClick={onBack}>
          {backLabel}
        </Button>,
      ]}
    >
      <p className={styles.dialogText}>{reason || t('exam.notQualifiedDefault')}</p>
    </Modal>
  );
};
