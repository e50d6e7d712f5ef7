import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@credo/contracts/envelope';
import { faqItem, homeData, nonCertificationMenuItem, surveyConfig } from '@credo/contracts/home';
import { siteParams } from '@credo/contracts/site';
import { cachedForSite, sendCachedValue } from '../../platform/reference-cache';
import { getHomeData, getNonCertificationMenu, getSurveyConfig, listFaqs } from './home.service';

/**
 * Home page data and the shell's reference calls that go with it (certification document
 * section 7: home page data, FAQ list, non-certification menu by languageId, survey config).
 * All are public reference reads, cached per site and language like the footer.
 */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each answer's contract, shared by its schema and its cached bytes (sendCachedValue).
  const homeAnswer = envelopeOf(homeData);
  const faqAnswer = envelopeOf(z.array(faqItem));
  const menuAnswer = envelopeOf(z.array(nonCertificationMenuItem));
  const surveyAnswer = envelopeOf(surveyConfig);
  app.get(
    '/certification/home/getHomeData',
    {
      schema: {
        tags: ['home'],
        summary: 'Home sections in one call: 8 newest courses, 6 upcoming classrooms, 8 trainers, the top 4 news, all FAQ, 8 comments',
        querystring: siteParams,
        response: { 200: homeAnswer },
      },
    },
    async (req, reply) => sendCachedValue(reply, homeAnswer, await cachedForSite(app, 'homeData', req.ctx, undefined, () => getHomeData(app.db, req.ctx))),
  );

  app.post(
    '/certification/faq/list',
    {
      schema: {
        tags: ['home'],
        summary: 'FAQ entries of the site and language, by sort (the floating FAQ button shows only when non-empty)',
        body: siteParams.nullish(),
        response: { 200: faqAnswer },
      },
    },
    async (req, reply) => sendCachedValue(reply, faqAnswer, await cachedForSite(app, 'faqs', req.ctx, undefined, () => listFaqs(app.db, req.ctx))),
  );

  app.get(
    '/certification/nonCertification/menu',
    {
      schema: {
        tags: ['home'],
        summary: 'Non-certification menu (educational video, workshop & seminar); empty when the site does not show it',
        querystring: siteParams,
        response: { 200: menuAnswer },
      },
    },
    async (req, reply) =>
      sendCachedValue(reply, menuAnswer, await cachedForSite(app, 'nonCertMenu', req.ctx, undefined, () => getNonCertificationMenu(app.db, req.ctx))),
  );

  app.get(
    '/certification/survey/config',
    {
      schema: {
        tags: ['home'],
        summary: 'Floating evaluation survey: title, description, link, activeState (1 shows the button)',
        querystring: siteParams,
        response: { 200: surveyAnswer },
      },
    },
    async (req, reply) =>
      sendCachedValue(reply, surveyAnswer, await cachedForSite(app, 'surveyConfig', req.ctx, undefined, () => getSurveyConfig(app.db, req.ctx))),
  );
};
