import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { evaluation, evaluationQuery, playbackInfo, powerCheckQuery, reloadBody, reloadResult, saveEvaluationBody } from '@credo/contracts/learning';
import { siteParams } from '@credo/contracts/site';
import { signedIn, userOf } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { getOrCreateSecret } from '../../platform/secrets';
import { storageOf } from '../../platform/storage';
import { checkPlayback, queryEvaluation, saveEvaluation, saveProgress } from './learning.service';
import { registerVideoStream } from './video-stream';

/** Playback grants, progress saves and course evaluations (commerce §3, §6, §7). */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  // One signing secret for every node (stored in the database, created by the first node that asks).
  let secret: Promise<string> | undefined;
  const videoSecret = () => (secret ??= getOrCreateSecret(app.db, 'video-url-key'));

  app.get(
    '/api/certification/release/course/power/check',
    {
      preValidation: signedIn,
      schema: {
        tags: ['learning'],
        summary: 'Grants playback of one chapter: a signed stream URL (short-lived, bound to the learner) and the position to resume from',
        description:
          'Answers HTTP 403 with code 403 for a locked chapter (not enrolled, or an earlier chapter not yet watched to the end); ' +
          "HTTP 404 for another site's course or a chapter of another course. Free previews play without enrolment.",
        querystring: siteParams.extend(powerCheckQuery.shape),
        response: { 200: envelopeOf(playbackInfo), 403: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => ok(await checkPlayback(app.db, req.ctx, userOf(req).id, req.query, await videoSecret())),
  );

  app.post(
    '/api/certification/release/course/reload',
    {
      preValidation: signedIn,
      config: {
        rateLimit: {
          max: 120,
          timeWindow: 60_000,
          keyGenerator: (req: FastifyRequest) => `reload:${req.session?.user.id ?? req.ip}`,
          // After the session is read (preValidation): keyed per learner, so a class behind one
          // address (a training room's NAT) does not share one budget.
          hook: 'preHandler',
        },
      },
      schema: {
        tags: ['learning'],
        summary: "Saves the learner's position in a chapter; completion, unlocking and credits are decided here from the saved progress",
        description:
          "A position beyond the video's length answers HTTP 400 and changes nothing. Seconds count as watched only at a pace " +
          'the wall clock allows (2x plus 3 s since the previous save). quizExist is accepted as sent and never trusted.',
        body: siteParams.extend(reloadBody.shape),
        response: { 200: envelopeOf(reloadResult), 400: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => ok(await saveProgress(app.db, req.ctx, userOf(req).id, req.body)),
  );

  app.post(
    '/api/certification/evaluate/queryByUserId',
    {
      preValidation: signedIn,
      schema: {
        tags: ['learning'],
        summary: "The signed-in learner's own evaluation (1-5 stars and a comment) of a course or video, or null",
        body: siteParams.extend(evaluationQuery.shape),
        response: { 200: envelopeOf(evaluation.nullable()), 404: errorEnvelope },
      },
    },
    async (req) => ok(await queryEvaluation(app.db, req.ctx, userOf(req).id, req.body.relationId)),
  );

  app.post(
    '/api/certification/evaluate/save',
    {
      preValidation: signedIn,
      schema: {
        tags: ['learning'],
        summary: "Saves (or edits) the learner's evaluation of a course they are enrolled in; one per learner and course",
        body: siteParams.extend(saveEvaluationBody.shape),
        response: { 200: envelopeOf(evaluation), 403: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => ok(await saveEvaluation(app.db, req.ctx, userOf(req).id, req.body)),
  );

  registerVideoStream(app, storageOf(app), videoSecret);
};
