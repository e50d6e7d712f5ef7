import { OK } from '@credo/contracts/envelope';
import { RECORDING_FIELD, RECORDING_MAX_BYTES, type PracticalTask } from '@credo/contracts/practical-training';
import { App, Button, Input, Progress, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '@/shared/api/api-client';
import { goTo, loginUrl } from '@/shared/session/sso-links';
import { useSite } from '@/shared/site/site-context';
import { recordUploadUrl, saveExamRecord } from '../api/practical-api';
import styles from './practical.module.css';

const MB = RECORDING_MAX_BYTES / 1024 / 1024;
const VIDEO = /\.(mp4|webm|mov)$/i;
type Envelope = { code: number; message?: string; data?: unknown };
const isEnvelope = (v: unknown): v is Envelope => typeof v === 'object' && v !== null && typeof (v as Envelope).code === 'number';

/**
 * The recording submission of the task panel (cert §4, §7 saveExamRecord): a link with its
 * password, or a video uploaded with progress. The type and size are checked here first (the
 * server checks the content again); the submit button is disabled when the exam is passed.
 */
export const RecordForm = ({
  place,
  submit,
  onSaved,
}: {
  place: NonNullable<PracticalTask['place']>;
  submit: PracticalTask['submit'];
  onSaved: () => void;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { siteInfo, languageId } = useSite();
  const [link, setLink] = useState(place.recordLink);
  const [password, setPassword] = useState(place.linkPasswd);
  const [saving, setSaving] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const disabled = submit === 'disabled';
  const linkOk = /^https?:\/\/\S+$/i.test(link.trim());

  const save = async () => {
    setSaving(true);
    const res = await saveExamRecord({ practicalExamApproveId: place.practicalExamApproveId, recordLink: link.trim(), linkPasswd: password });
    setSaving(false);
    if (res.ok) {
      void message.success(t('practicalExam.task.saved'));
      onSaved();
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!VIDEO.test(file.name)) {
      void message.warning(t('practicalExam.task.fileType'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > RECORDING_MAX_BYTES) {
      void message.warning(t('practicalExam.task.fileSize', { size: MB }));
      return Upload.LIST_IGNORE;
    }
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
    if (file.status === 'done' && isEnvelope(response) && response.code === OK) {
      void message.success(t('practicalExam.task.uploaded'));
      onSaved();
    } else if ((file.error as { status?: number } | undefined)?.status === 401) {
      goTo(loginUrl());
    } else if (file.status === 'done' || file.status === 'error') {
      void message.error(isEnvelope(response) ? describeFailure(response.code, response.message ?? '', response.data) : t('practicalExam.task.uploadFailed'));
    }
  };

  return (
    <div className={styles.options}>
      <label>
        {t('practicalExam.task.linkLabel')}
        <Input
          value={link}
          onChange={(e) => setLink(e.target.value)}
          placeholder={t('practicalExam.task.linkPlaceholder')}
          disabled={disabled}
          status={link && !linkOk ? 'error' : undefined}
          data-testid="record-link"
          dir="ltr"
        />
      </label>
      {link && !linkOk && <span className={styles.muted}>{t('practicalExam.task.linkInvalid')}</span>}
      <label>
        {t('practicalExam.task.passwordLabel')}
        <Input value={password} onChange={(e) => setPassword(e.target.value)} disabled={disabled} data-testid="record-password" maxLength={100} />
      </label>
      {submit !== 'hidden' && (
        <Button type="primary" disabled={disabled || !linkOk} loading={saving} onClick={() => void save()} data-testid="record-submit">
          {t('practicalExam.task.submit')}
        </Button>
      )}
      <div className={styles.or}>{t('practicalExam.task.or')}</div>
      <Upload
        name={RECORDING_FIELD}
        action={recordUploadUrl(siteInfo.siteId, languageId, place.practicalExamApproveId)}
        withCredentials
        accept="video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov"
        showUploadList={false}
        beforeUpload={beforeUpload}
        onChange={onChange}
        disabled={disabled || percent !== null}
      >
        <Button disabled={disabled || percent !== null} data-testid="record-upload">
          {t('practicalExam.task.uploadLabel')}
        </Button>
      </Upload>
      <span className={styles.muted}>{t('practicalExam.task.uploadHint', { size: MB })}</span>
      {percent !== null && <Progress percent={percent} data-testid="record-progress" />}
    </div>
  );
};
