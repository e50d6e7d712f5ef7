import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@credo/contracts/envelope';
import { languagePack, languagePackQuery } from '@credo/contracts/i18n';
import { AppError } from '../../platform/app-error';
import { loadPacks, packLanguageOf, partKey, partOf } from './i18n.service';

export const i18nRoutes: FastifyPluginAsyncZod = async (app) => {
  const packs = loadPacks();

  app.get(
    '/certification/i18n/pack',
    {
      schema: {
        tags: ['site'],
        summary: 'Language pack (UI texts and error messages) by languagePackId, English under any missing key; ns: the start part or page namespaces only',
        querystring: languagePackQuery,
        response: { 200: envelopeOf(languagePack), 304: z.null().describe('Not modified (If-None-Match)') },
      },
    },
    async (req, reply) => {
      const language = packLanguageOf(req.query.languagePackId);
      if (!language) throw AppError.badRequest(`Unknown language pack: ${req.query.languagePackId}`);
      // `ns` (this project's extension): the start part or page namespaces only, loaded with the pages that show them.
      const part = partKey(req.query.ns);
      if (part === null) throw AppError.badRequest('ns names an unknown namespace (start, or page namespaces separated by commas)');
      const pack = partOf(packs, language, part);
      // Packs change only with a deploy: browsers revalidate after five minutes and get a 304.
      reply.header('cache-control', 'public, max-age=300').header('etag', pack.etag).header('vary', 'accept-encoding');
      if (req.headers['if-none-match'] === pack.etag) return reply.code(304).send(null);
      // The pack is already JSON (and compressed): sent as bytes, the response schema is not run again.
      const raw = (reply as FastifyReply).type('application/json; charset=utf-8');
      const accepts = String(req.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepts)) return raw.header('content-encoding', 'br').send(pack.br);
      if (/\bgzip\b/.test(accepts)) return raw.header('content-encoding', 'gzip').send(pack.gzip);
      return raw.send(pack.json);
    },
  );
};
