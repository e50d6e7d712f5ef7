import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@credo/contracts/envelope';
import { faqItem, homeData, nonCertificationMenuItem, surveyConfig } from '@credo/contracts/home';
import { siteParams } from '@credo/contracts/site';
import { ok } from '../../platform/envelope';
import { cachedForSite } from '../../platform/reference-cache';
import { getHomeData, getNonCertificationMenu, getSurveyConfig, listFaqs } from './home.service';

/**
 * Home page data and the shell's reference calls that go with it (certification document
 * section 7: home page data, FAQ list, non-certification menu by languageId, survey config).
 * All are public reference reads, cached per site and language like the footer.
 */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/certification/home/getHomeData',
    {
      schema: {
        tags: ['home'],
        summary: 'Home sections in one call: 8 newest courses, 6 upcoming classrooms, 8 trainers, the top 4 news, all FAQ, 8 comments',
        querystring: siteParams,
        response: { 200: envelopeOf(homeData) },
      },
    },
    async (req) => ok(await cachedForSite(app, 'homeData', req.ctx, undefined, () => getHomeData(app.db, req.ctx))),
  );

  app.post(
    '/certification/faq/list',
    {
      schema: {
        tags: ['home'],
        summary: 'FAQ entries of the site and language, by sort (the floating FAQ button shows only when non-empty)',
        body: siteParams.nullish(),
        response: { 200: envelopeOf(z.array(faqItem)) },
      },
    },
    async (req) => ok(await cachedForSite(app, 'faqs', req.ctx, undefined, () => listFaqs(app.db, req.ctx))),
  );

  app.get(
    '/certification/nonCertification/menu',
    {
      schema: {
        tags: ['home'],
        summary: 'Non-certification menu (educational video, workshop & seminar); empty when the site does not show it',
        querystring: siteParams,
        response: { 200: envelopeOf(z.array(nonCertificationMenuItem)) },
      },
    },
    async (req) => ok(await cachedForSite(app, 'nonCertMenu', req.ctx, undefined, () => getNonCertificationMenu(app.db, req.ctx))),
  );

  app.get(
    '/certification/survey/config',
    {
      schema: {
        tags: ['home'],
        summary: 'Floating evaluation survey: title, description, link, activeState (1 shows the button)',
        querystring: siteParams,
        response: { 200: envelopeOf(surveyConfig) },
      },
    },
    async (req) => ok(await cachedForSite(app, 'surveyConfig', req.ctx, undefined, () => getSurveyConfig(app.db, req.ctx))),
  );
};
