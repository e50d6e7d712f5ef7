import { DIALOG_WIDTH_MOBILE, DIALOG_WIDTHS, MIGRATION_DATES } from '@credo/contracts/constants';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@/shared/lib/location';
import { useSite } from '@/shared/site/site-context';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';
import { formatMigrationDate } from './migration-date';
import styles from './migration-notice.module.css';

/**
 * The migration notice's dialog, 742 px wide (cert §2, §4): the new address of the EU or Asia
 * site and when it moved. Loaded lazily with antd by MigrationNotice, which decides who sees it.
 */
export const MigrationDialog = ({ migration, onDismiss }: { migration: keyof typeof MIGRATION_DATES; onDismiss: () => void }) => {
  const { t } = useTranslation();
  const { language, sitePrefix } = useSite();
  const mobile = useMobileVariant();
  const address = `${window.location.host}${buildPath({ sitePrefix, mobile: false, path: '/' })}`.replace(/\/$/, '');
  const date = formatMigrationDate(MIGRATION_DATES[migration], language?.languageSimple ?? 'en');

  return (
    <Modal
      open
      onCancel={onDismiss}
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
      <Button type="primary" size="large" className={styles.ok} onClick={onDismiss}>
        {t('language.migrationOk')}
      </Button>
    </Modal>
  );
};
