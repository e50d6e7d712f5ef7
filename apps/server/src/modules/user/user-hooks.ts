import type { FastifyRequest } from 'fastify';
import type { FieldIssue } from '@credo/contracts/user';
import { AppError } from '../../platform/app-error';
import { requireUser } from '../../platform/session';

/**
 * Route-level auth, declared on each route: runs after the session plugin and before body
 * validation and parsing of uploads, so a visitor gets HTTP 401 whatever they send.
 */
export const signedIn = async (req: FastifyRequest) => {
  // A session belongs to the tenant it was started in; another tenant's host does not honour it.
  if (requireUser(req).tenantId !== req.ctx.tenantId) throw AppError.unauthorized();
};

/** Issues of a schema failure attached by `attachValidation`, with bare field names ('vatNumber'). */
export function issuesOf(err: Error & { validation?: { instancePath?: string; message?: string }[] }): FieldIssue[] {
  return (err.validation ?? []).map((v) => ({
    field: String(v.instancePath ?? '').split('/').filter(Boolean).join('.') || 'body',
    message: v.message ?? 'invalid',
  }));
}
