import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { surveyDetail as detailSchema, surveyDetailBody, surveyInfo, surveySaveBody } from '@credo/contracts/survey';
import { signedIn, userOf } from '../../platform/access';
import { ok, orError } from '../../platform/envelope';
import { pendingSurvey, saveSurvey, surveyDetail } from './survey.service';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const tags = ['survey'];

/** Post-course and post-classroom surveys (cert §3, §4, §5, §7; issue 18). */
export const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/survey/detail',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'A survey with its questions, for a learner who completed its course or attended its classroom',
        description: "Another relation than the survey's: 404. A course not completed or a classroom not attended by the caller: 403.",
        body: siteParams.extend(surveyDetailBody.shape),
        response: { 200: envelopeOf(detailSchema), ...errors },
      },
    },
    async (req) => ok(await surveyDetail(app.db, userOf(req).id, req.body)),
  );

  app.post(
    '/user/survey/save',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Saves the learner's answers once (content: JSON list of {questionId, answer})",
        description:
          'Single choice: one option; multiple: options comma-joined; free text: at most 200 characters; every required question answered; ' +
          'otherwise 400 with the questionId. A second save of the same survey: code 10002, nothing written.',
        body: siteParams.extend(surveySaveBody.shape),
        response: { 200: orError(z.literal(true)), ...errors },
      },
    },
    async (req) => ok(await saveSurvey(app.db, userOf(req).id, req.body)),
  );

  app.get(
    '/user/survey/pending',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The survey info (showSurvey, surveyId, relationId, relationType) of the first survey the learner owes',
        querystring: siteParams,
        response: { 200: envelopeOf(surveyInfo), 401: errorEnvelope },
      },
    },
    async (req) => ok(await pendingSurvey(app.db, userOf(req).id)),
  );
};
