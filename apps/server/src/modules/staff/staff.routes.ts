import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditLogEntry,
  auditLogQuery,
  staffApplicationDecideBody,
  staffApplicationDecision,
  staffApplicationItem,
  staffEnrolmentDecideBody,
  staffEnrolmentItem,
  staffListQuery,
  staffRevokeBody,
} from '@credo/contracts/certificate';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { practicalExamDecision, practicalExamDecisionBody } from '@credo/contracts/training';
import { staffOf, staffOnly } from '../../platform/access';
import { ok, orError } from '../../platform/envelope';
import { applicationQueue, auditLog, decideApplicationOf, decideEnrolment, decidePracticalExamOf, enrolmentQueue, revoke } from './staff.service';
import { staffCampaignRoutes } from './staff-campaign.routes';
import { staffTrainingRoutes } from './staff-training.routes';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const tags = ['staff'];

const enrolmentDecision = z.object({ enrolmentId: z.number().int(), state: z.enum(['approved', 'rejected']) });
const revokeResult = z.object({ number: z.string(), revokedAt: z.string() });
const decided = 'Only a pending one can be decided: anything else answers 501 and nothing changes. Written to the audit log in the same transaction.';

/** Staff-only calls (role 'staff', checked on the server; decision 0010). No console yet: used through HTTP. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffTrainingRoutes);
  await app.register(staffCampaignRoutes);

  app.get(
    '/staff/certification/enrolment/list',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Enrolments of the tenant in a state (default pending), oldest first',
        querystring: siteParams.extend(staffListQuery.shape),
        response: { 200: envelopeOf(z.array(staffEnrolmentItem)), ...errors },
      },
    },
    async (req) => ok(await enrolmentQueue(app.db, staffOf(req), req.query.state)),
  );

  app.post(
    '/staff/certification/enrolment/decide',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Approves or rejects a pending enrolment (review mode)',
        description: decided,
        body: siteParams.extend(staffEnrolmentDecideBody.shape),
        response: { 200: orError(enrolmentDecision), ...errors },
      },
    },
    async (req) => ok(await decideEnrolment(app.db, staffOf(req), req.body)),
  );

  app.get(
    '/staff/certification/application/list',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Certificate applications of the tenant in a state (default pending), oldest first',
        querystring: siteParams.extend(staffListQuery.shape),
        response: { 200: envelopeOf(z.array(staffApplicationItem)), ...errors },
      },
    },
    async (req) => ok(await applicationQueue(app.db, staffOf(req), req.query.state)),
  );

  app.post(
    '/staff/certification/application/decide',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Approves (issues the certificate in the same transaction) or rejects (the learner may apply again) a pending application',
        description: decided,
        body: siteParams.extend(staffApplicationDecideBody.shape),
        response: { 200: orError(staffApplicationDecision), ...errors },
      },
    },
    async (req) => ok(await decideApplicationOf(app.db, staffOf(req), req.body)),
  );

  app.post(
    '/staff/certificate/revoke',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Revokes a certificate of the tenant: it verifies as not valid from then on (already revoked: 501)',
        body: siteParams.extend(staffRevokeBody.shape),
        response: { 200: orError(revokeResult), ...errors },
      },
    },
    async (req) => ok(await revoke(app.db, staffOf(req), req.body)),
  );

  app.get(
    '/staff/audit-log',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Staff decisions of the tenant, newest first (200 at most), optionally of one target',
        querystring: siteParams.extend(auditLogQuery.shape),
        response: { 200: envelopeOf(z.array(auditLogEntry)), ...errors },
      },
    },
    async (req) => ok(await auditLog(app.db, staffOf(req), req.query)),
  );

  app.post(
    '/staff/practical-exam/decide',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['staff', 'practical-exam'],
        summary: 'Records the result of an enrolled place: success (status 4, approval 1), fail (5, 2) or absent (6, 0)',
        description:
          "Staff only (401 visitor, 403 learner); places of the staff member's tenant (else 404). A place that is not enrolled, or whose session has not started yet, answers 501 and nothing changes. " +
          'Written to the audit log (practicalExam.success|fail|absent) in the same transaction.',
        body: siteParams.extend(practicalExamDecisionBody.shape),
        response: { 200: orError(practicalExamDecision), 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => ok(await decidePracticalExamOf(app.db, staffOf(req), req.body)),
  );
};
