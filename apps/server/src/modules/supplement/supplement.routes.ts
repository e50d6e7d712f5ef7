import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { provinceCity, provinceCityQuery, supplementConfig, supplementQuery } from '@credo/contracts/user';
import { ok } from '../../platform/envelope';
import { cachedForSite } from '../../platform/reference-cache';
import type { RequestContext } from '../../platform/request-context';
import { getProvinceCities, getSupplementConfig } from './supplement.service';

/** Reference data of the profile form; public (the info dialog loads it before the user signs in). */
export const supplementRoutes: FastifyPluginAsyncZod = async (app) => {
  const configSchema = {
    tags: ['user'],
    summary: "Required-information config of the site (or region): '1' = required and shown; regionInfoRelIdList is exempt",
    response: { 200: envelopeOf(supplementConfig) },
  };
  const config = (ctx: Pick<RequestContext, 'siteId' | 'languageId'>, regionId?: number) =>
    cachedForSite(app, 'supplementInfo', ctx, regionId, () => getSupplementConfig(app.db, ctx, regionId));

  // The spec does not show this call's method: both are answered, with the same parameters.
  app.get('/certification/supplementInfo/query', { schema: { ...configSchema, querystring: siteParams.extend(supplementQuery.shape) } }, async (req) =>
    ok(await config(req.ctx, req.query.regionId)),
  );
  app.post('/certification/supplementInfo/query', { schema: { ...configSchema, body: siteParams.extend(supplementQuery.shape).nullish() } }, async (req) =>
    ok(await config(req.ctx, req.body?.regionId)),
  );

  app.get(
    '/certification/provinceCity/getListForSupplement',
    {
      schema: {
        tags: ['user'],
        summary: 'Provinces of a country (countryCode), or the cities of a province (countryCode and parentId)',
        querystring: siteParams.extend(provinceCityQuery.shape),
        response: { 200: envelopeOf(z.array(provinceCity)) },
      },
    },
    async (req) => {
      const q = { countryCode: req.query.countryCode, parentId: req.query.parentId };
      return ok(await cachedForSite(app, 'provinceCity', { siteId: 0, languageId: 0 }, q, () => getProvinceCities(app.db, q)));
    },
  );
};
