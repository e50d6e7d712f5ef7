import { DIALOG_WIDTH_MOBILE, DIALOG_WIDTHS } from '@credo/contracts/constants';
import type { UserInfo } from '@credo/contracts/user';
import { Button, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { dismissInfoDialog } from '@/shared/session/info-dialog';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';
import { toFormValues, type ProfileFormValues } from '../model/profile-values';
import { useFinishInfoSaved } from '../model/use-finish-info-saved';
import { useProfileRequirements } from '../model/use-profile-requirements';
import { useSaveProfile } from '../model/use-save-profile';
import styles from './info-dialog.module.css';
import { ProfileFields } from './profile-fields';

/**
 * The personal information dialog (sections 2, 4, 5): the fields the site's config flags '1',
 * Confirm disabled while a required one is empty, 742 px wide (34.4 rem on mobile). After a
 * save it hides (the saved user no longer needs it) and runs the after-save steps.
 */
export const InfoDialog = ({ user }: { user: UserInfo }) => {
  const { t } = useTranslation();
  const mobile = useMobileVariant();
  const [form] = Form.useForm<ProfileFormValues>();
  const values = Form.useWatch((all: ProfileFormValues) => all, form);
  const requirements = useProfileRequirements(user, values);
  const { save, saving } = useSaveProfile(form);
  const finish = useFinishInfoSaved();

  const confirm = async () => {
    const saved = await save({ user, rows: requirements.dialogRows, ...requirements });
    if (saved) await finish();
  };

  return (
    <Modal
      open
      title={t('profile.dialogTitle')}
      width={mobile ? DIALOG_WIDTH_MOBILE : DIALOG_WIDTHS.info}
      centered
      mask={{ closable: false }}
      onCancel={dismissInfoDialog}
      footer={
        <Button
          type="primary"
          size="large"
          block={mobile}
          loading={saving}
          disabled={!requirements.ready || requirements.missing.length > 0}
          onClick={() => void confirm()}
        >
          {t('common.confirm')}
        </Button>
      }
    >
      <p className={styles.intro}>{t('profile.dialogIntro')}</p>
      <Form form={form} layout="vertical" initialValues={toFormValues(user)} requiredMark onFinish={() => void confirm()} className={styles.form}>
        <ProfileFields rows={requirements.dialogRows} required={requirements.required} polishPostcode={requirements.polishPostcode} />
      </Form>
    </Modal>
  );
};
