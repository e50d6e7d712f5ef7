import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { certificationByCountryLanguageQuery, certificationTypeInfo, relatedCertification } from '@credo/contracts/certification';
import { envelopeOf } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { ok } from '../../platform/envelope';
import { cachedForSite } from '../../platform/reference-cache';
import { findRelatedCertifications, listCertificationTypes } from './certification.service';

export const certificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/certification/getCertificationTypeInfo',
    {
      schema: {
        tags: ['certification'],
        summary: 'Certification programmes of the tenant (kind 0 general, 1 vendor) with their kind names',
        body: siteParams.nullish(),
        response: { 200: envelopeOf(z.array(certificationTypeInfo)) },
      },
    },
    async (req) => ok(await cachedForSite(app, 'certificationTypes', req.ctx, undefined, () => listCertificationTypes(app.db, req.ctx))),
  );

  app.get(
    '/certification/release/certification/getByCountryLanguage',
    {
      schema: {
        tags: ['certification'],
        summary: 'Language versions of a certification (by id, or by a course of it) in the request language, for the detail-page language switch',
        description:
          'languageId is the language just chosen; countryCode (optional) the country chosen with it. ' +
          'The answer lists every match; the page goes to it when there is exactly one, else to home.',
        querystring: certificationByCountryLanguageQuery,
        response: { 200: envelopeOf(z.array(relatedCertification)) },
      },
    },
    async (req) => {
      const snap = await app.siteRegistry.get();
      const offers = snap.siteLanguages.get(req.ctx.siteId) ?? [];
      const { id, courseId, countryCode } = req.query;
      return ok(await findRelatedCertifications(app.db, req.ctx, offers, { id, courseId, countryCode }));
    },
  );
};
