import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveTenant } from '../../platform/request-context';
import { matchPageRoute } from '@credo/contracts/page-routes';
import { pageMeta, type PageMeta, type PageWhere } from './page-meta';
import { publicOrigin } from './public-origin';

/** Splits `/eu/mobile/course/detail/5` into the site prefix, and the page path `/course/detail/5`. */
export function splitPagePath(pathname: string, prefixes: string[]): { prefix: string; path: string } {
  const parts = pathname.split('/').filter(Boolean);
  let prefix = '';
  if (parts[0] && prefixes.includes(parts[0].toLowerCase())) prefix = parts.shift()!.toLowerCase();
  if (parts[0] === 'mobile') parts.shift();
  return { prefix, path: `/${parts.join('/')}`.replace(/\/$/, '') || '/' };
}

/** Page meta for an HTML request: tenant by host, site by path prefix, language by cookie or site base. */
export async function metaForRequest(app: FastifyInstance, req: FastifyRequest): Promise<PageMeta & { route: string | null; where: PageWhere }> {
  const tenant = await resolveTenant(app.siteRegistry, req);
  const snap = await app.siteRegistry.get();
  const tenantSites = [...snap.sitesById.values()].filter((s) => s.tenantId === tenant.id);
  const pathname = req.url.split('?')[0];
  const { prefix, path } = splitPagePath(pathname, tenantSites.map((s) => s.pathPrefix).filter(Boolean));
  const site = tenantSites.find((s) => s.pathPrefix === prefix) ?? tenantSites.find((s) => s.pathPrefix === '') ?? tenantSites[0];
  const offered = new Set((snap.siteLanguages.get(site.id) ?? []).map((o) => o.languageId));
  const cookieLanguage = Number(req.cookies.languageCheckedId);
  const languageId = offered.has(cookieLanguage) ? cookieLanguage : site.baseLanguageId;
  const language = snap.languagesById.get(languageId)!;
  const origin = publicOrigin(app.config.publicUrl, snap, req);
  // A trainer's page is named by its query (/trainer?id=): its head and canonical differ per trainer.
  const trainerId = path === '/trainer' ? new URLSearchParams(req.url.split('?')[1] ?? '').get('id') : null;
  const fullPath = trainerId && /^\d{1,9}$/.test(trainerId) ? `${pathname}?id=${trainerId}` : pathname;
  const where = { tenant, site, language, origin };
  // A certificate's page is one indexed look-up and must find a certificate issued a second ago
  // (a cached miss said 404 for the cache's life); any number also made a cache key of its own.
  // The page's route: the server preloads its code in the HTML (web-static.ts); the site and
  // language too: the server preloads the page's largest image (lcp-preload.ts).
  const route = matchPageRoute(path)?.route.path ?? null;
  if (path.startsWith('/verify/')) return { ...(await pageMeta(app.db, where, path, fullPath)), route, where };
  const key = `page-meta|${tenant.id}|${site.id}|${language.id}|${origin}|${fullPath}`;
  return { ...(await (app.referenceCache.get(key, () => pageMeta(app.db, where, path, fullPath)) as Promise<PageMeta>)), route, where };
}
