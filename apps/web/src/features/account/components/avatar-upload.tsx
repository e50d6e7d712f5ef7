import { warningMessages } from '@credo/contracts/errors';
import type { UserInfo } from '@credo/contracts/user';
import { App, Button, Progress, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useImageUpload } from '@/shared/form/use-image-upload';
import { useSite } from '@/shared/site/site-context';
import { CameraIcon } from '@/shared/ui/icons';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { useUpdateCurrentUser } from '@/shared/user/use-current-user';
import { AVATAR_FIELD, AVATAR_RULE, avatarUploadUrl } from '../api/upload-avatar';
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
  const { percent, uploading, preview, beforeUpload, onChange } = useImageUpload({
    rule: AVATAR_RULE,
    texts: { fileType: 'profile.avatar.fileType', fileSize: 'profile.avatar.fileSize', failed: 'profile.avatar.failed' },
    serverMessages: { fileType: warningMessages.avatarFileType, fileSize: warningMessages.avatarFileSize },
    failureLevel: 'error',
    keepPreview: false,
    onUploaded: (url) => {
      updateCurrentUser({ photoImgUrl: url });
      void message.success(t('profile.avatar.uploaded'));
    },
  });

  return (
    <div className={styles.avatar}>
      <div className={styles.picture}>
        <UserAvatar user={user} size={96} src={preview ?? undefined} />
        {percent !== null && <Progress type="circle" percent={percent} size={104} className={styles.progress} />}
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
