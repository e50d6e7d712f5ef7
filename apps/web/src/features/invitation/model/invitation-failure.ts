import { ErrorCode } from '@credo/contracts/errors';
import type { ApiFailure } from '@/shared/api/api-client';

/**
 * Where the page shows a refused code (cert §8, commerce §8): 10018 (valid on another site, named
 * from data.codeValidWithSite) and 10019 (wrong country or region) in a notice above the form,
 * which keeps the e-mail notification choice; every other code under the code field. 10026 opened
 * the prerequisite list and 401 went to sign in (the shared client), so they show nothing here.
 */
export type InvitationProblem = { where: 'notice'; code: number; text: string } | { where: 'field'; code: number | null; text: string } | { where: 'none' };

export const problemOf = (failure: ApiFailure, offline: string): InvitationProblem => {
  if (failure.kind === 'unauthorized') return { where: 'none' };
  if (failure.kind === 'transport') return failure.reason === 'aborted' ? { where: 'none' } : { where: 'field', code: null, text: offline };
  if (failure.code === ErrorCode.PREREQUISITE_MISSING) return { where: 'none' };
  if (failure.code === ErrorCode.INVITATION_WRONG_SITE || failure.code === ErrorCode.INVITATION_WRONG_REGION) {
    return { where: 'notice', code: failure.code, text: failure.text };
  }
  return { where: 'field', code: failure.code, text: failure.text };
};
