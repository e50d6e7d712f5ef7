import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { NEWS_PAGE_SIZES, newsDetail, newsDetailQuery, newsPage, newsPageQuery } from '@credo/contracts/news';
import { siteParams } from '@credo/contracts/site';
import { ok } from '../../platform/envelope';
import { getNewsDetail, listNews } from './news.service';

/** The news pages (cert §2: /news, /news/detail/{id}); the spec does not show these calls' paths. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/certification/news/page',
    {
      schema: {
        tags: ['news'],
        summary: `Published news of the site and language, pinned then newest first: rows and total (pageSize ${NEWS_PAGE_SIZES.join(', ')})`,
        body: siteParams.extend(newsPageQuery.shape),
        response: { 200: envelopeOf(newsPage) },
      },
    },
    async (req) => ok(await listNews(app.db, req.ctx, req.body)),
  );

  app.get(
    '/certification/news/detail',
    {
      schema: {
        tags: ['news'],
        summary: 'One published news item of the site and language (body as plain text) with its previous and next items',
        description: 'An item of another site or language, a scheduled one or an unknown id answers HTTP 404 with code 404.',
        querystring: siteParams.extend(newsDetailQuery.shape),
        response: { 200: envelopeOf(newsDetail), 404: errorEnvelope },
      },
    },
    async (req) => ok(await getNewsDetail(app.db, req.ctx, req.query.id)),
  );
};
