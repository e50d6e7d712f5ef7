import { MEDAL_THRESHOLDS } from '@credo/contracts/my-learning';
import type { UserInfo } from '@credo/contracts/user';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@/shared/lib/location';
import { writeLanguageCookie } from '@/shared/site/language-cookie';
import { useSiteActions } from '@/shared/site/site-actions';
import { useSite } from '@/shared/site/site-context';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';
import { useUpdateCurrentUser } from '@/shared/user/use-current-user';
import { toast } from '@/shared/ui/toast';
import { EXPORT_URL, fetchPreferences, updateLanguage, updatePreferences, useCertificates, type NotificationPreferences } from '../api/my-learning-api';
import { Loading, LoadError, PageLink } from './panel-states';
import styles from './my-learning.module.css';

const MEDALS = [
  ['bronze', 'associate'],
  ['silver', 'professional'],
  ['gold', 'expert'],
] as const;

/** Tab 4: medals (cert §9): bronze, silver and gold for associate, professional and expert certificates, thresholds shown. */
export const MedalsPanel = () => {
  const { t } = useTranslation();
  const query = useCertificates();
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError retry={() => void query.refetch()} />;
  const { medals } = query.data;
  return (
    <div className={styles.panel}>
      <div className={styles.medals}>
        {MEDALS.map(([medal, level]) => {
          const count = medals[medal];
          return (
            <article key={medal} className={`${styles.card} ${styles.medal}`} data-testid={`medal-${medal}`}>
              <div className={`${styles.medalIcon} ${styles[medal]} ${count >= MEDAL_THRESHOLDS[medal] ? '' : styles.dim}`} aria-hidden="true">
                {count}
              </div>
              <h3 className={styles.cardTitle}>{t(`myLearning.medals.${medal}`)}</h3>
              <p className={styles.muted}>{t(`myLearning.medals.threshold.${level}`, { n: MEDAL_THRESHOLDS[medal] })}</p>
              <p>{count >= MEDAL_THRESHOLDS[medal] ? t('myLearning.medals.held', { n: count }) : t('myLearning.medals.notYet')}</p>
            </article>
          );
        })}
      </div>
    </div>
  );
};

/** Tab 5: personal information, edited on /my-learning/edit (the existing profile page). */
export const ProfilePanel = ({ user }: { user: UserInfo }) => {
  const { t } = useTranslation();
  const rows: [string, string | null | undefined][] = [
    [t('myLearning.profile.name'), [user.firstName, user.lastName].filter(Boolean).join(' ')],
    [t('myLearning.profile.email'), user.email],
    [t('myLearning.profile.phone'), user.phoneNumber ? `+${user.phoneCode ?? ''} ${user.phoneNumber}` : null],
    [t('myLearning.profile.company'), user.company],
    [t('myLearning.profile.country'), user.country],
    [t('myLearning.profile.city'), user.city],
  ];
  return (
    <section className={styles.card}>
      <dl className={styles.fields}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <PageLink primary to="/my-learning/edit">
          {t('myLearning.profile.edit')}
        </PageLink>
      </div>
    </section>
  );
};

const KINDS = ['reminders', 'surveys', 'campaigns'] as const;

/** Tab 6: the site language and e-mail notifications by kind (the notification module's preferences). */
export const PreferencesPanel = ({ user }: { user: UserInfo }) => {
  const { t } = useTranslation();
  const { languages, languageId, sitePrefix } = useSite();
  const { switchLanguage } = useSiteActions();
  const mobile = useMobileVariant();
  const updateCurrentUser = useUpdateCurrentUser();
  const client = useQueryClient();
  const prefs = useQuery({ queryKey: ['myLearning', 'preferences'], queryFn: ({ signal }) => fetchPreferences(signal), retry: false });
  const [saving, setSaving] = useState(false);
  const value = languages.some((l) => l.id === user.languageId) ? (user.languageId ?? languageId) : languageId;
  const toggle = async (kind: (typeof KINDS)[number], value: boolean) => {
    setSaving(true);
    try {
      const next = await updatePreferences({ [kind]: value });
      client.setQueryData<NotificationPreferences>(['myLearning', 'preferences'], next);
      toast.success(t('myLearning.preferences.saved'));
    } catch {
      // The client's Tips dialog has said why.
    } finally {
      setSaving(false);
    }
  };
  /** Cert §4 "Language change": stored first; the desktop switches in place, the mobile site reloads at its root. */
  const changeLanguage = async (id: number) => {
    try {
      await updateLanguage(id);
    } catch {
      return; // The client's Tips dialog has said why.
    }
    updateCurrentUser({ languageId: id });
    writeLanguageCookie(id);
    if (mobile) window.location.assign(buildPath({ sitePrefix, mobile: true, path: '/' }));
    else await switchLanguage(id);
  };
  return (
    <div className={styles.panel}>
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t('myLearning.preferences.language')}</h3>
        <label className={styles.muted} htmlFor="ml-language">
          {t('myLearning.preferences.languageHint')}
        </label>
        <select id="ml-language" value={value} disabled={languages.length < 2} onChange={(e) => void changeLanguage(Number(e.target.value))}>
          {languages.map((l) => (
            <option key={l.id} value={l.id}>
              {l.languageComplete}
            </option>
          ))}
        </select>
      </section>
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t('myLearning.preferences.email')}</h3>
        <p className={styles.muted}>{t('myLearning.preferences.emailHint')}</p>
        {prefs.isPending ? (
          <Loading />
        ) : prefs.isError ? (
          <LoadError retry={() => void prefs.refetch()} />
        ) : (
          KINDS.map((kind) => (
            <label key={kind} className={styles.toggle}>
              <input type="checkbox" checked={prefs.data[kind]} disabled={saving} onChange={(e) => void toggle(kind, e.target.checked)} />
              <span>
                <strong>{t(`myLearning.preferences.${kind}`)}</strong>
                <br />
                <span className={styles.muted}>{t(`myLearning.preferences.${kind}Hint`)}</span>
              </span>
            </label>
          ))
        )}
      </section>
    </div>
  );
};

/** Tab 7: the learner's data as a file, and account deletion with its consequences (issue 18 item 3). */
export const DataPanel = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.panel}>
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t('myLearning.data.title')}</h3>
        <p className={styles.muted}>{t('myLearning.data.hint')}</p>
        <div className={styles.actions}>
          <a className={`${styles.linkButton} ${styles.primaryLink}`} href={EXPORT_URL} download data-testid="export-link">
            {t('myLearning.data.download')}
          </a>
        </div>
      </section>
      <section className={`${styles.card} ${styles.danger}`}>
        <h3 className={styles.cardTitle}>{t('myLearning.data.deleteTitle')}</h3>
        <ul>
          <li>{t('myLearning.data.consequence1')}</li>
          <li>{t('myLearning.data.consequence2')}</li>
          <li>{t('myLearning.data.consequence3')}</li>
        </ul>
        <div className={styles.actions}>
          <PageLink to="/my-learning/edit">{t('myLearning.data.deleteLink')}</PageLink>
        </div>
      </section>
    </div>
  );
};
