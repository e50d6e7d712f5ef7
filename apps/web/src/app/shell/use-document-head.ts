import { useEffect } from 'react';
import { useSite } from '@/shared/site/site-context';

/** Tenant title and favicon (cert doc §1: each tenant has its own title and favicon). */
export const useDocumentHead = (): void => {
  const { tenant } = useSite().siteInfo;
  useEffect(() => {
    if (tenant.defaultTitle) document.title = tenant.defaultTitle;
    if (!tenant.faviconUrl) return;
    let icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = document.createElement('link');
      icon.rel = 'icon';
      document.head.appendChild(icon);
    }
    icon.href = tenant.faviconUrl;
  }, [tenant.defaultTitle, tenant.faviconUrl]);
};
