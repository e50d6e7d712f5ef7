import { PATHS } from '@credo/contracts/constants';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { acceptAllCookies, markConsentHandled, rejectAllCookies, useConsent } from '@/shared/consent/consent-store';
import { useSite } from '@/shared/site/site-context';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { useBottomOverlay } from '@/shared/ui/bottom-overlay';
import { Button } from '@/shared/ui/button';
import { CookieIcon } from '@/shared/ui/overlay-icons';
import { PrivacyLink } from './privacy-link';
import styles from './cookie-banner.module.css';

const isPreferencesPath = (pathname: string) => pathname.replace(/^\/mobile(?=\/|$)/, '') === PATHS.cookiesPreferences;

/**
 * The cookie banner (commerce §4, cert §4): shown while the disclaimer cookie is not 'true' and
 * the visitor's region is known (so Reject never pops in late). Accept, Reject (opt-in regions
 * only) and Manage each mark it handled. Not shown on the preferences page, which is the choice.
 */
export const CookieBanner = () => {
  const { handled, region } = useConsent();
  const { pathname } = useLocation();
  if (handled || region === 'pending' || isPreferencesPath(pathname)) return null;
  return <BannerBar showReject={region === 'optIn'} />;
};

const BannerBar = ({ showReject }: { showReject: boolean }) => {
  const { t } = useTranslation();
  const { siteInfo } = useSite();
  const navigate = useNavigate();
  const variantPath = useVariantPath();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useBottomOverlay(ref);

  const manage = () => {
    markConsentHandled();
    void navigate(variantPath(PATHS.cookiesPreferences));
  };

  return (
    <section ref={ref} className={styles.banner} aria-labelledby={titleId} data-testid="cookie-banner">
      <div className={styles.inner}>
        <span className={styles.icon}>
          <CookieIcon size={28} />
        </span>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {t('consent.bannerTitle')}
          </h2>
          <p className={styles.body}>
            {t('consent.bannerText')} <PrivacyLink url={siteInfo.tenant.privacyPolicyUrl} className={styles.privacy} />
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="primary" size="large" className={styles.accept} onClick={acceptAllCookies}>
            {t('consent.accept')}
          </Button>
          {showReject && (
            <Button size="large" className={styles.reject} onClick={rejectAllCookies}>
              {t('consent.reject')}
            </Button>
          )}
          <Button variant="link" size="large" className={styles.manage} onClick={manage}>
            {t('consent.manage')}
          </Button>
        </div>
      </div>
    </section>
  );
};
