import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSeoConfigs } from '@/features/site/api/list-seo-configs';
import { MOBILE_SEGMENT } from '@/shared/lib/location';
import { currentPageTitle } from '@/shared/site/page-title';
import { useSite } from '@/shared/site/site-context';

/** The title of the bare index.html (vite dev, or a server without the head renderer). */
const PLACEHOLDER_TITLE = 'Credo';

const pagePath = (pathname: string) => pathname.replace(new RegExp(`^/${MOBILE_SEGMENT}(?=/|$)`), '') || '/';

const primary = (tag: string | undefined) => (tag ?? '').split(/[-_]/)[0].toLowerCase();

/**
 * Whether the server rendered the first page's head in the visit's language: it renders in the
 * cookie's or the site's base language (og:locale), while the app may choose another at boot (the
 * visitor's country, cert §2 section 4) — then its English title must not stay (issue 14).
 */
const headInLanguage = (languageSimple: string | undefined): boolean => {
  const rendered = document.head.querySelector<HTMLMetaElement>('meta[property="og:locale"]')?.content;
  return !rendered || !languageSimple || primary(rendered) === primary(languageSimple);
};

/**
 * Never blanks the description (issue 19: Lighthouse found it empty on /mobile pages and the course
 * list): while the SEO settings load, or for a page without any, the one already there stays.
 */
const setDescription = (text: string) => {
  if (!text) return;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = text;
};

/**
 * Title, description and favicon after in-app navigation, by the rules the server applies to the
 * first page: the page's own title (detail pages, usePageTitle), else the site's SEO settings for
 * the URL, else the tenant's default title (cert §1: each tenant has its own title and favicon).
 * The first page keeps the head the server rendered.
 */
export const useDocumentHead = (): void => {
  const { siteInfo, language } = useSite();
  const { tenant } = siteInfo;
  const { pathname } = useLocation();
  const seo = useSeoConfigs().data;
  // The path whose head the server rendered, until the visitor leaves it.
  const serverPage = useRef<string | null>(
    document.title && document.title !== PLACEHOLDER_TITLE && headInLanguage(language?.languageSimple) ? pathname : null,
  );

  useEffect(() => {
    // The /mobile twin of the page the server rendered (the phone redirect) keeps its head (issue 14).
    if (serverPage.current !== null && pagePath(serverPage.current) === pagePath(pathname)) return;
    serverPage.current = null;
    const own = currentPageTitle();
    const config = seo?.find((entry) => entry.url === pagePath(pathname));
    // As the server does: a page without its own settings takes the site's home ones, in the visit's language.
    const home = seo?.find((entry) => entry.url === '/');
    if (own) document.title = own;
    else if (config?.title) document.title = config.title;
    else if (home?.title) document.title = home.title;
    else if (tenant.defaultTitle) document.title = tenant.defaultTitle;
    setDescription(config?.description || home?.description || '');
  }, [pathname, seo, tenant.defaultTitle]);

  useEffect(() => {
    if (!tenant.faviconUrl) return;
    let icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = document.createElement('link');
      icon.rel = 'icon';
      document.head.appendChild(icon);
    }
    // The server rendered this tenant's icon already: writing href again, even the same value,
    // makes Chromium fetch the icon a second time on every first load (issue 19).
    if (icon.getAttribute('href') !== tenant.faviconUrl) icon.href = tenant.faviconUrl;
  }, [tenant.faviconUrl]);
};
