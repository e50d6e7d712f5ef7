import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '@/shared/site/site-context';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { RosetteIcon } from '@/shared/ui/content-icons';
import { Spinner } from '@/shared/ui/spinner';
import { StatePanel } from '@/shared/ui/state-panel';
import styles from './my-learning.module.css';

export const Loading = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.card} aria-busy="true" aria-label={t('myLearning.loading')}>
      <Spinner />
    </div>
  );
};

export const LoadError = ({ retry }: { retry: () => void }) => {
  const { t } = useTranslation();
  return (
    <StatePanel
      tone="error"
      icon={<RosetteIcon size={32} />}
      title={t('myLearning.loadError')}
      description={t('myLearning.loadErrorHint')}
      actions={
        <button type="button" className={styles.linkButton} onClick={retry}>
          {t('myLearning.retry')}
        </button>
      }
    />
  );
};

/** An empty tab says what to do next, with the link that does it. */
export const Empty = ({ title, hint, to, action }: { title: string; hint: string; to?: string; action?: string }) => {
  const variantPath = useVariantPath();
  return (
    <StatePanel
      icon={<RosetteIcon size={32} />}
      title={title}
      description={hint}
      actions={
        to && action ? (
          <Link className={`${styles.linkButton} ${styles.primaryLink}`} to={variantPath(to)}>
            {action}
          </Link>
        ) : undefined
      }
    />
  );
};

/** A link to one of the app's pages in the current variant (/mobile kept). */
export const PageLink = ({ to, children, primary = false, plain = false }: { to: string; children: ReactNode; primary?: boolean; plain?: boolean }) => {
  const variantPath = useVariantPath();
  return (
    <Link className={plain ? styles.textLink : `${styles.linkButton} ${primary ? styles.primaryLink : ''}`} to={variantPath(to)}>
      {children}
    </Link>
  );
};

/** Dates in the page's language. */
export const useDate = () => {
  const { i18n } = useTranslation();
  const { direction } = useSite();
  return {
    rtl: direction === 'rtl',
    locale: i18n.language,
    date: (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { day: 'numeric', month: 'short', year: 'numeric' }),
    dateTime: (iso: string) =>
      new Date(iso).toLocaleString(i18n.language, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
  };
};
