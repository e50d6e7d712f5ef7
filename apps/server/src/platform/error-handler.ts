import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ErrorCode, messageFor } from '@credo/contracts/errors';
import { AppError } from './app-error';
import { errorReport, isDatabaseUnavailable } from './error-report';

/**
 * The one error handler (DESIGN.md, API conventions):
 * business codes -> HTTP 200 with the spec code; bad input -> HTTP 400, code 400, a message naming the field;
 * no session -> HTTP 401; database out of reach -> HTTP 503, code 503; crashes -> HTTP 500, code 500,
 * no stack. The log gets errorReport(err) (class, code, table and constraint names, frames), never
 * the error's message: a failed query's message carries the SQL params, i.e. the caller's values.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    // The route's pattern, not its URL: the URL's query string holds the caller's values.
    const where = { method: req.method, route: req.routeOptions.url };
    if (err instanceof AppError) {
      if (err.httpStatus >= 500) req.log.error({ error: errorReport(err), ...where }, 'server error');
      return reply.status(err.httpStatus).send({ code: err.code, data: err.data, message: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        field: [err.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'invalid',
      }));
      const first = issues[0];
      return reply.status(400).send({
        code: 400,
        data: { issues },
        message: first ? `Invalid ${first.field}: ${first.message}` : messageFor(400),
      });
    }
    if (isResponseSerializationError(err)) {
      // Paths and codes of the mismatch, not the answer's data (a learner's name, an e-mail …).
      const issues = (err.cause as { issues?: Array<{ path?: unknown[]; code?: string }> } | undefined)?.issues?.map((issue) => ({
        path: (issue.path ?? []).map(String).join('.'),
        code: issue.code,
      }));
      req.log.error({ error: errorReport(err), issues, ...where }, 'response did not match its contract');
      return reply.status(500).send({ code: 500, data: null, message: messageFor(500) });
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type …
      return reply.status(status).send({ code: status === 404 || status === 429 || status === 403 ? status : 400, data: null, message: err.message });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.error({ error: errorReport(err), ...where }, 'database unavailable');
      return sendUnavailable(reply);
    }
    if (clientWentAway(err)) {
      // A browser that navigates away mid-request (a page redirecting to its /mobile twin aborts its
      // calls) is not a server fault: no error-level line for an operator to chase. Nobody reads the answer.
      req.log.info({ error: errorReport(err), ...where }, 'client went away');
      return reply.status(400).send({ code: 400, data: null, message: 'The request was aborted.' });
    }
    req.log.error({ error: errorReport(err), ...where }, 'unhandled error');
    return reply.status(500).send({ code: 500, data: null, message: messageFor(500) });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ code: 404, data: null, message: `${messageFor(404)}: ${req.method} ${req.url.split('?')[0]}` });
  });
}

/**
 * "Busy or out of reach, try again": HTTP 503, code 503, Retry-After 5 s. The database-unavailable
 * answer, and the exam's when its queues are full (exam-admission.ts); nothing was written.
 */
export const sendUnavailable = (reply: FastifyReply) =>
  reply
    .status(503)
    .header('retry-after', '5')
    .send({ code: ErrorCode.SERVICE_UNAVAILABLE, data: null, message: messageFor(ErrorCode.SERVICE_UNAVAILABLE) });

/** Stream errors that mean the client closed the connection (by code only: a real fault keeps its error line). */
const clientWentAway = (err: { code?: string }) => err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.code === 'ECONNRESET';
