import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messageFor } from '@credo/contracts/errors';
import { AppError } from './app-error';

/**
 * The one error handler (DESIGN.md, API conventions):
 * business codes -> HTTP 200 with the spec code; bad input -> HTTP 400, code 400, a message naming the field;
 * no session -> HTTP 401; crashes -> HTTP 500, code 500, no stack (the stack goes to the log only).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.httpStatus >= 500) req.log.error({ err }, 'server error');
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
      req.log.error({ err, cause: err.cause }, 'response did not match its contract');
      return reply.status(500).send({ code: 500, data: null, message: messageFor(500) });
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type …
      return reply.status(status).send({ code: status === 404 || status === 429 || status === 403 ? status : 400, data: null, message: err.message });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 500, data: null, message: messageFor(500) });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ code: 404, data: null, message: `${messageFor(404)}: ${req.method} ${req.url.split('?')[0]}` });
  });
}
