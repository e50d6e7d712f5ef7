import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import {
  certificationIdBody,
  practicalExamCancelBody,
  practicalExamEnrollBody,
  practicalExamEntry,
  practicalExamIdQuery,
  practicalExamList,
  practicalExamRegions,
  practicalExamSeatResult,
} from '@credo/contracts/training';
import { signedIn, userOf, viewerIdOf } from '../../platform/access';
import { ok, orError } from '../../platform/envelope';
import { cancelPracticalExam, enrollPracticalExam, getPracticalExam, listPracticalExamsOfCertification } from './practical-exam.service';
import { practicalTaskRoutes } from './practical-exam-task.routes';
import { practicalExamRegionsOf } from './practical-exam-list.service';

/** Per learner (after the session is read), so an exam centre behind one address does not share a budget. */
const perLearner = (name: string) => ({
  rateLimit: { max: 30, timeWindow: 60_000, hook: 'preHandler' as const, keyGenerator: (req: FastifyRequest) => `${name}:${req.session?.user.id ?? req.ip}` },
});

const tags = ['practical-exam'];
const ENTRY =
  "A visitor gets userPracticalExamStatus 0 and empty personal fields; allergies, dietary requirements, recordLink and linkPasswd are the learner's own only. " +
  "cancellable and enrollable are the server's answer at the time of the call.";

/** Places in a certification's practical exams (cert §3, §4 practical-exam user states, §5, §7, §8; decision 0011). */
export const practicalExamRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(practicalTaskRoutes);

  app.post(
    '/certification/practicalExam/getOfCertification',
    {
      schema: {
        tags,
        summary:
          "The certification's practical-exam sessions on the site (not ended, plus the learner's own of the current cycle), upcoming first, with seats left and the learner's place",
        description: ENTRY,
        body: siteParams.extend(certificationIdBody.shape),
        response: { 200: envelopeOf(practicalExamList) },
      },
    },
    async (req) => ok(await listPracticalExamsOfCertification(app.db, req.ctx, viewerIdOf(req), req.body.certificationId)),
  );

  app.post(
    '/certification/practicalExam/getRegion',
    {
      schema: {
        tags,
        summary: "Filter options of the certification's practical exams on the site: countries and regions of the sessions not ended, with their counts",
        description: 'Remote sessions (no country or region) are counted in neither list. An unknown certification answers empty lists.',
        body: siteParams.extend(certificationIdBody.shape),
        response: { 200: envelopeOf(practicalExamRegions) },
      },
    },
    async (req) => ok(await practicalExamRegionsOf(app.db, req.ctx, req.body.certificationId)),
  );

  app.get(
    '/certification/practicalExam/getById',
    {
      schema: {
        tags,
        summary: "One practical-exam session of the site with the learner's place",
        description: `${ENTRY} HTTP 404 when the session is not on the request's site.`,
        querystring: siteParams.extend(practicalExamIdQuery.shape),
        response: { 200: envelopeOf(practicalExamEntry), 404: errorEnvelope },
      },
    },
    async (req) => ok(await getPracticalExam(app.db, req.ctx, viewerIdOf(req), req.query.id)),
  );

  app.post(
    '/user/practicalExamApprove/enroll',
    {
      preValidation: signedIn,
      config: perLearner('practical-exam-enrol'),
      schema: {
        tags,
        summary: 'Take a place in a practical exam (enrolled at once), with allergies and dietary requirements',
        description:
          'In this order: HTTP 404 unknown session; 501 paid session (bought through checkout); 501 "Pass the theory exam first"; 10010 certificate held; ' +
          '10012 a result of this cycle already decided (invitation only); 10013 started; 10024 already in this session; 10009 a place in another session of the certification; ' +
          '10008 full. 10002 while another request of the learner is in flight.',
        body: siteParams.extend(practicalExamEnrollBody.shape),
        response: { 200: orError(practicalExamSeatResult), 404: errorEnvelope },
      },
    },
    async (req) => ok(await enrollPracticalExam(app.db, req.ctx, userOf(req).id, req.body)),
  );

  app.post(
    '/user/practicalExamApprove/cancelPracticalExam',
    {
      preValidation: signedIn,
      config: perLearner('practical-exam-cancel'),
      schema: {
        tags,
        summary: "Cancel the learner's own place; the seat is freed at once",
        description:
          "HTTP 404 for a place that is not the learner's; 10011 less than 24 hours before the start or after it. Cancelling a cancelled place answers the same result.",
        body: siteParams.extend(practicalExamCancelBody.shape),
        response: { 200: orError(practicalExamSeatResult), 404: errorEnvelope },
      },
    },
    async (req) => ok(await cancelPracticalExam(app.db, req.ctx, userOf(req).id, req.body)),
  );
};
