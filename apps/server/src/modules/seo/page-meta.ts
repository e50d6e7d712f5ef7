import type { Db } from '../../db/client';
import type { LanguageRow, SiteRow, TenantRow } from '../../platform/site-registry';
import { matchPageRoute } from '@credo/contracts/page-routes';
import { trainerMetaOf } from '../classroom/index';
import { verifyCertificate } from '../certificate/index';
import { findNewsMeta } from '../news/index';
import { findCertificationMeta, findCourseMeta, findSeoByUrl } from './seo.repo';

export type PageMeta = {
  title: string;
  description: string;
  canonical: string;
  image: string;
  type: 'website' | 'article';
  lang: string;
  dir: 'ltr' | 'rtl';
  siteName: string;
  favicon: string;
  /** False for a path no page route matches, or a detail page whose id does not exist: answered HTTP 404 (issue 14). */
  found: boolean;
};

export type PageWhere = { tenant: TenantRow; site: SiteRow; language: LanguageRow; origin: string };

const DESCRIPTION_MAX = 300;
/** Detail pages whose id the server can look up (an id that is not a number is no page either). */
const DETAIL_ROUTES = new Set(['/certification/detail/:id', '/course/detail/:id', '/topic/detail/:id', '/news/detail/:id']);
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/**
 * Title, description and preview image of a page, as the spec asks: detail pages use the
 * certification's, course's or news item's own name and description; other pages the site's SEO settings by
 * URL; otherwise the tenant's default title.
 * `path` is the page path without site prefix and without /mobile.
 */
export async function pageMeta(db: Db, where: PageWhere, path: string, fullPath: string): Promise<PageMeta> {
  const { tenant, site, language } = where;
  const base: PageMeta = {
    title: tenant.defaultTitle,
    description: '',
    canonical: where.origin + fullPath,
    image: where.origin + tenant.logoUrl,
    type: 'website',
    lang: language.languagePackId,
    dir: language.rtl ? 'rtl' : 'ltr',
    siteName: tenant.name,
    favicon: tenant.faviconUrl,
    found: true,
  };
  // Soft 404s: the same not-found page, but with the status crawlers and monitors read.
  const route = matchPageRoute(path);
  if (!route || route.route.path === '/exception/notFound') return { ...base, found: false };
  // The company certificate search exists only where the site shows it (decision 0018).
  if (route.route.path === '/vat' && !site.showCompanyCertificate) return { ...base, found: false };
  if (route.route.path === '/verify/:number?' && route.params[0]) {
    const verification = await verifyCertificate(db, { tenantId: tenant.id }, route.params[0]);
    if (!verification.found) return { ...base, found: false };
  }
  // A trainer's page (/trainer?id=, issue 21): the trainer's name and bio; without a trainer of this site and language, not found.
  if (route.route.path === '/trainer') {
    // Any parameter order (utm_source and the like ride along on shared links); the id alone decides.
    const query = fullPath.includes('?') ? fullPath.slice(fullPath.indexOf('?') + 1) : '';
    const id = new URLSearchParams(query).get('id') ?? '';
    const row = /^\d{1,9}$/.test(id) ? await trainerMetaOf(db, { siteId: site.id, languageId: language.id }, Number(id)) : undefined;
    if (!row) {
      // No such trainer here: a 404, still titled in the page's language (the team page's title).
      const team = await findSeoByUrl(db, site.id, language.id, '/trainer-team');
      return { ...base, ...(team ? { title: team.title, description: clip(team.description, DESCRIPTION_MAX) } : {}), found: false };
    }
    return {
      ...base,
      title: `${row.name} | ${tenant.name}`,
      description: clip(row.description || row.name, DESCRIPTION_MAX),
      image: row.image ? where.origin + row.image : base.image,
    };
  }
  if (DETAIL_ROUTES.has(route.route.path) && !/^\d{1,9}$/.test(route.params[0] ?? '')) return { ...base, found: false };
  const detail = /^\/(certification|course|topic|news)\/detail\/(\d{1,9})$/.exec(path);
  if (detail) {
    const id = Number(detail[2]);
    const row =
      detail[1] === 'certification'
        ? await findCertificationMeta(db, site.id, id)
        : detail[1] === 'news'
          ? await findNewsMeta(db, { siteId: site.id, languageId: language.id }, id)
          : await findCourseMeta(db, site.id, id);
    if (row) {
      return {
        ...base,
        title: `${row.name} | ${tenant.name}`,
        description: clip(row.description || row.name, DESCRIPTION_MAX),
        image: row.image ? where.origin + row.image : base.image,
        type: 'article',
      };
    }
    return { ...base, found: false };
  }
  const seo = await findSeoByUrl(db, site.id, language.id, path || '/');
  if (seo) return { ...base, title: seo.title, description: clip(seo.description, DESCRIPTION_MAX) };
  // A page without its own SEO settings (search, cookie preferences …): the site's home title and
  // description in the page's language rather than the tenant's default, which is English (issue 14).
  const home = path === '/' ? undefined : await findSeoByUrl(db, site.id, language.id, '/');
  return home ? { ...base, title: home.title, description: clip(home.description, DESCRIPTION_MAX) } : base;
}
