import type { UserInfo } from '@credo/contracts/user';
import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { goTo, loginUrl } from '@/shared/session/sso-links';
import { displayNameOf } from '@/shared/ui/user-avatar';
import { useCurrentUser } from '@/shared/user/use-current-user';
import { AvatarUpload } from '../components/avatar-upload';
import { DeleteAccount } from '../components/delete-account';
import { LanguagePreference } from '../components/language-preference';
import { ProfileFormCard } from '../components/profile-form-card';
import side from '../components/profile-side.module.css';
import styles from './profile-edit-page.module.css';

const ProfileEditor = ({ user }: { user: UserInfo }) => {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('profile.pageTitle')}</h1>
        <p className={styles.intro}>{t('profile.pageIntro')}</p>
      </header>
      <div className={styles.grid}>
        <aside className={`${styles.card} ${styles.side}`} aria-label={t('profile.sections.account')}>
          <AvatarUpload user={user} />
          <p className={styles.name}>{displayNameOf(user)}</p>
          <div className={side.field}>
            <span className={side.label}>{t('profile.fields.email')}</span>
            <p className={side.email} dir="ltr">
              {user.email}
            </p>
            <p className={side.hint}>{t('profile.emailHint')}</p>
          </div>
          <LanguagePreference user={user} />
        </aside>
        <div className={styles.card}>
          <ProfileFormCard key={user.id} user={user} />
        </div>
      </div>
      <DeleteAccount user={user} />
    </div>
  );
};

/** /my-learning/edit and its /mobile twin; a visitor is sent to sign in and back here. */
export const ProfileEditPage = () => {
  const { user } = useCurrentUser();
  useEffect(() => {
    if (user === null) goTo(loginUrl());
  }, [user]);
  if (!user) {
    return (
      <div className={styles.loading}>
        <Spin size="large" />
      </div>
    );
  }
  return <ProfileEditor user={user} />;
};
