import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The site a target path belongs to (its first segment, when that is one of the tenant's prefixes). */
export async function siteForTarget(app: FastifyInstance, req: FastifyRequest, target: string): Promise<number> {
  const snap = await app.siteRegistry.get();
  const segment = target.split(/[/?#]/)[1]?.toLowerCase() ?? '';
  const tenantSites = [...snap.sitesById.values()].filter((s) => s.tenantId === req.ctx.tenantId);
  return (segment && tenantSites.find((s) => s.pathPrefix === segment)?.id) || req.ctx.siteId;
}

/**
 * A new user's language: the one they chose on the site (cookie), when the site they signed up on
 * offers it, else that site's base language. Not the request's default: the callback URL has none.
 */
export async function firstLanguageOf(app: FastifyInstance, req: FastifyRequest, siteId: number): Promise<number> {
  const snap = await app.siteRegistry.get();
  const chosen = Number(req.cookies.languageCheckedId);
  const offered = snap.siteLanguages.get(siteId) ?? [];
  if (chosen && offered.some((l) => l.languageId === chosen)) return chosen;
  return snap.sitesById.get(siteId)?.baseLanguageId ?? req.ctx.languageId;
}

/**
 * The language pack of the pages around sign-in and sign-out (provider pages, sign-out confirm):
 * the visitor's choice (cookie), an explicit languageId, else the base language of the site the
 * target belongs to (an /ar page signs in in Arabic).
 */
export async function visitorLocale(app: FastifyInstance, req: FastifyRequest, target: string): Promise<string> {
  const snap = await app.siteRegistry.get();
  const explicit = (req.query as Record<string, unknown>).languageId !== undefined ? req.ctx.languageId : undefined;
  const targetSite = snap.sitesById.get(await siteForTarget(app, req, target));
  const languageId = Number(req.cookies.languageCheckedId) || explicit || targetSite?.baseLanguageId || req.ctx.languageId;
  return snap.languagesById.get(languageId)?.languagePackId ?? req.ctx.language.languagePackId;
}
