import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error';
import { hostName, type LanguageRow, type SiteRegistry, type SiteRow, type Snapshot, type TenantRow } from './site-registry';

/** What every service receives explicitly: where the request is and who makes it. */
export type RequestContext = {
  tenant: TenantRow;
  site: SiteRow;
  language: LanguageRow;
  tenantId: number;
  siteId: number;
  languageId: number;
  /** Set by the session plugin (identity issue); null for visitors. */
  userId: number | null;
};

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

const ID_PATTERN = /^[1-9]\d{0,8}$/;

function readId(req: FastifyRequest, name: 'siteId' | 'languageId'): string | undefined {
  const q = req.query as Record<string, unknown> | undefined;
  const b = req.body as Record<string, unknown> | undefined;
  const raw = q?.[name] ?? (b && typeof b === 'object' && !Array.isArray(b) ? b[name] : undefined);
  if (raw === undefined || raw === null || raw === '') return undefined;
  return String(raw);
}

function tenantOf(snap: Snapshot, req: FastifyRequest): TenantRow {
  const tenant = snap.tenantByHost.get(hostName(req.headers.host)) ?? snap.defaultTenant;
  if (!tenant) throw new AppError(500, null, 'No tenant is configured', 500);
  return tenant;
}

/** Tenant by host name; localhost and unknown hosts get the default (main) tenant. */
export async function resolveTenant(registry: SiteRegistry, req: FastifyRequest): Promise<TenantRow> {
  return tenantOf(await registry.get(), req);
}

/** Resolves tenant (Host), site (siteId) and language (languageId) from a registry snapshot. */
export function contextFrom(snap: Snapshot, req: FastifyRequest): RequestContext {
  const tenant = tenantOf(snap, req);

  const rawSite = readId(req, 'siteId');
  let site: SiteRow | undefined;
  if (rawSite === undefined) {
    const tenantSites = [...snap.sitesById.values()].filter((s) => s.tenantId === tenant.id);
    site = tenantSites.find((s) => s.pathPrefix === '') ?? tenantSites[0];
  } else {
    if (!ID_PATTERN.test(rawSite)) throw AppError.badRequest(`siteId must be a positive integer, got "${rawSite.slice(0, 20)}"`);
    site = snap.sitesById.get(Number(rawSite));
    if (!site || site.tenantId !== tenant.id) throw AppError.badRequest(`Unknown siteId ${rawSite} for this host`);
  }
  if (!site) throw new AppError(500, null, `Tenant ${tenant.code} has no site`, 500);

  const offered = snap.siteLanguages.get(site.id) ?? [];
  const rawLanguage = readId(req, 'languageId');
  let language: LanguageRow | undefined;
  if (rawLanguage === undefined) {
    language = snap.languagesById.get(site.baseLanguageId);
  } else {
    if (!ID_PATTERN.test(rawLanguage)) throw AppError.badRequest(`languageId must be a positive integer, got "${rawLanguage.slice(0, 20)}"`);
    language = snap.languagesById.get(Number(rawLanguage));
    if (!language) throw AppError.badRequest(`Unknown languageId ${rawLanguage}`);
    if (!offered.some((o) => o.languageId === language!.id)) {
      throw AppError.badRequest(`languageId ${rawLanguage} is not offered on site ${site.id}`);
    }
  }
  if (!language) throw new AppError(500, null, `Site ${site.id} has no base language`, 500);

  return { tenant, site, language, tenantId: tenant.id, siteId: site.id, languageId: language.id, userId: null };
}

/** Resolves tenant (Host), site (siteId) and language (languageId) once per request. */
export async function resolveContext(registry: SiteRegistry, req: FastifyRequest): Promise<RequestContext> {
  return contextFrom(await registry.get(), req);
}

/**
 * Runs in preHandler (after body parsing, before validation of the handler's own schema is used)
 * for every /api route except /api/front-api/*, which resolve their site themselves.
 */
export const requestContextPlugin = fp(
  async (app: FastifyInstance, opts: { registry: SiteRegistry }) => {
    app.decorateRequest('ctx', null as unknown as RequestContext);
    // A callback hook, not an async one: with the registry in memory (every request but one per
    // TTL) the context is resolved without a promise or a trip through the microtask queue.
    app.addHook('preValidation', (req, _reply, done) => {
      const url = req.url;
      if (!url.startsWith('/api/') || url.startsWith('/api/front-api/') || url.startsWith('/api/docs')) return done();
      const snap = opts.registry.current();
      if (!snap) {
        resolveContext(opts.registry, req).then((ctx) => {
          req.ctx = ctx;
          done();
        }, done);
        return;
      }
      try {
        req.ctx = contextFrom(snap, req);
      } catch (err) {
        return done(err as Error);
      }
      done();
    });
  },
  { name: 'request-context' },
);
