import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSite } from '@/shared/site/site-context';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { useHeaderPanels } from './header-panels';
import styles from './logo-link.module.css';

/**
 * How long the logo waits before going home (cert §2: "returns home after a short delay"): long
 * enough for an open panel to close first. The spec gives no number; 300 ms is ours.
 */
export const LOGO_HOME_DELAY_MS = 300;

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The tenant's logo (or its name): closes any panel, then goes home after LOGO_HOME_DELAY_MS. */
export const LogoLink = ({ compact = false }: { compact?: boolean }) => {
  const { t } = useTranslation();
  const { siteInfo } = useSite();
  const { tenant } = siteInfo;
  const variantPath = useVariantPath();
  const navigate = useNavigate();
  const { setOpenPanel } = useHeaderPanels();
  const [logoFailed, setLogoFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const home = variantPath('/');

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window opens at once, as any link would.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setOpenPanel(null);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void navigate(home), LOGO_HOME_DELAY_MS);
  };

  const showLogo = Boolean(tenant.logoInverseUrl) && !logoFailed;
  return (
    <Link to={home} onClick={onClick} className={`${styles.brand} ${compact ? styles.compact : ''}`} aria-label={t('header.home', { name: tenant.name })}>
      {showLogo ? (
        // Sized (the tenants' logos are about 5.6:1 at 34 px high): its box is kept before it loads.
        <img className={styles.logo} src={tenant.logoInverseUrl} alt="" width={192} height={34} onError={() => setLogoFailed(true)} />
      ) : (
        <span className={styles.wordmark}>{tenant.name}</span>
      )}
    </Link>
  );
};
