import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '@/shared/site/site-context';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { GlobeIcon } from '@/shared/ui/globe-icon';
import styles from './site-header.module.css';
import { UserMenu } from './user-menu';

/** Header: tenant logo and name, site name, current language, sign-in or account menu. Menus come later. */
export const SiteHeader = () => {
  const { t } = useTranslation();
  const { siteInfo, language } = useSite();
  const variantPath = useVariantPath();
  const [logoFailed, setLogoFailed] = useState(false);
  const { tenant } = siteInfo;
  const showLogo = Boolean(tenant.logoInverseUrl) && !logoFailed;

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={variantPath('/')} className={styles.brand} aria-label={t('header.home', { name: tenant.name })}>
          {showLogo ? (
            <img className={styles.logo} src={tenant.logoInverseUrl} alt="" onError={() => setLogoFailed(true)} />
          ) : (
            <span className={styles.wordmark}>{tenant.name}</span>
          )}
        </Link>
        {siteInfo.siteName && <span className={styles.site}>{siteInfo.siteName}</span>}
        <div className={styles.actions}>
          {language && (
            <span className={styles.language} title={t('header.language', { language: language.languageComplete })}>
              <GlobeIcon />
              <span className={styles.languageName}>{language.languageComplete}</span>
              <span className={styles.languageCode}>{language.languageSimple.toUpperCase()}</span>
            </span>
          )}
          <UserMenu />
        </div>
      </div>
    </header>
  );
};
