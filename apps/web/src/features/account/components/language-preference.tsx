import type { UserInfo } from '@credo/contracts/user';
import { useMutation } from '@tanstack/react-query';
import { App, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@/shared/lib/location';
import { writeLanguageCookie } from '@/shared/site/language-cookie';
import { useSiteActions } from '@/shared/site/site-actions';
import { useSite } from '@/shared/site/site-context';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';
import { useUpdateCurrentUser } from '@/shared/user/use-current-user';
import { updateLanguageId } from '../api/update-language';
import styles from './profile-side.module.css';

/**
 * The preferred language (section 4, "Language change"): stored with updateLanguageId; when the
 * answer is 200 the desktop switches the UI in place, the mobile site reloads at its root.
 */
export const LanguagePreference = ({ user }: { user: UserInfo }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { languages, languageId, sitePrefix } = useSite();
  const { switchLanguage } = useSiteActions();
  const mobile = useMobileVariant();
  const updateCurrentUser = useUpdateCurrentUser();
  const offered = languages.some((language) => language.id === user.languageId);
  const value = offered ? (user.languageId ?? languageId) : languageId;

  const change = useMutation({
    mutationFn: async (id: number) => {
      const result = await updateLanguageId(id);
      if (!result.ok) return;
      updateCurrentUser({ languageId: id });
      writeLanguageCookie(id);
      if (mobile) {
        window.location.assign(buildPath({ sitePrefix, mobile: true, path: '/' }));
        return;
      }
      await switchLanguage(id);
      void message.success(t('profile.languageChanged'));
    },
  });

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor="preferred-language">
        {t('profile.fields.language')}
      </label>
      <Select
        id="preferred-language"
        value={value}
        loading={change.isPending}
        disabled={change.isPending || languages.length < 2}
        options={languages.map((language) => ({ value: language.id, label: language.languageComplete }))}
        onChange={(id: number) => change.mutate(id)}
        className={styles.control}
      />
      <p className={styles.hint}>{t('profile.languageHint')}</p>
    </div>
  );
};
