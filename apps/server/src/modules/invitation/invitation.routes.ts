import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '@credo/contracts/envelope';
import {
  invitationCodeQuery,
  invitationDetail,
  invitationDetailQuery,
  invitationReleaseInfo,
  invitationUseBody,
  invitationUseResult,
} from '@credo/contracts/invitation';
import { siteParams } from '@credo/contracts/site';
import { signedIn, userOf } from '../../platform/access';
import { ok, orError } from '../../platform/envelope';
import { invitationRateLimit } from './invitation.rate-limit';
import { getInvitationDetail, getInvitationReleaseInfo, useInvitation } from './invitation.service';
import { enrollByInvitationCode } from './invitation-practical.service';
import { practicalExamInvitationBody, practicalExamSeatResult } from '@credo/contracts/training';

const CODES =
  'Refusals answer HTTP 200 with codes 10000-10007, 10013, 10017-10019, 10022 (rate limit per learner and per address), 10002, 10003, 10024, 10026 (decision 0010).';

/** Invitation codes (cert §2 /invitation, §7 Invitations, §8; commerce §8; decision 0010). */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = invitationRateLimit(app);

  app.get(
    '/user/invitation/getDetail',
    {
      preValidation: signedIn,
      preHandler: limited,
      schema: {
        tags: ['invitation'],
        summary: 'What an invitation code enrols in, or the first check it fails for the signed-in learner',
        description: CODES,
        querystring: siteParams.extend(invitationDetailQuery.shape),
        response: { 200: orError(invitationDetail) },
      },
    },
    async (req) => ok(await getInvitationDetail(app.db, req.ctx, userOf(req).id, req.query.invitationCode)),
  );

  app.post(
    '/user/invitation/use',
    {
      preValidation: signedIn,
      preHandler: limited,
      schema: {
        tags: ['invitation'],
        summary: 'Use a user invitation code: enrols the learner in its certification (approved at once); a sales code answers 10005',
        description: CODES,
        body: siteParams.extend(invitationUseBody.shape),
        response: { 200: orError(invitationUseResult) },
      },
    },
    async (req) => ok(await useInvitation(app.db, req.ctx, userOf(req).id, 'user', req.body)),
  );

  app.post(
    '/user/invitation/sales/use',
    {
      preValidation: signedIn,
      preHandler: limited,
      schema: {
        tags: ['invitation'],
        summary: 'Use a sales invitation code: enrols the learner in its certification; a user code answers 10005',
        description: CODES,
        body: siteParams.extend(invitationUseBody.shape),
        response: { 200: orError(invitationUseResult) },
      },
    },
    async (req) => ok(await useInvitation(app.db, req.ctx, userOf(req).id, 'sales', req.body)),
  );

  app.post(
    '/user/practicalExamApprove/enrollByInvitationCode',
    {
      preValidation: signedIn,
      preHandler: limited,
      schema: {
        tags: ['invitation', 'practical-exam'],
        summary: 'Use a practical-exam invitation code (user or sales): a reserved place in its session, beyond the seat count',
        description:
          'The invitation checks (10022, 10000, 10005 also for a code that is not a practical-exam code, 10001, 10013, 10018, 10019, 10007, 10006, 10004, 10002), ' +
          'then the practical-exam rules except 10012 and 10008: 501 paid session, 501 "Pass the theory exam first", 10010, 10013, 10024, 10009 (decision 0011).',
        body: siteParams.extend(practicalExamInvitationBody.shape),
        response: { 200: orError(practicalExamSeatResult), 404: errorEnvelope },
      },
    },
    async (req) => ok(await enrollByInvitationCode(app.db, req.ctx, userOf(req).id, req.body)),
  );

  app.get(
    '/user/invitation/certification/release/info',
    {
      preValidation: signedIn,
      preHandler: limited,
      schema: {
        tags: ['invitation'],
        summary: "The certification of a code: its group key (certificationId) and this site's release in the request language (id, null when none)",
        description: 'An unknown code answers 10000; 10022 as for the other invitation calls.',
        querystring: siteParams.extend(invitationCodeQuery.shape),
        response: { 200: orError(invitationReleaseInfo) },
      },
    },
    async (req) => ok(await getInvitationReleaseInfo(app.db, req.ctx, req.query.code)),
  );
};
