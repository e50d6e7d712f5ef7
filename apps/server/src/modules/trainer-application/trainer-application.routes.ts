import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import {
  TRAINER_APPLY_PER_HOUR,
  TRAINER_CV_FIELD,
  TRAINER_CV_MAX_BYTES,
  TRAINER_FORM_FIELD,
  VALIDATE_CODE_PER_MINUTE,
  VALIDATE_CODE_TTL_MS,
  trainerApplicationContext,
  trainerApplicationForm,
  trainerApplicationSubmitted,
  validateCodeImage,
  type TrainerApplicationForm,
} from '@credo/contracts/trainer-application';
import { AppError } from '../../platform/app-error';
import { signedIn, userOf } from '../../platform/access';
import { ok, orError } from '../../platform/envelope';
import { storageOf } from '../../platform/storage';
import { admitApplication, admitValidateCode } from './trainer-application.rate-limit';
import { applicationContext, submitApplication } from './trainer-application.service';
import { issueValidateCode } from './validate-code.service';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 429: errorEnvelope };
const cvSizeError = () => AppError.badRequest(`The CV must be at most ${TRAINER_CV_MAX_BYTES / 1_048_576} MB.`, { field: 'cv' });

type Multipart = Pick<FastifyRequest, 'isMultipart' | 'parts'>;

/**
 * The form (JSON in field `application`) and the CV (field `cv`) of one multipart request, the file
 * cut off at the size limit while it streams (as the avatar and payment-proof uploads do).
 */
async function readApplication(req: Multipart): Promise<{ form: TrainerApplicationForm; cv: Buffer }> {
  if (!req.isMultipart()) throw AppError.badRequest(`Send multipart/form-data with the fields "${TRAINER_FORM_FIELD}" and "${TRAINER_CV_FIELD}"`);
  let formText: string | undefined;
  let cv: Buffer | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: TRAINER_CV_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 65_536 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== TRAINER_CV_FIELD) {
          part.file.resume();
          throw AppError.badRequest(`Send the CV in the field "${TRAINER_CV_FIELD}"`);
        }
        cv = await part.toBuffer();
      } else if (part.fieldname === TRAINER_FORM_FIELD && typeof part.value === 'string') {
        formText = part.value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw cvSizeError();
    throw AppError.badRequest('The upload could not be read');
  }
  if (!cv || cv.length === 0) throw AppError.badRequest('Attach your CV as a PDF.', { field: 'cv' });
  let json: unknown;
  try {
    json = JSON.parse(formText ?? '');
  } catch {
    throw AppError.badRequest(`Send the form as JSON in the field "${TRAINER_FORM_FIELD}"`);
  }
  const parsed = trainerApplicationForm.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw AppError.badRequest(`${issue.path.join('.')}: ${issue.message}`, { field: String(issue.path[0] ?? '') });
  }
  return { form: parsed.data, cv };
}

/** Join us as a trainer (issue 21 item 2; decision 0024): the verification image, the page's context, the application. */
export const trainerApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = storageOf(app);
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);

  app.get(
    '/certification/validateCode/getValidateCode',
    {
      schema: {
        tags: ['trainer'],
        summary: 'A new image verification code for the join-as-a-trainer form (PNG data URL and its key)',
        description:
          `Public. The code is checked once (right or wrong, it is used up) and expires after ${VALIDATE_CODE_TTL_MS / 60_000} minutes. ` +
          `${VALIDATE_CODE_PER_MINUTE} images a minute per address, then HTTP 429.`,
        querystring: siteParams,
        response: { 200: envelopeOf(validateCodeImage), 429: errorEnvelope },
      },
    },
    async (req, reply) => {
      await admitValidateCode(app.counterStore, req.ip);
      reply.header('cache-control', 'no-store');
      return ok(await issueValidateCode(app.db));
    },
  );

  app.get(
    '/certification/trainer/application/context',
    {
      preValidation: signedIn,
      schema: {
        tags: ['trainer'],
        summary: "The signed-in learner's valid certificates (to name in the form) and their latest trainer application",
        querystring: siteParams,
        response: { 200: envelopeOf(trainerApplicationContext), 401: errorEnvelope },
      },
    },
    async (req) => ok(await applicationContext(app.db, userOf(req))),
  );

  app.post(
    '/certification/trainer/application/submit',
    {
      preValidation: signedIn,
      schema: {
        tags: ['trainer'],
        summary: 'Applies to become a trainer: multipart, the form as JSON in "application" and the CV (PDF by content, at most 5 MB) in "cv"',
        description:
          'Signed in (the outcome is mailed to the account). A wrong, used or expired verification code: 400 with data.field "validateCode" ' +
          "(ask for a new image). Certificates must be the learner's own valid ones. A second application while one is pending: 20036. " +
          `${TRAINER_APPLY_PER_HOUR} submissions an hour per learner, then HTTP 429.`,
        consumes: ['multipart/form-data'],
        querystring: siteParams,
        response: { 200: orError(trainerApplicationSubmitted), ...errors },
      },
    },
    async (req) => {
      const me = userOf(req);
      await admitApplication(app.counterStore, me.id);
      const { form, cv } = await readApplication(req);
      return ok(await submitApplication(app.db, storage, me, { tenantId: req.ctx.tenantId, siteId: req.ctx.siteId }, form, cv));
    },
  );
};
