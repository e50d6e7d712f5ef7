import { Outlet, ScrollRestoration } from 'react-router';
import { InfoDialogHost } from '@/features/account/components/info-dialog-host';
import { RouteMatcherContext } from '@/shared/ui/app-link';
import { isPageRoute } from '../routes';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-shell.module.css';
import { useDocumentHead } from './use-document-head';
import { useViewportSwitch } from './use-viewport-switch';

export const SiteShell = () => {
  useViewportSwitch();
  useDocumentHead();
  return (
    <RouteMatcherContext.Provider value={isPageRoute}>
      <div className={styles.shell}>
        <SiteHeader />
        <main className={styles.main}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <InfoDialogHost />
      <ScrollRestoration />
    </RouteMatcherContext.Provider>
  );
};
