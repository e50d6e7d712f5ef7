import { Outlet, ScrollRestoration } from 'react-router';
import { InfoDialogHost } from '@/features/account/components/info-dialog-host';
import { CookieBanner } from '@/features/consent/components/cookie-banner';
import { FloatingActions } from '@/features/support/components/floating-actions';
import { RouteMatcherContext } from '@/shared/ui/app-link';
import { ToastHost } from '@/shared/ui/toast';
import { LoginTipHost } from '../dialogs/login-tip-host';
import { NoticeHost } from '../dialogs/notice-host';
import { PrerequisitesHost } from '../dialogs/prerequisites-host';
import { isPageRoute } from '../routes';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-shell.module.css';
import { useAnalytics, useConsentRegionSync } from './use-consent-effects';
import { useDocumentHead } from './use-document-head';
import { useViewportSwitch } from './use-viewport-switch';

/**
 * Header, page, footer and the global overlays of section 2. The cookie banner comes first in
 * the document so the keyboard reaches it first, though it is drawn at the bottom of the window.
 */
export const SiteShell = () => {
  useViewportSwitch();
  useDocumentHead();
  useConsentRegionSync();
  useAnalytics();
  return (
    <RouteMatcherContext.Provider value={isPageRoute}>
      <CookieBanner />
      <div className={styles.shell}>
        <SiteHeader />
        <main className={styles.main}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <FloatingActions />
      <InfoDialogHost />
      <LoginTipHost />
      <PrerequisitesHost />
      <NoticeHost />
      <ToastHost />
      <ScrollRestoration />
    </RouteMatcherContext.Provider>
  );
};
