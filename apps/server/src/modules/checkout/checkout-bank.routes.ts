import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import fastifyMultipart from '@fastify/multipart';
import { proofFileParams, proofInfo, proofQuery, rescheduleAnswer, rescheduleBody, saveVoucherBody } from '@credo/contracts/checkout-bank';
import { PROOF_MAX_BYTES } from '@credo/contracts/constants';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { signedIn, userOf } from '../../platform/access';
import { AppError } from '../../platform/app-error';
import { ok, orError } from '../../platform/envelope';
import { storageOf } from '../../platform/storage';
import type { CheckoutDeps } from './checkout-order.service';
import type { SeatLedgers } from './checkout-bank-ports';
import { reschedulePaidSeat } from './checkout-reschedule.service';
import { openProof, proofMissingError, proofOf, proofSizeError, saveVoucher, storeProofImage } from './checkout-proof.service';

const FIELD = 'image';
const tags = ['checkout'];
const P = '/user/pay/registration';
const perLearner = (name: string, max = 30) => ({
  rateLimit: { max, timeWindow: 60_000, hook: 'preHandler' as const, keyGenerator: (req: FastifyRequest) => `${name}:${req.session?.user.id ?? req.ip}` },
});
const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };

/** Reads the one file of field `image`, stopping at 5,242,880 bytes while it streams. */
async function readProof(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw proofMissingError();
  let part: MultipartFile | undefined;
  try {
    part = await req.file({ limits: { fileSize: PROOF_MAX_BYTES, files: 1, fields: 10, parts: 12 } });
  } catch {
    throw proofMissingError();
  }
  if (!part || part.fieldname !== FIELD) {
    part?.file.resume();
    throw proofMissingError();
  }
  try {
    return await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw proofSizeError();
    throw AppError.badRequest(`The upload could not be read: ${(err as Error).message}`);
  }
}

/** The learner's bank-transfer proof calls (commerce §5, §7; decision 0017 "Bank transfer"). */
export const checkoutBankRoutes: FastifyPluginAsyncZod<{ deps: () => CheckoutDeps; ledgers: SeatLedgers }> = async (app, opts) => {
  const storage = storageOf(app);
  const db = () => opts.deps().db;
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);

  app.post(
    `${P}/image/upload`,
    {
      preValidation: signedIn,
      config: perLearner('checkout-proof-upload'),
      schema: {
        tags,
        summary: 'Payment proof upload (multipart, field image): jpeg, jpg or png by content, at most 5,242,880 bytes; answers the image URL',
        description:
          'Refusals answer HTTP 400 with the spec warning as message: another type "Only jpeg, jpg or png images can be uploaded.", a larger file "The image must be smaller than 5 MB.", ' +
          'no file "Please upload the payment proof.". The URL is then sent with save/voucher.',
        consumes: ['multipart/form-data'],
        querystring: siteParams,
        response: { 200: envelopeOf(z.string()), ...errors },
      },
    },
    async (req) => {
      const me = userOf(req);
      return ok(await storeProofImage(storage, me.id, await readProof(req)));
    },
  );

  app.get(
    `${P}/proof/:file`,
    {
      preValidation: signedIn,
      schema: { tags, summary: 'A payment proof image: to its uploader and to staff of the tenant of its order only (else 404)', params: proofFileParams },
    },
    async (req, reply) => {
      const found = await openProof(db(), storage, userOf(req), req.params.file);
      if (!found) throw AppError.notFound('No such proof');
      return reply
        .header('content-type', found.contentType)
        .header('content-length', found.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-store')
        .send(found.stream);
    },
  );

  app.post(
    `${P}/save/voucher`,
    {
      preValidation: signedIn,
      config: perLearner('checkout-voucher'),
      schema: {
        tags,
        summary: "Attaches the uploaded proof to the learner's bank-transfer order (id = the order's seqNo); the order waits for staff (pending)",
        description:
          'Only in the create state: another state or a card order answers 501 with the reason. No or a foreign proof URL: 400 "Please upload the payment proof.". ' +
          'A proof uploaded more than 23 hours ago: the same 400 with data.reason "proof-expired" (uploads never attached are deleted after 24 hours; upload it again). ' +
          "Another learner's order: HTTP 404.",
        body: siteParams.extend(saveVoucherBody.shape),
        response: { 200: orError(proofInfo), ...errors },
      },
    },
    async (req) => ok(await saveVoucher(db(), storage, userOf(req).id, req.body)),
  );

  app.post(
    `${P}/getProof`,
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "The learner's order with its latest proof and staff's review (the reason of a rejection)",
        body: siteParams.extend(proofQuery.shape),
        response: { 200: envelopeOf(proofInfo), ...errors },
      },
    },
    async (req) => ok(await proofOf(db(), userOf(req).id, req.body.seqNo)),
  );

  app.post(
    `${P}/reschedule`,
    {
      preValidation: signedIn,
      config: perLearner('checkout-reschedule', 20),
      schema: {
        tags,
        summary: 'Moves a paid seat to another session of the same training at the same price, in one transaction',
        description:
          "The old seat is freed only if the new one is taken. Refusals: HTTP 404 another learner's order or an unknown session; 501 not paid, another training or another price; " +
          '10024 the same session; 10011 within 24 hours of the old start; 10013 the new session started; 10014 / 10008 the new session is full; the seat rules of the session.',
        body: siteParams.extend(rescheduleBody.shape),
        response: { 200: orError(rescheduleAnswer), ...errors },
      },
    },
    async (req) => ok(await reschedulePaidSeat(opts.deps(), opts.ledgers, req.ctx, userOf(req).id, req.body)),
  );
};
