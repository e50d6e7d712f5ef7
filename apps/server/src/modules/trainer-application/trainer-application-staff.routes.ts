import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import {
  staffTrainerApplication,
  staffTrainerDecideBody,
  staffTrainerDecision,
  staffTrainerIdQuery,
  staffTrainerListQuery,
} from '@credo/contracts/trainer-application';
import { staffOf, staffOnly } from '../../platform/access';
import { ok, orError } from '../../platform/envelope';
import { storageOf } from '../../platform/storage';
import { decideTrainerApplication, staffApplicationList, staffApplicationOf, staffCvKeyOf, type TrainerAudit } from './trainer-application.service';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const tags = ['staff', 'trainer'];

/**
 * Staff review of trainer applications (cert §6: within 7 business days): the queue, one
 * application, its CV and the decision. Staff only (401 visitor, 403 learner); the staff member's
 * tenant only (another's: 404). `audit` is staff's writer, handed in by app.ts.
 */
export const trainerApplicationStaffRoutes: FastifyPluginAsyncZod<{ audit: TrainerAudit }> = async (app, opts) => {
  const storage = storageOf(app);

  app.get(
    '/staff/trainer-application/list',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Trainer applications of the tenant in a state (default pending), oldest first',
        querystring: siteParams.extend(staffTrainerListQuery.shape),
        response: { 200: envelopeOf(z.array(staffTrainerApplication)), ...errors },
      },
    },
    async (req) => ok(await staffApplicationList(app.db, staffOf(req), req.query.state)),
  );

  app.get(
    '/staff/trainer-application/detail',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'One trainer application (personal fields null once a declined one is deleted)',
        querystring: siteParams.extend(staffTrainerIdQuery.shape),
        response: { 200: envelopeOf(staffTrainerApplication), ...errors },
      },
    },
    async (req) => ok(await staffApplicationOf(app.db, staffOf(req), req.query.id)),
  );

  app.get(
    '/staff/trainer-application/cv',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: "The application's CV (application/pdf, as a download); 404 once deleted",
        querystring: siteParams.extend(staffTrainerIdQuery.shape),
      },
    },
    async (req, reply) => {
      const key = await staffCvKeyOf(app.db, staffOf(req), req.query.id);
      const stat = await storage.stat(key);
      if (!stat) return reply.code(404).send({ code: 404, data: null, message: 'This application has no CV (any more)' });
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-length', stat.size)
          .header('x-content-type-options', 'nosniff')
          // A download, never shown inline on our origin; personal data, so no shared cache.
          .header('content-disposition', `attachment; filename="trainer-application-${req.query.id}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(storage.createReadStream(key))
      );
    },
  );

  app.post(
    '/staff/trainer-application/decide',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Accepts or declines a pending trainer application; the applicant is mailed the outcome (trainer.decided)',
        description:
          'Only a pending one can be decided: anything else answers 501 and nothing changes. Written to the audit log ' +
          '(trainerApplication.accept|decline) in the same transaction. A decline deletes the personal data and CV after 3 business days.',
        body: siteParams.extend(staffTrainerDecideBody.shape),
        response: { 200: orError(staffTrainerDecision), ...errors },
      },
    },
    async (req) => ok(await decideTrainerApplication(app.db, opts.audit, staffOf(req), req.body)),
  );
};
