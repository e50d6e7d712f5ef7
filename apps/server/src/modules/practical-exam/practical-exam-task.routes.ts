import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import fastifyMultipart from '@fastify/multipart';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import {
  examRecordResult,
  practicalExamCardPage,
  practicalExamCardQuery,
  practicalRescheduleBody,
  practicalRescheduleResult,
  practicalTask,
  practicalTaskQuery,
  RECORDING_FIELD,
  RECORDING_MAX_BYTES,
  recordUploadQuery,
  saveExamRecordBody,
} from '@credo/contracts/practical-training';
import { signedIn, userOf, viewerIdOf } from '../../platform/access';
import { AppError } from '../../platform/app-error';
import { ok, orError } from '../../platform/envelope';
import { storageOf } from '../../platform/storage';
import { reschedulePracticalExam } from './practical-exam-reschedule.service';
import { assertRecordingPlace, practicalExamCards, practicalTaskOf, saveExamRecord, saveRecordingFile } from './practical-exam-task.service';

const perLearner = (name: string, max = 30) => ({
  rateLimit: { max, timeWindow: 60_000, hook: 'preHandler' as const, keyGenerator: (req: FastifyRequest) => `${name}:${req.session?.user.id ?? req.ip}` },
});
const tags = ['practical-exam'];
const sizeMessage = `The recording is larger than ${RECORDING_MAX_BYTES / 1024 / 1024} MB.`;

/** Reads the one file of field `video`, stopping at the size limit while it streams. */
async function readRecording(req: { isMultipart(): boolean; file(opts: object): Promise<MultipartFile | undefined> }): Promise<Buffer> {
  if (!req.isMultipart()) throw AppError.badRequest(`Send the video as multipart/form-data in the field "${RECORDING_FIELD}"`);
  let part: MultipartFile | undefined;
  try {
    part = await req.file({ limits: { fileSize: RECORDING_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  } catch {
    throw AppError.badRequest(`Send one video in the field "${RECORDING_FIELD}"`);
  }
  if (!part || part.fieldname !== RECORDING_FIELD) {
    part?.file.resume();
    throw AppError.badRequest(`Send the video in the field "${RECORDING_FIELD}"`);
  }
  try {
    return await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.badRequest(sizeMessage);
    throw AppError.badRequest(`The upload could not be read: ${(err as Error).message}`);
  }
}

/** The practical task page, its recording, the cards of /practical-exam and reschedule (issue 17 items 6 and 8). */
export const practicalTaskRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = storageOf(app);
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);

  app.post(
    '/certification/practicalExam/listPracticalExamCard',
    {
      schema: {
        tags,
        summary: "The site's upcoming practical-exam sessions as cards, soonest first (page sizes 16, 32, 64, 128)",
        body: siteParams.extend(practicalExamCardQuery.shape),
        response: { 200: envelopeOf(practicalExamCardPage) },
      },
    },
    async (req) => ok(await practicalExamCards(app.db, req.ctx, req.body)),
  );

  app.get(
    '/certification/practicalExam/task',
    {
      schema: {
        tags,
        summary: "The certification's practical task panel (cert §4): showTask, needRecord, taskContent lines, panel and submit states, the learner's place",
        description:
          'panel: hidden (showTask no), login (visitor), noPermission (the rules do not show it), shown. submit: enabled for an enrolled or failed place, disabled on success. HTTP 404 for a certification not on the site.',
        querystring: siteParams.extend(practicalTaskQuery.shape),
        response: { 200: envelopeOf(practicalTask), 404: errorEnvelope },
      },
    },
    async (req) => ok(await practicalTaskOf(app.db, req.ctx, viewerIdOf(req), req.query.certificationId)),
  );

  app.post(
    '/user/practicalExamApprove/saveExamRecord',
    {
      preValidation: signedIn,
      config: perLearner('practical-exam-record'),
      schema: {
        tags,
        summary: "Submits the recording link (http or https) and its password for the learner's enrolled place; replaces an earlier submission",
        description: "HTTP 404 for a place that is not the learner's; 501 when the place is passed or not enrolled.",
        body: siteParams.extend(saveExamRecordBody.shape),
        response: { 200: orError(examRecordResult), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => ok(await saveExamRecord(app.db, storage, req.ctx, userOf(req).id, req.body)),
  );

  app.post(
    '/user/practicalExamApprove/uploadRecord',
    {
      preValidation: signedIn,
      config: perLearner('practical-exam-upload', 10),
      bodyLimit: RECORDING_MAX_BYTES + 1024 * 1024,
      schema: {
        tags,
        summary: `Uploads the recording (multipart, field ${RECORDING_FIELD}): MP4, WebM or MOV by content, at most ${RECORDING_MAX_BYTES / 1024 / 1024} MB`,
        description: "HTTP 400 for another type or a larger file; 404 for a place that is not the learner's; 501 when the place is passed or not enrolled.",
        consumes: ['multipart/form-data'],
        querystring: siteParams.extend(recordUploadQuery.shape),
        response: { 200: orError(examRecordResult), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => {
      const me = userOf(req);
      await assertRecordingPlace(app.db, req.ctx, me.id, req.query.practicalExamApproveId);
      const bytes = await readRecording(req);
      return ok(await saveRecordingFile(app.db, storage, req.ctx, me.id, req.query.practicalExamApproveId, bytes));
    },
  );

  app.post(
    '/user/practicalExamApprove/reschedule',
    {
      preValidation: signedIn,
      config: perLearner('practical-exam-reschedule'),
      schema: {
        tags,
        summary: "Moves the learner's enrolled place to another session of the same practical exam in one transaction",
        description:
          "In this order: 404 place not the learner's or unknown session; 10002 another request in flight; 501 not enrolled; 501 another certification; " +
          '10024 same session; 10011 inside 24 hours of the current start; 10013 new session started; 501 paid new session; 10008 full. On any refusal nothing changes.',
        body: siteParams.extend(practicalRescheduleBody.shape),
        response: { 200: orError(practicalRescheduleResult), 404: errorEnvelope },
      },
    },
    async (req) => ok(await reschedulePracticalExam(app.db, req.ctx, userOf(req).id, req.body)),
  );
};
