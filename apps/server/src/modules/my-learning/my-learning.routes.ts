import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { myCredits as creditsSchema, myExams, myLearningCertificates, myOrders, myTraining } from '@credo/contracts/my-learning';
import { siteParams } from '@credo/contracts/site';
import { signedIn, userOf } from '../../platform/access';
import { ok } from '../../platform/envelope';
import {
  myExams as listExams,
  myLearningCertificates as listCertificates,
  myOrders as listOrders,
  myTraining as listTraining,
} from './my-learning-activity.service';
import { myCredits } from './my-learning-credits.service';
import { learnerExport } from './my-learning-export.service';

const errors = { 400: errorEnvelope, 401: errorEnvelope };
const tags = ['my-learning'];
const P = '/user/myLearning';

/**
 * My Learning (cert §2, issue 18): one call per tab, each reading only the signed-in learner's
 * rows (the id comes from the session through platform/access, never from the request).
 */
export const myLearningRoutes: FastifyPluginAsyncZod = async (app) => {
  const on = (summary: string) => ({ preValidation: signedIn, schema: { tags, summary, querystring: siteParams } });
  const answers = <T extends object>(schema: T) => ({ response: { 200: schema, ...errors } });
  const route = (summary: string, schema: object) => {
    const base = on(summary);
    return { ...base, schema: { ...base.schema, ...answers(schema) } };
  };

  app.get(
    `${P}/credits`,
    route('Credits per enrolled certification: earned against required, courses, history, next step', envelopeOf(creditsSchema)),
    async (req) => ok(await myCredits(app.db, req.ctx, userOf(req).id)),
  );
  app.get(`${P}/exams`, route('Every exam attempt of the learner: score, pass mark, result, analysis flag', envelopeOf(myExams)), async (req) =>
    ok(await listExams(app.db, userOf(req).id)),
  );
  app.get(`${P}/training`, route('Classroom seats, waitlist places and practical-exam places of the learner', envelopeOf(myTraining)), async (req) =>
    ok(await listTraining(app.db, userOf(req).id)),
  );
  app.get(`${P}/orders`, route("The learner's orders (state, amount)", envelopeOf(myOrders)), async (req) => ok(await listOrders(app.db, userOf(req).id)));
  app.get(
    `${P}/certificates`,
    route('Certificates grouped valid / about to expire / expired / renewing, and medals', envelopeOf(myLearningCertificates)),
    async (req) => ok(await listCertificates(app.db, userOf(req).id)),
  );

  app.get(
    `${P}/export`,
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Everything held about the learner as a JSON file (attachment my-data-<date>.json)',
        description:
          "Profile, enrolments, registrations and progress, credits, exam attempts, seats, certificates, orders, survey answers: the caller's rows only.",
        querystring: siteParams,
      },
    },
    async (req, reply) => {
      const now = new Date();
      const body = await learnerExport(app.db, userOf(req).id, now);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="my-data-${now.toISOString().slice(0, 10)}.json"`)
        .header('cache-control', 'private, no-store')
        .send(JSON.stringify(body, null, 2));
    },
  );
};
