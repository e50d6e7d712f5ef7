import type { FastifyPluginAsync } from 'fastify';
import { resolveTenant } from '../../platform/request-context';
import { trainerIdsForSitemap } from '../classroom/index';
import { smartTrySitesForSitemap } from '../smart-try/index';
import { publicOrigin } from './public-origin';
import { listSitemapEntries } from './seo.repo';

const xmlEsc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** The sitemap protocol's own limit per file. */
const SITEMAP_MAX_URLS = 50_000;

/** robots.txt and sitemap.xml of the tenant whose host is asked (each brand has its own). */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) => {
    const origin = publicOrigin(app.config.publicUrl, await app.siteRegistry.get(), req);
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /idp/',
      'Disallow: /user/',
      'Disallow: /my-learning',
      'Disallow: /payment',
      'Disallow: /exam',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
    const tenant = await resolveTenant(app.siteRegistry, req);
    const origin = publicOrigin(app.config.publicUrl, await app.siteRegistry.get(), req);
    const xml = (await app.referenceCache.get(`sitemap|${tenant.id}|${origin}`, async () => {
      const snap = await app.siteRegistry.get();
      const sites = [...snap.sitesById.values()].filter((s) => s.tenantId === tenant.id);
      const prefixOf = new Map(sites.map((s) => [s.id, s.pathPrefix ? `/${s.pathPrefix}` : '']));
      const { certs, courses } = await listSitemapEntries(
        app.db,
        sites.map((s) => s.id),
      );
      const urls: { loc: string; lastmod?: Date }[] = sites.map((s) => ({ loc: `${origin}${prefixOf.get(s.id)}/` }));
      for (const c of certs) urls.push({ loc: `${origin}${prefixOf.get(c.siteId)}/certification/detail/${c.id}`, lastmod: c.at });
      for (const c of courses) urls.push({ loc: `${origin}${prefixOf.get(c.siteId)}/course/detail/${c.id}?courseType=${c.courseType}`, lastmod: c.at });
      // The trainer team and each trainer's page in the site's base language (issue 21 items 1 and 5).
      for (const s of sites) urls.push({ loc: `${origin}${prefixOf.get(s.id)}/trainer-team` });
      // Join us as a trainer (issue 21 items 2 and 5): on every site.
      for (const s of sites) urls.push({ loc: `${origin}${prefixOf.get(s.id)}/join-us-as-a-trainer` });
      const trainerIds = await trainerIdsForSitemap(
        app.db,
        sites.map((s) => ({ siteId: s.id, languageId: s.baseLanguageId })),
      );
      for (const tr of trainerIds) urls.push({ loc: `${origin}${prefixOf.get(tr.siteId)}/trainer?id=${tr.id}` });
      // Smart Try where a campaign runs (issue 21 items 3 and 5).
      const smartTrySites = await smartTrySitesForSitemap(
        app.db,
        sites.map((s) => s.id),
      );
      for (const siteId of smartTrySites) urls.push({ loc: `${origin}${prefixOf.get(siteId)}/smart-try` });
      const body = urls
        .slice(0, SITEMAP_MAX_URLS)
        .map((u) => `  <url><loc>${xmlEsc(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`)
        .join('\n');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
    })) as string;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
};
