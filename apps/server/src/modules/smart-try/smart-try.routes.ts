import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import {
  smartTryPage,
  smartTryRequestBody,
  smartTryRequested,
  staffSmartTryDecideBody,
  staffSmartTryDecision,
  staffSmartTryItem,
  staffSmartTryListQuery,
} from '@credo/contracts/smart-try';
import { signedIn, staffOf, staffOnly, userOf, viewerIdOf } from '../../platform/access';
import { ok, orError } from '../../platform/envelope';
import { requestSmartTry, smartTryPageOf } from './smart-try.service';
import { decideSmartTryRequest, listSmartTryRequests, type SmartTryAudit } from './smart-try-staff.service';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

/**
 * Smart Try (cert §1, pages /smart-try and /mobile/smart-try/detail; issue 21 item 3; decision
 * 0025). The spec names no call; the paths follow its families (certification/… public,
 * user/… signed in, staff/… staff). `audit` is staff's writer, handed in by app.ts.
 */
export const smartTryRoutes: FastifyPluginAsyncZod<{ audit: SmartTryAudit }> = async (app, opts) => {
  app.get(
    '/certification/smartTry/campaign',
    {
      schema: {
        tags: ['smart-try'],
        summary: "The site's running Smart Try campaign in the request's language, and the viewer's eligibility",
        description:
          'Public. `campaign` is null when none runs on the site (or none is written in the language). eligibility: visitor (sign in), ' +
          'notCertified (no valid certificate: unrevoked, not renewed, not expired), eligible, requested (their one request is in `request`). ' +
          '`certificates` are the valid certificates the learner may name as the certification type.',
        querystring: siteParams,
        response: { 200: envelopeOf(smartTryPage), ...errors },
      },
    },
    async (req) => ok(await smartTryPageOf(app.db, req.ctx, viewerIdOf(req))),
  );

  app.post(
    '/user/smartTry/request',
    {
      preValidation: signedIn,
      schema: {
        tags: ['smart-try'],
        summary: 'Requests a trial product of the running campaign (certified learners, one request per campaign)',
        description:
          'Certification type (one of the learner’s valid certificates, by number), product type (a product of the campaign) and ' +
          'distributor (one of the campaign’s) are required (cert §5): missing or foreign ones answer 400 with the field. No valid ' +
          'certificate: 501 with data.reason notCertified. A second request, or a concurrent twin, answers 10024 (the unique index ' +
          'decides). A campaign not running on the site: 404. The confirmation mail (smarttry.requested) is queued in the same transaction.',
        body: siteParams.extend(smartTryRequestBody.shape),
        response: { 200: orError(smartTryRequested), ...errors },
      },
    },
    async (req) => ok(await requestSmartTry(app.db, req.ctx, userOf(req).id, req.body)),
  );

  app.get(
    '/staff/smartTry/request/list',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['staff', 'smart-try'],
        summary: "Smart Try requests on the tenant's sites in a state (default pending), oldest first",
        description:
          'state: pending, approved, rejected, or withdrawn (a deleted account’s pending request, decision 0025: listed with its ' +
          'certificate number and note erased; it can no longer be decided).',
        querystring: siteParams.extend(staffSmartTryListQuery.shape),
        response: { 200: envelopeOf(z.array(staffSmartTryItem)), ...errors },
      },
    },
    async (req) => ok(await listSmartTryRequests(app.db, staffOf(req), req.ctx.languageId, req.query.state)),
  );

  app.post(
    '/staff/smartTry/request/decide',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['staff', 'smart-try'],
        summary: 'Approves or rejects a pending Smart Try request; the learner is e-mailed the outcome',
        description:
          'Another tenant’s request answers 404; one already decided, or withdrawn by an account deletion (reason account-deleted), 501 (nothing changes). Written to the staff audit log ' +
          '(smartTry.approve|reject, targetType smartTryRequest) with the outcome mail (smarttry.decided) in the same transaction.',
        body: siteParams.extend(staffSmartTryDecideBody.shape),
        response: { 200: orError(staffSmartTryDecision), ...errors },
      },
    },
    async (req) => ok(await decideSmartTryRequest(app.db, opts.audit, staffOf(req), req.body)),
  );
};
