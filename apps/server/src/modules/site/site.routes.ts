import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@credo/contracts/envelope';
import { countryEntry, language, siteInfo, siteInfoQuery, siteParams } from '@credo/contracts/site';
import { ok } from '../../platform/envelope';
import { cachedForSite, sendCachedValue } from '../../platform/reference-cache';
import { resolveTenant } from '../../platform/request-context';
import { getSiteInfo, listCountryLanguages, listSiteLanguages } from './site.service';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each answer's contract, shared by its schema and its cached bytes (sendCachedValue).
  const languagesAnswer = envelopeOf(z.array(language));
  const countriesAnswer = envelopeOf(z.array(countryEntry));
  app.get(
    '/front-api/getSiteInfo',
    {
      schema: {
        tags: ['site'],
        summary: 'Site, tenant and flags for the page URL (tenant from the Host header)',
        querystring: siteInfoQuery,
        response: { 200: envelopeOf(siteInfo) },
      },
    },
    async (req) => {
      const tenant = await resolveTenant(app.siteRegistry, req);
      return ok(await getSiteInfo(app.siteRegistry, tenant, req.query));
    },
  );

  app.get(
    '/certification/language/multi',
    {
      schema: {
        tags: ['site'],
        summary: 'Languages offered on the site',
        querystring: siteParams,
        response: { 200: languagesAnswer },
      },
    },
    async (req, reply) =>
      sendCachedValue(reply, languagesAnswer, await cachedForSite(app, 'languages', req.ctx, undefined, () => listSiteLanguages(app.db, req.ctx))),
  );

  app.post(
    '/certification/languageSwitch/listByParam',
    {
      schema: {
        tags: ['site'],
        summary: 'Countries of the site with their language ids (language selector)',
        body: siteParams.nullish(),
        response: { 200: countriesAnswer },
      },
    },
    async (req, reply) =>
      sendCachedValue(reply, countriesAnswer, await cachedForSite(app, 'countryLanguages', req.ctx, undefined, () => listCountryLanguages(app.db, req.ctx))),
  );
};
