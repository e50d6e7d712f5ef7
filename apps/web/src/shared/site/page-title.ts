import { useEffect } from 'react';
import { useSite } from './site-context';

/** The title the page on screen asked for (detail pages: the item's name), or null. */
let pageTitle: string | null = null;

export const currentPageTitle = (): string | null => pageTitle;

/**
 * Gives the document the page's own title, `<name> | <tenant>` like the head the server renders,
 * for in-app navigation (the server's head only covers the first page of a visit).
 */
export const usePageTitle = (name: string | null | undefined): void => {
  const { tenant } = useSite().siteInfo;
  useEffect(() => {
    if (!name) return;
    pageTitle = `${name} | ${tenant.name}`;
    document.title = pageTitle;
    return () => {
      pageTitle = null;
    };
  }, [name, tenant.name]);
};
