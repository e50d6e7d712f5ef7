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
import { cachedForSite, sendCachedValue } from '../../platform/reference-cache';
import { getBanners, getCurrencies, getDictItems, getFooter, getRegions, getSeoConfigs } from './content.service';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each answer's contract, shared by its schema and its cached bytes (sendCachedValue).
  const footerAnswer = envelopeOf(footerConfig);
  const seoAnswer = envelopeOf(z.array(seoConfig));
  const dictAnswer = envelopeOf(z.array(dictItem));
  const bannersAnswer = envelopeOf(z.array(banner));
  const regionsAnswer = envelopeOf(z.array(regionInfo));
  const currenciesAnswer = envelopeOf(z.array(currency));
  app.get(
    '/certification/footer/searchFooter',
    {
      schema: {
        tags: ['site'],
        summary: 'Footer links by areaKind 1-7, social links and contact e-mail',
        querystring: siteParams,
        response: { 200: footerAnswer },
      },
    },
    async (req, reply) => sendCachedValue(reply, footerAnswer, await cachedForSite(app, 'footer', req.ctx, undefined, () => getFooter(app.db, req.ctx))),
  );

  app.post(
    '/certification/seo/getRelBySiteId',
    {
      schema: {
        tags: ['site'],
        summary: 'SEO title and description per page URL',
        body: siteParams.extend(seoQuery.shape).nullish(),
        response: { 200: seoAnswer },
      },
    },
    async (req, reply) =>
      sendCachedValue(reply, seoAnswer, await cachedForSite(app, 'seo', req.ctx, req.body?.url, () => getSeoConfigs(app.db, req.ctx, req.body?.url))),
  );

  app.get(
    '/certification/dictData/getDictModelList',
    {
      schema: {
        tags: ['site'],
        summary: 'Dictionary items by dictType (default page_image) or dictTypeList',
        querystring: siteParams.extend(dictQuery.shape),
        response: { 200: dictAnswer },
      },
    },
    async (req, reply) => {
      const args = { dictType: req.query.dictType, dictTypeList: req.query.dictTypeList };
      return sendCachedValue(reply, dictAnswer, await cachedForSite(app, 'dict', req.ctx, args, () => getDictItems(app.db, req.ctx, args)));
    },
  );

  app.post(
    '/certification/banner/release/query',
    {
      schema: {
        tags: ['site'],
        summary: 'Banners by type code (home uses ["0"])',
        body: siteParams.extend(bannerQuery.shape),
        response: { 200: bannersAnswer },
      },
    },
    async (req, reply) =>
      sendCachedValue(
        reply,
        bannersAnswer,
        await cachedForSite(app, 'banners', req.ctx, req.body.typeList, () => getBanners(app.db, req.ctx, req.body.typeList)),
      ),
  );

  // The spec does not show this call's method: both are answered, with the same parameters.
  const regionSchema = { tags: ['site'], summary: 'Countries (type 0) and regions (type 1)', response: { 200: regionsAnswer } };
  app.get('/certification/regionInfo/getList', { schema: { ...regionSchema, querystring: siteParams.extend(regionQuery.shape) } }, async (req, reply) => {
    const args = { type: req.query.type, countryQueryType: req.query.countryQueryType };
    return sendCachedValue(reply, regionsAnswer, await cachedForSite(app, 'regions', req.ctx, args, () => getRegions(app.db, req.ctx, args)));
  });
  app.post('/certification/regionInfo/getList', { schema: { ...regionSchema, body: siteParams.extend(regionQuery.shape).nullish() } }, async (req, reply) => {
    const args = { type: req.body?.type, countryQueryType: req.body?.countryQueryType };
    return sendCachedValue(reply, regionsAnswer, await cachedForSite(app, 'regions', req.ctx, args, () => getRegions(app.db, req.ctx, args)));
  });

  app.post(
    '/certification/currency/getCurrencyTypeList',
    {
      schema: {
        tags: ['site'],
        summary: 'Currencies of the site (id, code, symbol)',
        body: siteParams.nullish(),
        response: { 200: currenciesAnswer },
      },
    },
    async (req, reply) =>
      sendCachedValue(reply, currenciesAnswer, await cachedForSite(app, 'currencies', req.ctx, undefined, () => getCurrencies(app.db, req.ctx))),
  );
};
