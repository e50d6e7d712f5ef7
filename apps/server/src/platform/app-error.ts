import { messageFor } from '@credo/contracts/errors';

/**
 * The one business error: a spec code (contracts/errors.ts) and an optional context
 * (e.g. 10026 carries the prerequisite list, 10018 the site name).
 * `httpStatus` stays 200 for business codes; validation, auth and not-found use their HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly data: unknown = null,
    message?: string,
    readonly httpStatus: number = 200,
  ) {
    super(message ?? messageFor(code));
    this.name = 'AppError';
  }

  static badRequest(message: string, data: unknown = null) {
    return new AppError(400, data, message, 400);
  }

  static unauthorized() {
    return new AppError(401, null, 'Not signed in', 401);
  }

  static notFound(message = messageFor(404)) {
    return new AppError(404, null, message, 404);
  }
}
