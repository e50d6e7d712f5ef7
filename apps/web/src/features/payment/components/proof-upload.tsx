import { warningMessages } from '@credo/contracts/errors';
import { Button, Progress, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImageUpload } from '@/shared/form/use-image-upload';
import { useSite } from '@/shared/site/site-context';
import { PROOF_FIELD, PROOF_RULE, proofUploadUrl } from '../api/proof-calls';
import styles from './payment.module.css';

export type UploadedProof = { url: string; name: string };

type Props = {
  disabled: boolean;
  /** The proof already on the order (a submitted transfer), shown instead of the picker. */
  existing: string | null;
  onUploaded: (proof: UploadedProof | null) => void;
  onUploadingChange: (uploading: boolean) => void;
};

/**
 * The proof picker with progress (commerce §5): jpeg, jpg or png up to 5 MB, checked here first
 * with the spec's warnings, then by content and size on the server, whose refusal shows the same
 * warnings. The uploaded image is previewed.
 */
export const ProofUpload = ({ disabled, existing, onUploaded, onUploadingChange }: Props) => {
  const { t } = useTranslation();
  const { siteInfo, languageId } = useSite();
  const [name, setName] = useState<string | null>(null);
  const { percent, uploading, preview, beforeUpload, onChange } = useImageUpload({
    rule: PROOF_RULE,
    texts: { fileType: 'payment.bank.fileType', fileSize: 'payment.bank.fileSize', failed: 'payment.bank.uploadFailed' },
    serverMessages: { fileType: warningMessages.uploadFileType, fileSize: warningMessages.uploadFileSize },
    failureLevel: 'warning',
    keepPreview: true,
    onPicked: () => {
      // A new pick voids the earlier proof until it is stored.
      onUploaded(null);
      setName(null);
    },
    onUploaded: (url, file) => {
      setName(file.name);
      onUploaded({ url, name: file.name });
    },
  });
  useEffect(() => onUploadingChange(uploading), [uploading, onUploadingChange]);

  const shown = preview ?? existing;
  return (
    <div className={styles.proof}>
      <p className={styles.proofTitle}>{t('payment.bank.proof')}</p>
      {shown && <img className={styles.proofPreview} src={shown} alt={t('payment.bank.proofAlt')} />}
      {name && !uploading && (
        <p className={styles.muted} data-testid="proof-name">
          {t('payment.bank.uploaded', { name })}
        </p>
      )}
      {percent !== null && <Progress percent={percent} size="small" aria-label={t('payment.bank.uploading')} />}
      <Upload
        name={PROOF_FIELD}
        action={proofUploadUrl(siteInfo.siteId, languageId)}
        withCredentials
        accept=".jpeg,.jpg,.png,image/jpeg,image/png"
        showUploadList={false}
        maxCount={1}
        beforeUpload={beforeUpload}
        onChange={onChange}
        disabled={disabled || uploading}
      >
        <Button disabled={disabled || uploading} loading={uploading}>
          {shown ? t('payment.bank.replace') : t('payment.bank.upload')}
        </Button>
      </Upload>
      <p className={styles.muted}>{t('payment.bank.proofHint')}</p>
    </div>
  );
};
