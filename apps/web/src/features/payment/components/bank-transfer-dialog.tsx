import type { BankTransferInfo, OrderInfo } from '@credo/contracts/checkout';
import { OrderStatus } from '@credo/contracts/enums';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../model/money';
import { formatRemaining } from '../model/countdown';
import { showTips } from '@/shared/api/api-client';
import { Alert } from '@/shared/ui/alert';
import { toast } from '@/shared/ui/toast';
import { isProofExpired, saveVoucher } from '../api/proof-calls';
import { ProgressSteps } from './progress-steps';
import { RejectionNotice } from './rejection-notice';
import { ProofUpload, type UploadedProof } from './proof-upload';
import styles from './payment.module.css';

type Props = {
  open: boolean;
  order: OrderInfo;
  bank: BankTransferInfo | null;
  /** Milliseconds left to the transfer's deadline, or null. */
  left: number | null;
  /** Staff's reason when they sent the last proof back (the order waits for a new one), or null. */
  rejection: string | null;
  onClose: () => void;
  onSubmitted: () => void;
};

/**
 * The bank-transfer dialog (commerce §4, cert §4): the academy's account for the order's currency,
 * the amount and the reference, the three steps, and the proof upload with progress. The upload
 * and Ok are enabled only in the create state. It closes and resets on cancel, on a submitted
 * proof and on a change of method (the page unmounts it: `open` false drops its state). Built with
 * antd (Modal, Upload, Progress): the page loads it, with antd, when it first opens (decision 0012).
 * Its confirmations are the shell's toasts, as on the rest of the payment page, not antd's message.
 */
export const BankTransferDialog = ({ open, order, bank, left, rejection, onClose, onSubmitted }: Props) => {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('payment.bank.title')} onCancel={onClose} footer={null} width={640} centered destroyOnHidden data-testid="bank-transfer-dialog">
      {open && <BankTransferBody order={order} bank={bank} left={left} rejection={rejection} onClose={onClose} onSubmitted={onSubmitted} />}
    </Modal>
  );
};

const BankTransferBody = ({ order, bank, left, rejection, onClose, onSubmitted }: Omit<Props, 'open'>) => {
  const { t } = useTranslation();
  const [proof, setProof] = useState<UploadedProof | null>(null);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  // The server refused the picked proof as too old: it is dropped and the picker starts afresh (a new key).
  const [expired, setExpired] = useState(false);
  const [pickerRound, setPickerRound] = useState(0);
  const editable = order.state === OrderStatus.CREATE;
  const accounts = bank?.accounts ?? [];
  const account = accounts.find((a) => a.currency === order.currencyTypeCode) ?? null;

  const submit = async () => {
    if (!proof) {
      toast.warning(t('payment.bank.proofRequired'));
      return;
    }
    setSending(true);
    const result = await saveVoucher(proof.url, order.seqNo ?? '');
    setSending(false);
    if (!result.ok) {
      if (result.kind === 'transport') toast.error(t('payment.networkError'));
      else if (isProofExpired(result)) {
        setProof(null);
        setPickerRound((round) => round + 1);
        setExpired(true);
      } else if (result.kind === 'business') showTips(result.text);
      return;
    }
    toast.success(t('payment.bank.submitted'));
    onSubmitted();
  };

  const onProof = (next: UploadedProof | null) => {
    setProof(next);
    if (next) setExpired(false);
  };

  const details = account
    ? [
        { key: 'beneficiaryName', value: account.beneficiaryName },
        { key: 'bankName', value: account.bankName },
        { key: 'iban', value: account.iban },
        { key: 'swift', value: account.swift },
      ]
    : [];

  return (
    <div className={styles.bankBody}>
      <ProgressSteps state={order.state} hasProof={Boolean(order.paymentProof)} size="small" />
      {rejection !== null && editable && <RejectionNotice reason={rejection} />}
      <p>{t('payment.bank.intro')}</p>
      <dl className={styles.bankDetails}>
        <div>
          <dt>{t('payment.bank.amount')}</dt>
          <dd data-testid="bank-amount">
            <bdi>{formatMoney(order.totalAmount, order.currencyTypeCode)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('payment.bank.reference')}</dt>
          <dd>
            <bdi>{order.seqNo}</bdi>
          </dd>
        </div>
        {details.map((row) => (
          <div key={row.key}>
            <dt>{t(`payment.bank.${row.key}`)}</dt>
            <dd data-testid={`bank-${row.key}`}>
              <bdi>{row.value}</bdi>
            </dd>
          </div>
        ))}
        {left !== null && editable && (
          <div>
            <dt>{t('payment.bank.deadline')}</dt>
            <dd>
              <bdi>{formatRemaining(left)}</bdi>
            </dd>
          </div>
        )}
      </dl>
      {!account && <p className={styles.warning}>{t('payment.bank.noAccount')}</p>}
      {expired && editable && <Alert type="warning" showIcon title={t('payment.bank.proofExpired')} data-testid="proof-expired" />}
      <ProofUpload key={pickerRound} disabled={!editable} existing={order.paymentProof} onUploaded={onProof} onUploadingChange={setUploading} />
      {!editable && <p className={styles.muted}>{t('payment.bank.closedForProof')}</p>}
      <div className={styles.dialogFooter}>
        <Button onClick={onClose}>{t('payment.bank.cancel')}</Button>
        <Button type="primary" onClick={() => void submit()} loading={sending} disabled={!editable || uploading}>
          {t('payment.bank.ok')}
        </Button>
      </div>
    </div>
  );
};
