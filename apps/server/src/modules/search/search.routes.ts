import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@credo/contracts/envelope';
import { SEARCH_GROUP_LIMIT, SEARCH_KEYWORD_MAX, searchQuery, searchResult } from '@credo/contracts/search';
import { siteParams } from '@credo/contracts/site';
import { ok } from '../../platform/envelope';
import { search } from './search.service';

/** The search page's call (cert §2: /search?keyword=); the spec does not show its path. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/certification/search',
    {
      schema: {
        tags: ['search'],
        summary: `Certifications, courses and videos, news and FAQ of the site and language containing the keyword: at most ${SEARCH_GROUP_LIMIT} per group with each group's total`,
        description:
          `keyword is trimmed and must then have 1 to ${SEARCH_KEYWORD_MAX} characters (else HTTP 400, code 400). ` +
          'It is matched case-insensitively as plain text: % and _ are not wildcards.',
        querystring: siteParams.extend(searchQuery.shape),
        response: { 200: envelopeOf(searchResult) },
      },
      // Each search scans the site and language's texts (a contains-match uses no B-tree index).
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (req) => ok(await search(app.db, req.ctx, req.query.keyword)),
  );
};
