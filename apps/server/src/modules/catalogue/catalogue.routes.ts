import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@credo/contracts/envelope';
import { CATALOGUE_MAX_PAGE_SIZE, catalogueList, catalogueListQuery } from '@credo/contracts/catalogue';
import { siteParams } from '@credo/contracts/site';
import { ok } from '../../platform/envelope';
import { cachedForSite, envelopeBytes } from '../../platform/reference-cache';
import { TtlCache } from '../../platform/ttl-cache';
import { snapshotAnswerBytes } from './catalogue-answer';
import { ListSnapshots } from './catalogue-snapshot';
import { getListOptions, listCatalogue } from './catalogue.service';

/** The course and video lists (commerce §2, §7, §9). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Whole answers per site, language and filter set, for as long as reference data (30 s by
  // default): the lists are public and the same for every visitor. A cache of its own, bounded,
  // so keyword variety cannot push the footer or banners out of the reference cache. Kept as
  // JSON bytes checked against the contract once, so a hit is not serialised again.
  const answers = new TtlCache<Buffer>(app.config.referenceCacheMs, 2_000);
  // Each list of a site searched in memory (decision 0037): a snapshot at most as old as an answer
  // may be. An answer built from a snapshot is keyed by its version, so it is not served once a
  // newer snapshot replaced it: a row shown is at most the reference interval old, as before.
  const snapshots = new ListSnapshots(app.db, { ttlMs: app.config.referenceCacheMs });
  const envelope = envelopeOf(catalogueList);
  app.get(
    '/certification/release/course/page/list',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Course list (courseType 0) or video list (courseType 1) of the site: a page of rows, the total, filter options and the banner',
        description:
          `Published items of the request's site. pageSize 1 to ${CATALOGUE_MAX_PAGE_SIZE} (15 desktop, 10 mobile; more answers HTTP 400, code 400). ` +
          'Course filters: type (certification kind of the hub, 0 default), certificationTypeId/Name, certificationSubtypeId/Name, requirement, versionLabel. ' +
          'Video filters: productLineId, videoTypeId (0 all, 1 topic, 2 course, 3 webinar). Both: keyword (literal, case-insensitive), languageComplete. ' +
          'banner: the first banner of type 4 (kind 0) or 3 (kind 1).',
        querystring: siteParams.extend(catalogueListQuery.shape),
        response: { 200: envelopeOf(catalogueList) },
      },
    },
    async (req, reply) => {
      const { siteId: _s, languageId: _l, ...filters } = req.query;
      // Filter options and banner are shared by every filter set of a list: cached on their own.
      const optionsKey = { courseType: filters.courseType, kind: filters.type };
      const options = () =>
        cachedForSite(app, 'catalogueOptions', req.ctx, optionsKey, () => getListOptions(app.db, req.ctx, filters.courseType, filters.type));
      // With caching off (tests, referenceCacheMs 0) every answer is read from the database.
      if (app.config.referenceCacheMs <= 0) return ok(await listCatalogue(app.db, req.ctx, filters, options));
      const send = (bytes: Buffer) => (reply as FastifyReply).type('application/json; charset=utf-8').send(bytes);
      const snapshot = snapshots.fresh(req.ctx.siteId, filters.courseType) ?? (await snapshots.get(req.ctx.siteId, filters.courseType));
      const key = `${snapshot.rows ? snapshot.version : 'sql'}|${req.ctx.siteId}|${req.ctx.languageId}|${JSON.stringify(filters)}`;
      if (!snapshot.rows) return send(await answers.get(key, async () => envelopeBytes(envelope, await listCatalogue(app.db, req.ctx, filters, options))));
      // From the list in memory the answer is built synchronously: the cache is read and written
      // without its promises (issue 19); two concurrent misses of one key may both build it, the same bytes.
      const hit = answers.peek(key);
      if (hit) return send(hit);
      const bytes = snapshotAnswerBytes(envelope, snapshot, req.ctx, filters, await options());
      answers.set(key, bytes);
      return send(bytes);
    },
  );
};
