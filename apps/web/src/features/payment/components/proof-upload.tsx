import { OK } from '@credo/contracts';
import { warningMessages } from '@credo/contracts/errors';
import { App, Button, Progress, Upload, type UploadProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '@/shared/api/api-client';
import { checkImageFile } from '@/shared/form/image-file-check';
import { goTo, loginUrl } from '@/shared/session/sso-links';
import { useSite } from '@/shared/site/site-context';
import { PROOF_FIELD, PROOF_RULE, proofUploadUrl } from '../api/proof-calls';
import styles from './payment.module.css';

export type UploadedProof = { url: string; name: string };
type Envelope = { code: number; data?: unknown; message?: string };
const isEnvelope = (value: unknown): value is Envelope => typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';

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
  const { message } = App.useApp();
  const { siteInfo, languageId } = useSite();
  const [percent, setPercent] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [name, setName] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => onUploadingChange(percent !== null), [percent, onUploadingChange]);

  const failureText = (response: unknown): string => {
    if (!isEnvelope(response)) return t('payment.bank.uploadFailed');
    if (response.message === warningMessages.uploadFileType) return t('payment.bank.fileType');
    if (response.message === warningMessages.uploadFileSize) return t('payment.bank.fileSize');
    return describeFailure(response.code, response.message ?? '', response.data);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = checkImageFile(file, PROOF_RULE);
    if (problem) {
      void message.warning(t(problem === 'type' ? 'payment.bank.fileType' : 'payment.bank.fileSize'));
      return Upload.LIST_IGNORE;
    }
    onUploaded(null);
    setPreview(URL.createObjectURL(file));
    setName(file.name);
    setPercent(0);
    return true;
  };

  const onChange: UploadProps['onChange'] = ({ file }) => {
    if (file.status === 'uploading') {
      setPercent(Math.round(file.percent ?? 0));
      return;
    }
    setPercent(null);
    const response: unknown = file.response;
    if (file.status === 'done' && isEnvelope(response) && response.code === OK && typeof response.data === 'string') {
      onUploaded({ url: response.data, name: file.name });
      return;
    }
    setPreview(null);
    setName(null);
    if ((file.error as { status?: number } | undefined)?.status === 401) goTo(loginUrl());
    else if (file.status === 'done' || file.status === 'error') void message.warning(failureText(response));
  };

  const shown = preview ?? existing;
  const uploading = percent !== null;
  return (
    <div className={styles.proof}>
      <p className={styles.proofTitle}>{t('payment.bank.proof')}</p>
      {shown && <img className={styles.proofPreview} src={shown} alt={t('payment.bank.proofAlt')} />}
      {name && !uploading && (
        <p className={styles.muted} data-testid="proof-name">
          {t('payment.bank.uploaded', { name })}
        </p>
      )}
      {uploading && <Progress percent={percent} size="small" aria-label={t('payment.bank.uploading')} />}
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
