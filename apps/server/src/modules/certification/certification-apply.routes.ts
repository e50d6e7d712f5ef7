import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyBody, applyResult, certificateIdBody, renewResult } from '@credo/contracts/certificate';
import { errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { signedIn, userOf } from '../../platform/access';
import { ok, orError } from '../../platform/envelope';
import { applyForCertificate, renewCertificate } from './certification-apply.service';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };
const tags = ['certificate'];

/** Applying for the certificate and renewing it: the journey's last steps (cert §4, §7; decision 0010). */
export const certificationApplyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/certificationApply/apply',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Applies for the certificate of a certification at status 4 (apply); staff decide',
        description:
          '20036 while an application is pending (also for racing clicks: one row is written). Any status other than 4: ' +
          "code 501 with the reason in the message. Another site's certification: HTTP 404.",
        body: siteParams.extend(applyBody.shape),
        response: { 200: orError(applyResult), ...errors },
      },
    },
    async (req) => ok(await applyForCertificate(app.db, req.ctx, userOf(req).id, req.body.certificationId)),
  );

  app.post(
    '/user/certificationApply/renew',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Starts the renewal cycle of the learner's own certificate (about to expire or expired)",
        description:
          "Runs in this site's certification of the same group (request language first). 20038 none on the site, 20039 the site has " +
          "no certification of the programme; 501 when the certificate is valid, renewed or revoked; another learner's: HTTP 404. " +
          'A repeat while the renewal cycle runs answers the same enrolment and resets nothing.',
        body: siteParams.extend(certificateIdBody.shape),
        response: { 200: orError(renewResult), ...errors },
      },
    },
    async (req) => ok(await renewCertificate(app.db, req.ctx, userOf(req).id, req.body.certificateId)),
  );
};
