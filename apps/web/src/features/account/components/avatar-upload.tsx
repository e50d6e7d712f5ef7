import { OK } from '@credo/contracts';
import { warningMessages } from '@credo/contracts/errors';
import type { UserInfo } from '@credo/contracts/user';
import { App, Button, Progress, Upload, type UploadProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '@/shared/api/api-client';
import { checkImageFile } from '@/shared/form/image-file-check';
import { goTo, loginUrl } from '@/shared/session/sso-links';
import { useSite } from '@/shared/site/site-context';
import { CameraIcon } from '@/shared/ui/icons';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { useUpdateCurrentUser } from '@/shared/user/use-current-user';
import { AVATAR_FIELD, AVATAR_RULE, avatarUploadUrl, isUploadEnvelope } from '../api/upload-avatar';
import styles from './avatar-upload.module.css';

/**
 * Avatar upload with progress (sections 5 and 9): JPG or PNG up to 200 KB, checked here before
 * anything is sent (with the spec's type and size warnings) and by content on the server; the
 * picked image shows as a preview while it uploads.
 */
export const AvatarUpload = ({ user }: { user: UserInfo }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { siteInfo, languageId } = useSite();
  const updateCurrentUser = useUpdateCurrentUser();
  const [preview, setPreview] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const failureText = (response: unknown): string => {
    if (!isUploadEnvelope(response)) return t('profile.avatar.failed');
    if (response.message === warningMessages.avatarFileType) return t('profile.avatar.fileType');
    if (response.message === warningMessages.avatarFileSize) return t('profile.avatar.fileSize');
    return describeFailure(response.code, response.message ?? '', response.data);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = checkImageFile(file, AVATAR_RULE);
    if (problem) {
      void message.warning(t(problem === 'type' ? 'profile.avatar.fileType' : 'profile.avatar.fileSize'));
      return Upload.LIST_IGNORE;
    }
    setPreview(URL.createObjectURL(file));
    setPercent(0);
    return true;
  };

  const onChange: UploadProps['onChange'] = ({ file }) => {
    if (file.status === 'uploading') {
      setPercent(Math.round(file.percent ?? 0));
      return;
    }
    setPercent(null);
    setPreview(null);
    const response: unknown = file.response;
    if (file.status === 'done' && isUploadEnvelope(response) && response.code === OK && typeof response.data === 'string') {
      updateCurrentUser({ photoImgUrl: response.data });
      void message.success(t('profile.avatar.uploaded'));
    } else if ((file.error as { status?: number } | undefined)?.status === 401) {
      goTo(loginUrl());
    } else if (file.status === 'done' || file.status === 'error') {
      void message.error(failureText(response));
    }
  };

  const uploading = percent !== null;
  return (
    <div className={styles.avatar}>
      <div className={styles.picture}>
        <UserAvatar user={user} size={96} src={preview ?? undefined} />
        {uploading && <Progress type="circle" percent={percent} size={104} className={styles.progress} />}
      </div>
      <Upload
        name={AVATAR_FIELD}
        action={avatarUploadUrl(siteInfo.siteId, languageId)}
        withCredentials
        accept={AVATAR_RULE.mimeTypes.join(',')}
        showUploadList={false}
        maxCount={1}
        beforeUpload={beforeUpload}
        onChange={onChange}
        disabled={uploading}
      >
        <Button icon={<CameraIcon />} loading={uploading}>
          {user.photoImgUrl ? t('profile.avatar.change') : t('profile.avatar.upload')}
        </Button>
      </Upload>
      <p className={styles.hint}>{t('profile.avatar.hint')}</p>
    </div>
  );
};
