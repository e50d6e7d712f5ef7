import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { banner, siteParams } from '@credo/contracts/site';
import { TRAINER_PAGE_SIZES, trainerCard, trainerDetailQuery, trainerPage, trainerPageQuery } from '@credo/contracts/trainer';
import { ok } from '../../platform/envelope';
import { getTrainerBanners, getTrainerDetail, listTrainers } from './trainer-page.service';

/** The trainer pages' calls (cert §7: trainer page list and banner list; paths ours). Public. */
export const trainerPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/certification/trainer/page',
    {
      schema: {
        tags: ['trainer'],
        summary: `Trainers of the site and language with their countries, languages, certifications and next sessions: rows and total (pageSize ${TRAINER_PAGE_SIZES.join(', ')})`,
        body: siteParams.extend(trainerPageQuery.shape),
        response: { 200: envelopeOf(trainerPage) },
      },
    },
    async (req) => ok(await listTrainers(app.db, req.ctx, req.body)),
  );

  app.get(
    '/certification/trainer/detail',
    {
      schema: {
        tags: ['trainer'],
        summary: 'One trainer of the site and language with every upcoming session they teach',
        description: 'A trainer of another site or language or an unknown id answers HTTP 404 with code 404.',
        querystring: siteParams.extend(trainerDetailQuery.shape),
        response: { 200: envelopeOf(trainerCard), 404: errorEnvelope },
      },
    },
    async (req) => ok(await getTrainerDetail(app.db, req.ctx, req.query.id)),
  );

  app.get(
    '/certification/trainer/banner',
    {
      schema: {
        tags: ['trainer'],
        summary: 'Banners of the trainer team page (type 9) for the site and language',
        querystring: siteParams,
        response: { 200: envelopeOf(z.array(banner)) },
      },
    },
    async (req) => ok(await getTrainerBanners(app.db, req.ctx)),
  );
};
