import { DIALOG_WIDTHS } from '@credo/contracts/constants';
import type { PracticalExamEntry } from '@credo/contracts/training';
import { Alert, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClickLock } from '@/shared/lib/use-click-lock';
import { CareFields, emptyCare, type CareAnswers } from '@/shared/training/care-fields';
import { SessionFacts } from '@/shared/training/session-facts';
import { ClickLockFooter } from '@/shared/antd/click-lock-footer';
import { enrolPracticalExam } from '../api/enrol-practical-exam';
import styles from './seats.module.css';

type Props = {
  /** The session to enrol in; null keeps the dialog closed. */
  session: PracticalExamEntry | null;
  onClose: () => void;
  onEnrolled: (session: PracticalExamEntry) => void;
  /** A refusal (10008 full, 10009, 10012 …, told by the Tips dialog): the list on screen is stale. */
  onRefused: () => void;
};

/**
 * Enrolment in a practical-exam session (cert §5 "Practical-exam enrol asks for allergies and
 * dietary requirements"; decision 0011). Clicks are ignored while the call is in flight and for
 * 1,000 ms after it settled. A refusal closes the dialog (the shared client showed its Tips
 * dialog); a request that could not be sent stays here with a message.
 */
export const PracticalEnrolDialog = ({ session, onClose, onEnrolled, onRefused }: Props) => {
  const { t } = useTranslation();
  const [care, setCare] = useState<CareAnswers>(emptyCare);
  const [error, setError] = useState<string | null>(null);
  const { pending, locked, run, isBusy } = useClickLock();

  const close = () => {
    setCare(emptyCare);
    setError(null);
    onClose();
  };

  const submit = () => {
    if (!session || isBusy()) return;
    setError(null);
    void run(async () => {
      const result = await enrolPracticalExam({ practicalExamId: session.practicalExamId, ...care });
      if (result.ok) {
        setCare(emptyCare);
        onEnrolled(session);
      } else if (result.kind === 'transport') {
        setError(t('certification.enrol.networkError'));
      } else if (result.kind === 'business') {
        setCare(emptyCare);
        onRefused();
      }
    });
  };

  return (
    <Modal
      open={session !== null}
      title={t('certification.practical.enrolTitle')}
      width={DIALOG_WIDTHS.info}
      centered
      onCancel={close}
      destroyOnHidden
      footer={
        <ClickLockFooter
          confirmText={t('certification.practical.enrolConfirm')}
          pendingText={t('certification.enrol.enrolling')}
          pending={pending}
          locked={locked}
          onCancel={close}
          onConfirm={submit}
        />
      }
    >
      {session && (
        <div className={styles.dialogBody}>
          <div className={styles.dialogSession}>
            <p className={styles.dialogSessionName} dir="auto">
              {session.practicalExamName}
            </p>
            <SessionFacts startAt={session.startAt} endAt={session.endAt} city={session.city} countryCode={session.countryCode} address={session.address} />
          </div>
          {error && <Alert type="error" showIcon title={error} role="alert" />}
          <CareFields idPrefix="practical-enrol" value={care} onChange={setCare} disabled={pending} />
        </div>
      )}
    </Modal>
  );
};
