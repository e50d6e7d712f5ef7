import { ErrorCode } from '@credo/contracts/errors';
import { formatMessage, messageFor } from '@credo/contracts/errors';
import type { InvitationErrorContext } from '@credo/contracts/invitation';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Learner } from './invitation-facts.service';
import { findSite, hasUsed, type InvitationRow } from './invitation.repo';

export type InvitationKind = InvitationRow['kind'];

/** 10018: the message names the site the code belongs to; the web fills `{site}` from codeValidWithSite. */
async function wrongSite(db: Db, siteId: number): Promise<AppError> {
  const site = await findSite(db, siteId);
  const name = site?.name ?? String(siteId);
  const data: InvitationErrorContext = { codeValidWithSite: name };
  return new AppError(ErrorCode.INVITATION_WRONG_SITE, data, formatMessage(messageFor(ErrorCode.INVITATION_WRONG_SITE), { site: name }));
}

const blank = (s: string | null) => !s || s.trim() === '';

/**
 * The checks of a code for one learner, in the order of decision 0010: unknown (10000),
 * disabled or the other kind's call (10005), expired (10001), enrolment window closed (10013),
 * another site (10018), country not allowed (10019, also when the profile has no country),
 * e-mail binding (10007, case-insensitive), use limit reached or already used by this learner
 * (10006), first or last name missing (10004). The enrolment's own checks (10003, 10017, 10024,
 * 10026) follow in the use call. Returns the invitation when every check passes.
 */
export async function checkInvitation(
  db: Db,
  invitation: InvitationRow | null,
  learner: Learner,
  input: { siteId: number; now: Date; kind?: InvitationKind },
): Promise<InvitationRow> {
  if (!invitation) throw new AppError(ErrorCode.INVITATION_INCORRECT);
  if (invitation.disabledAt !== null && invitation.disabledAt <= input.now) throw new AppError(ErrorCode.INVITATION_INVALID);
  if (input.kind !== undefined && invitation.kind !== input.kind) throw new AppError(ErrorCode.INVITATION_INVALID);
  if (invitation.expiresAt <= input.now) throw new AppError(ErrorCode.INVITATION_EXPIRED);
  if (invitation.enrolUntil !== null && invitation.enrolUntil <= input.now) throw new AppError(ErrorCode.ENROLMENT_EXPIRED);
  if (invitation.siteId !== null && invitation.siteId !== input.siteId) throw await wrongSite(db, invitation.siteId);
  const countries = invitation.countryCodes ?? [];
  if (countries.length > 0) {
    const mine = learner.countryCode?.trim().toUpperCase();
    if (!mine || !countries.some((c) => c.toUpperCase() === mine)) throw new AppError(ErrorCode.INVITATION_WRONG_REGION);
  }
  if (invitation.email !== null && invitation.email.trim().toLowerCase() !== (learner.email ?? '').trim().toLowerCase()) {
    throw new AppError(ErrorCode.INVITATION_EMAIL_MISMATCH);
  }
  if (invitation.usedCount >= invitation.maxUses || (await hasUsed(db, invitation.id, learner.id))) {
    throw new AppError(ErrorCode.INVITATION_USED);
  }
  if (blank(learner.firstName) || blank(learner.lastName)) throw new AppError(ErrorCode.NAME_MISSING);
  return invitation;
}
