import type { UserInfo } from '@credo/contracts/user';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ALL_PROFILE_FIELDS, toFormValues, type ProfileField, type ProfileFormValues } from '../model/profile-values';
import { useFinishInfoSaved } from '../model/use-finish-info-saved';
import { useProfileRequirements } from '../model/use-profile-requirements';
import { useSaveProfile } from '../model/use-save-profile';
import styles from './profile-form-card.module.css';
import { ProfileFields } from './profile-fields';

const SECTIONS: { key: string; rows: ProfileField[] }[] = [
  { key: 'personal', rows: ['firstName', 'lastName', 'phone'] },
  { key: 'address', rows: ['countryCode', 'province', 'city', 'postcode', 'address'] },
  { key: 'company', rows: ['company', 'jobTitle', 'type', 'vatNumber'] },
];

/** Every profile field of the edit page, in sections; Save follows the same rules as the dialog. */
export const ProfileFormCard = ({ user }: { user: UserInfo }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProfileFormValues>();
  const values = Form.useWatch((all: ProfileFormValues) => all, form);
  const requirements = useProfileRequirements(user, values);
  const { save, saving } = useSaveProfile(form);
  const finish = useFinishInfoSaved();

  const submit = async () => {
    const saved = await save({ user, rows: ALL_PROFILE_FIELDS, ...requirements });
    if (saved) await finish();
  };

  return (
    <Form form={form} layout="vertical" initialValues={toFormValues(user)} onFinish={() => void submit()} className={styles.form}>
      {SECTIONS.map((section) => (
        <section key={section.key} className={styles.section} aria-labelledby={`profile-${section.key}`}>
          <h2 id={`profile-${section.key}`} className={styles.heading}>
            {t(`profile.sections.${section.key}`)}
          </h2>
          <ProfileFields rows={section.rows} required={requirements.required} polishPostcode={requirements.polishPostcode} />
        </section>
      ))}
      <div className={styles.actions}>
        <Button type="primary" size="large" htmlType="submit" loading={saving} disabled={!requirements.ready || requirements.missing.length > 0}>
          {t('common.save')}
        </Button>
      </div>
    </Form>
  );
};
