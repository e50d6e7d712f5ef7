import { DIALOG_WIDTH_MOBILE, DIALOG_WIDTHS, MIGRATION_DATES } from '@credo/contracts/constants';
import type { SiteInfo } from '@credo/contracts';
import type { UserInfo } from '@credo/contracts/user';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissMigrationPop } from '@/features/account/api/dismiss-migration-pop';
import { buildPath } from '@/shared/lib/location';
import { useSite } from '@/shared/site/site-context';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';
import { useCurrentUser, useUpdateCurrentUser } from '@/shared/user/use-current-user';
import styles from './migration-notice.module.css';

/** Which migration applies to the visit: the EU or Asia site (flags from the URL prefix), else none. */
export const migrationOf = (site: Pick<SiteInfo, 'isEU' | 'isAsia'>): keyof typeof MIGRATION_DATES | null =>
  site.isEU ? 'eu' : site.isAsia ? 'asia' : null;

/** Cert §4: EU or Asia users with migrationPopStatus '1' see the notice. */
export const shouldShowMigrationNotice = (site: Pick<SiteInfo, 'isEU' | 'isAsia'>, user: UserInfo | null | undefined): boolean =>
  migrationOf(site) !== null && user?.migrationPopStatus === '1';

/** The migration moment in the reader's language and time zone (the browser's unless one is given). */
export const formatMigrationDate = (iso: string, locale: string, timeZone?: string): string => {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  };
  try {
    return new Intl.DateTimeFormat(locale || undefined, options).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(undefined, options).format(new Date(iso));
  }
};

/**
 * The URL-change (migration) announcement (cert §2, §4), 742 px wide: once per user, dismissed
 * on the server (POST /user/migrationPop/dismiss), so it does not come back on any device.
 */
export const MigrationNotice = () => {
  const { t } = useTranslation();
  const { siteInfo, language, sitePrefix } = useSite();
  const { user } = useCurrentUser();
  const updateCurrentUser = useUpdateCurrentUser();
  const mobile = useMobileVariant();
  const [closed, setClosed] = useState(false);
  const migration = migrationOf(siteInfo);
  if (!migration || closed || !shouldShowMigrationNotice(siteInfo, user)) return null;

  const dismiss = () => {
    setClosed(true);
    // Closed for this page at once; the server records it so it does not show again.
    void dismissMigrationPop().then((result) => {
      if (result.ok) updateCurrentUser({ migrationPopStatus: '0' });
    });
  };
  const address = `${window.location.host}${buildPath({ sitePrefix, mobile: false, path: '/' })}`.replace(/\/$/, '');
  const date = formatMigrationDate(MIGRATION_DATES[migration], language?.languageSimple ?? 'en');

  return (
    <Modal
      open
      onCancel={dismiss}
      width={mobile ? DIALOG_WIDTH_MOBILE : DIALOG_WIDTHS.migration}
      centered
      title={null}
      footer={null}
      classNames={{ body: styles.body }}
    >
      <div className={styles.badge} aria-hidden>
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none">
          <path d="M4 12h13m0 0-5-5m5 5-5 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M20 5v14" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </div>
      <h2 className={styles.title}>{t('language.migrationTitle')}</h2>
      <p className={styles.text}>{t(`language.migrationText.${migration}`, { date })}</p>
      <p className={styles.address} dir="ltr">
        {address}
      </p>
      <p className={styles.hint}>{t('language.migrationHint')}</p>
      <Button type="primary" size="large" className={styles.ok} onClick={dismiss}>
        {t('language.migrationOk')}
      </Button>
    </Modal>
  );
};
