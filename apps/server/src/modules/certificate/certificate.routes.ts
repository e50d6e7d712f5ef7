import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { certificateIdBody, certificateNumberQuery, certificateVerification, myCertificates } from '@credo/contracts/certificate';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { signedIn, userOf } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { certificatePdf, closeRemindWindow, myCertificates as listMine, verifyCertificate } from './certificate.service';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };
const tags = ['certificate'];

/** The origin the learner uses (the QR code leads back to the same host). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? 'localhost'}`;

/** Certificates, PDF and public verification (cert §4, §7, §9; issue 7; decision 0010); applying and renewal are the certification's steps. */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/certificationApply/updateWindowRemindStatus',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Closes the congratulation dialog of the learner's own certificate (remindStatus '0'; idempotent)",
        body: siteParams.extend(certificateIdBody.shape),
        response: { 200: envelopeOf(z.null()), ...errors },
      },
    },
    async (req) => ok(await closeRemindWindow(app.db, userOf(req).id, req.body.certificateId)),
  );

  app.get(
    '/user/certificate/list',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "The learner's certificates (newest first, with state and renewable) and medals",
        description: 'Medals count the certificates held now (valid or about to expire) by level: 1 bronze, 2 silver, 3 gold.',
        querystring: siteParams,
        response: { 200: envelopeOf(myCertificates), ...errors },
      },
    },
    async (req) => ok(await listMine(app.db, userOf(req).id)),
  );

  app.get(
    '/user/certificate/pdf',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "The learner's own certificate as a PDF (attachment certificate-<number>.pdf)",
        description: "Another learner's or an unknown number: HTTP 404. Company not filled in: code 20040 (JSON envelope, no PDF). Revoked: 501.",
        querystring: siteParams.extend(certificateNumberQuery.shape),
      },
    },
    async (req, reply) => {
      const { number, pdf } = await certificatePdf(app.db, userOf(req).id, req.query.number, originOf(req));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="certificate-${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/certification/certificate/verify',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Public verification of a certificate number (no login): holder, certification, validity and state',
        description:
          'An unknown, forged or malformed number answers found false, valid false (HTTP 200). valid is true only for an ' +
          "unrevoked certificate within its validity. Never the holder's e-mail or id. 60 calls a minute per address.",
        querystring: siteParams.extend(certificateNumberQuery.shape),
        response: { 200: envelopeOf(certificateVerification), 400: errorEnvelope },
      },
    },
    async (req) => ok(await verifyCertificate(app.db, req.ctx, req.query.number)),
  );
};
