import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@credo/contracts/envelope';
import {
  banner,
  bannerQuery,
  currency,
  dictItem,
  dictQuery,
  footerConfig,
  regionInfo,
  regionQuery,
  seoConfig,
  seoQuery,
  siteParams,
} from '@credo/contracts/site';
import { ok } from '../../platform/envelope';
import { cachedForSite } from '../../platform/reference-cache';
import { getBanners, getCurrencies, getDictItems, getFooter, getRegions, getSeoConfigs } from './content.service';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/certification/footer/searchFooter',
    {
      schema: {
        tags: ['site'],
        summary: 'Footer links by areaKind 1-7, social links and contact e-mail',
        querystring: siteParams,
        response: { 200: envelopeOf(footerConfig) },
      },
    },
    async (req) => ok(await cachedForSite(app, 'footer', req.ctx, undefined, () => getFooter(app.db, req.ctx))),
  );

  app.post(
    '/certification/seo/getRelBySiteId',
    {
      schema: {
        tags: ['site'],
        summary: 'SEO title and description per page URL',
        body: siteParams.extend(seoQuery.shape).nullish(),
        response: { 200: envelopeOf(z.array(seoConfig)) },
      },
    },
    async (req) => ok(await cachedForSite(app, 'seo', req.ctx, req.body?.url, () => getSeoConfigs(app.db, req.ctx, req.body?.url))),
  );

  app.get(
    '/certification/dictData/getDictModelList',
    {
      schema: {
        tags: ['site'],
        summary: 'Dictionary items by dictType (default page_image) or dictTypeList',
        querystring: siteParams.extend(dictQuery.shape),
        response: { 200: envelopeOf(z.array(dictItem)) },
      },
    },
    async (req) => {
      const args = { dictType: req.query.dictType, dictTypeList: req.query.dictTypeList };
      return ok(await cachedForSite(app, 'dict', req.ctx, args, () => getDictItems(app.db, req.ctx, args)));
    },
  );

  app.post(
    '/certification/banner/release/query',
    {
      schema: {
        tags: ['site'],
        summary: 'Banners by type code (home uses ["0"])',
        body: siteParams.extend(bannerQuery.shape),
        response: { 200: envelopeOf(z.array(banner)) },
      },
    },
    async (req) => ok(await cachedForSite(app, 'banners', req.ctx, req.body.typeList, () => getBanners(app.db, req.ctx, req.body.typeList))),
  );

  // The spec does not show this call's method: both are answered, with the same parameters.
  const regionSchema = { tags: ['site'], summary: 'Countries (type 0) and regions (type 1)', response: { 200: envelopeOf(z.array(regionInfo)) } };
  app.get('/certification/regionInfo/getList', { schema: { ...regionSchema, querystring: siteParams.extend(regionQuery.shape) } }, async (req) => {
    const args = { type: req.query.type, countryQueryType: req.query.countryQueryType };
    return ok(await cachedForSite(app, 'regions', req.ctx, args, () => getRegions(app.db, req.ctx, args)));
  });
  app.post('/certification/regionInfo/getList', { schema: { ...regionSchema, body: siteParams.extend(regionQuery.shape).nullish() } }, async (req) => {
    const args = { type: req.body?.type, countryQueryType: req.body?.countryQueryType };
    return ok(await cachedForSite(app, 'regions', req.ctx, args, () => getRegions(app.db, req.ctx, args)));
  });

  app.post(
    '/certification/currency/getCurrencyTypeList',
    {
      schema: {
        tags: ['site'],
        summary: 'Currencies of the site (id, code, symbol)',
        body: siteParams.nullish(),
        response: { 200: envelopeOf(z.array(currency)) },
      },
    },
    async (req) => ok(await cachedForSite(app, 'currencies', req.ctx, undefined, () => getCurrencies(app.db, req.ctx))),
  );
};
