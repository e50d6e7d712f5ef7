import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from '@credo/contracts/envelope';
import {
  EXAM_TIME,
  creditBeforeExam,
  creditQuery,
  examAnswerDetails,
  examContent,
  examEntry,
  examIdResult,
  examRecordQuery,
  examRelation,
  examResult,
  examResultQuery,
  exerciseResult,
  saveAnswerBody,
  saveAnswerResult,
  submitAnswerBody,
  submitAnswerResult,
} from '@credo/contracts/exam';
import { ErrorCode } from '@credo/contracts/errors';
import { siteParams } from '@credo/contracts/site';
import { AppError } from '../../platform/app-error';
import { signedIn, userOf } from '../../platform/access';
import { envelopeSerializerCompiler, ok, orError } from '../../platform/envelope';
import { sendUnavailable } from '../../platform/error-handler';
import { isDatabaseUnavailable } from '../../platform/error-report';
import { answerDetails, creditBeforeExam as creditsBeforeExam, examIdOf, examResultOf, exerciseResultOf } from './exam-results.service';
import { examEntry as entryOf, getContent, saveAnswer, submitAnswers } from './exam.service';
import { ExamBusy, examAdmissionsFor } from './exam-admission';

const relationBody = siteParams.extend(examRelation.shape);
const tags = ['exam'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

/**
 * An unexpected failure while starting, saving or submitting answers with the exam's own code
 * (cert §8: 30000 paper, 30001 submit, 30002 start, 30003 renew) and its ask-support text, not a
 * bare 500; the cause goes to the log. Business errors and 4xx pass through unchanged. A busy node
 * is not a broken exam: a call refused by its admission (ExamBusy) and a database out of reach or
 * a pool with no free connection in time (isDatabaseUnavailable: pg-pool's "timeout exceeded when
 * trying to connect" …) answer "busy, try again" (HTTP 503, code 503, Retry-After) as the platform
 * does for an unreachable database, which the exam page and the bench's clients ask again.
 */
async function examCall<T>(req: FastifyRequest, reply: FastifyReply, code: number, fn: () => Promise<T>) {
  try {
    return ok(await fn());
  } catch (err) {
    if (err instanceof AppError || isDatabaseUnavailable(err)) throw err;
    if (err instanceof ExamBusy) {
      req.log.warn({ what: err.what, waitedMs: err.waitedMs }, 'exam call refused: queue wait exceeded');
      return sendUnavailable(reply);
    }
    req.log.error({ err }, 'exam call failed');
    throw new AppError(code);
  }
}

/** Exams, quizzes and exercises (cert §3, §4, §7, §8; decision 0009). Every call is the signed-in learner's own. */
export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  // Starts and submits queue for their shares of the pool (exam-admission.ts): saves keep the rest.
  const { starts, submits } = examAdmissionsFor(app.database.kind, app.config.dbPool);

  app.post(
    '/certification/exam/entry',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Whether the learner may take the exam of a certification (relationType 0), course quiz (1), topic (2) or other (3)',
        description:
          "entryStatus '1' allowed (or an attempt is open and will be resumed), else '0' with the reason for the not-qualified dialog: " +
          "quiz/topic need the course's learning ended and any exercise finished; a theory exam needs the certification's credits " +
          '(12 general, 9 vendor; vendor within 30 days), fewer than maxExamNums attempts and no pass yet.',
        body: relationBody,
        response: { 200: orError(examEntry), ...errors },
      },
    },
    async (req) => ok(await entryOf(app.db, req.ctx, userOf(req).id, req.body)),
  );

  app.post(
    '/certification/exam/getContent',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Starts or resumes the learner's attempt: the frozen paper, the saved answers (checkedId) and the countdown from the server clock",
        description:
          'A resumed attempt shows the same questions in the same order with its saved answers. Codes: 30000 no exam or no questions, ' +
          '30002 not qualified (the message says why; data.reason). An attempt past its deadline is submitted first. ' +
          'Many starts at once on a node queue for a turn; one that waited too long (30 s by default) answers HTTP 503, code 503, ' +
          'with Retry-After: nothing was started, try again.',
        body: relationBody,
        response: { 200: orError(examContent), ...errors },
      },
      // A class starts at once on an exam day, each answer a whole paper: written by the compiled serializer (decision 0035).
      serializerCompiler: envelopeSerializerCompiler,
    },
    async (req, reply) => examCall(req, reply, ErrorCode.EXAM_PAPER_FAILED, () => starts.run(() => getContent(app.db, req.ctx, userOf(req).id, req.body))),
  );

  app.post(
    '/certification/exam/saveAnswer',
    {
      preValidation: signedIn,
      config: {
        rateLimit: {
          max: 600,
          timeWindow: 60_000,
          keyGenerator: (req: FastifyRequest) => `exam-save:${req.session?.user.id ?? req.ip}`,
          // After the session is read (preValidation): keyed per learner, so a class behind one
          // address (a training room's NAT) does not share one budget.
          hook: 'preHandler',
        },
      },
      schema: {
        tags,
        summary: "Saves one answer of the learner's open attempt as it changes (ours: the spec names no path)",
        description:
          "answer: a letter, or for multiple choice a list of letters (or its JSON string); '' or [] clears it. After the deadline " +
          `plus ${EXAM_TIME.graceSeconds} s of grace: code 30001; once submitted: 30003; nothing changes. Another learner's attempt: HTTP 404.`,
        body: siteParams.extend(saveAnswerBody.shape),
        response: { 200: orError(saveAnswerResult), ...errors },
      },
      // Saves and submits come by the ten thousand on an exam day: their answers are written by a compiled serializer (decision 0035).
      serializerCompiler: envelopeSerializerCompiler,
      // A save's answer (an envelope of three numbers, or an error's message) is under the 1 KiB that
      // compression leaves as it is (platform/compression.ts), so the plugin's two hooks, which
      // negotiate the browser's Accept-Encoding on every save only to find that out, are left off.
      // Only a malformed save's list of issues can be longer; it goes uncompressed (the page never sends one).
      compress: false,
    },
    async (req, reply) => examCall(req, reply, ErrorCode.EXAM_RENEW_FAILED, () => saveAnswer(app.db, req.ctx, userOf(req).id, req.body)),
  );

  app.post(
    '/certification/exam/submitAnswer',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Submits the attempt and scores it on the server (a score sent by the client is ignored)',
        description:
          'Idempotent: a second submit answers the same examRecordsId and score. In time, answerList is saved first; late, only the ' +
          'saved answers count; a submit is judged by when it arrived, also when many submits at once made it queue for a turn. ' +
          'Queued longer than 50 s (by default): HTTP 503, code 503, with Retry-After; nothing was submitted, try again. ' +
          "examResult '2' is a pass. A passed quiz completes the course and grants its credits once; a theory exam " +
          'failed maxExamNums times resets the certification progress to 0 (progressReset).',
        body: siteParams.extend(submitAnswerBody.shape),
        response: { 200: orError(submitAnswerResult), ...errors },
      },
      serializerCompiler: envelopeSerializerCompiler,
    },
    async (req, reply) => {
      // Judged by when it arrived, not by when its turn came (exam.service.ts submitAnswers).
      const arrivedAt = new Date();
      return examCall(req, reply, ErrorCode.EXAM_SUBMIT_FAILED, () =>
        submitAnswers(app.db, req.ctx, userOf(req).id, req.body, arrivedAt, (fn) => submits.run(fn)),
      );
    },
  );

  app.post(
    '/certification/exam/getExamResult',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "The learner's exam result for a relation: attempts (examNums/maxExamNums), pass status, score, record id and the view flags",
        description:
          'The attempt examRecordsId when given (the one just submitted: the result and getExamAnswerDetails then show the same attempt; ' +
          "another learner's or another exam's attempt: HTTP 404), else the latest submitted attempt, with its number and submit time.",
        body: siteParams.extend(examResultQuery.shape),
        response: { 200: orError(examResult), ...errors },
      },
    },
    async (req) => ok(await examResultOf(app.db, req.ctx, userOf(req).id, req.body)),
  );

  app.post(
    '/certification/exam/getExamAnswerDetails',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Analysis of a submitted attempt: the wrongly answered questions only',
        description: 'Needs viewAnswerDetails (else HTTP 403); correct answers only with viewAnswer, analysis text only with viewAnswer and viewPaperAnalusis.',
        body: siteParams.extend(examRecordQuery.shape),
        response: { 200: orError(examAnswerDetails), ...errors },
      },
    },
    async (req) => ok(await answerDetails(app.db, req.ctx, userOf(req).id, req.body.examRecordsId)),
  );

  app.get(
    '/certification/exam/cacheCurrentCreditBeforeExam',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "The learner's credits towards a certification before its exam, when they reached the requirement and the vendor exam window",
        querystring: siteParams.extend(creditQuery.shape),
        response: { 200: orError(creditBeforeExam), ...errors },
      },
    },
    async (req) => ok(await creditsBeforeExam(app.db, req.ctx, userOf(req).id, req.query.certificationId)),
  );

  app.post(
    '/certification/skillLearn/getExerciseResult',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The course exercise and its process: 0 not started, 1 in progress, 2 finished (no exercise counts as finished)',
        body: relationBody,
        response: { 200: orError(exerciseResult), ...errors },
      },
    },
    async (req) => ok(await exerciseResultOf(app.db, req.ctx, userOf(req).id, req.body)),
  );

  app.post(
    '/certification/skillLearn/getExamId',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The id of the exam (examType 1, default) or exercise (2) of a relation on this site, or null',
        body: relationBody,
        response: { 200: orError(examIdResult), ...errors },
      },
    },
    async (req) => ok(await examIdOf(app.db, req.ctx, userOf(req).id, req.body)),
  );

  app.post(
    '/certification/skillLearn/getExamResult',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "The learner's result of a relation's exam or exercise (same answer as exam/getExamResult)",
        body: siteParams.extend(examResultQuery.shape),
        response: { 200: orError(examResult), ...errors },
      },
    },
    async (req) => ok(await examResultOf(app.db, req.ctx, userOf(req).id, req.body)),
  );
};
