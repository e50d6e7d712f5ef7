import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@credo/contracts/envelope';
import { countryByIp, siteParams } from '@credo/contracts/site';
import { ok } from '../../platform/envelope';
import { getCountryByIp } from './location.service';

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const handler = async (req: { ip: string; headers: Record<string, string | string[] | undefined>; ctx: { site: { defaultCountryCode: string } } }) => {
    const raw = req.headers[app.config.countryHeader];
    return ok(
      await getCountryByIp(app.db, {
        ip: req.ip,
        headerCountry: Array.isArray(raw) ? raw[0] : raw,
        defaultCountry: app.config.defaultCountry,
        fallbackCountry: req.ctx.site.defaultCountryCode,
      }),
    );
  };
  const schema = { tags: ['site'], summary: 'Visitor country from a proxy header or the bundled IP-range table', response: { 200: envelopeOf(countryByIp) } };
  // The spec does not show this call's method: both are answered.
  app.get('/certification/location/getCountryByIp', { schema: { ...schema, querystring: siteParams } }, handler);
  app.post('/certification/location/getCountryByIp', { schema: { ...schema, body: siteParams.nullish() } }, handler);
};
