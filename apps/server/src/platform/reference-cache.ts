import type { FastifyInstance } from 'fastify';
import type { RequestContext } from './request-context';

/**
 * Reads reference data through the app's TTL cache: the key is the call, the site, the language
 * and the call's own arguments, so sites and languages never see each other's answers.
 */
export function cachedForSite<T>(
  app: FastifyInstance,
  call: string,
  ctx: Pick<RequestContext, 'siteId' | 'languageId'>,
  args: unknown,
  load: () => Promise<T>,
): Promise<T> {
  const key = `${call}|${ctx.siteId}|${ctx.languageId}|${args === undefined ? '' : JSON.stringify(args)}`;
  return app.referenceCache.get(key, load) as Promise<T>;
}
