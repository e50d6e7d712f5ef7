import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSite } from '@/shared/site/site-context';

/** The title of the bare index.html (vite dev, or a server without the head renderer). */
const PLACEHOLDER_TITLE = 'Credo';

/**
 * Tenant title and favicon (cert §1: each tenant has its own default title and favicon). The
 * first page keeps the title the server rendered into its HTML (SEO settings by URL, or the
 * detail page's name); every later page starts from the tenant's default title.
 */
export const useDocumentHead = (): void => {
  const { tenant } = useSite().siteInfo;
  const { pathname } = useLocation();
  // The path whose title the server rendered, until the visitor leaves it.
  const serverPage = useRef<string | null>(document.title && document.title !== PLACEHOLDER_TITLE ? pathname : null);

  useEffect(() => {
    if (serverPage.current === pathname) return;
    serverPage.current = null;
    if (tenant.defaultTitle) document.title = tenant.defaultTitle;
  }, [pathname, tenant.defaultTitle]);

  useEffect(() => {
    if (!tenant.faviconUrl) return;
    let icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = document.createElement('link');
      icon.rel = 'icon';
      document.head.appendChild(icon);
    }
    icon.href = tenant.faviconUrl;
  }, [tenant.faviconUrl]);
};
