import { randomInt } from 'node:crypto';

/**
 * Upper-case letters and digits without the ones read or typed as another (0/O, 1/I/L) and U
 * (fewer words by accident): 30 symbols. Codes are compared upper case
 * (contracts' invitationCodeSchema), so a learner may type them in either case.
 */
export const INVITATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
/** 12 symbols of 30 ≈ 59 bits: not guessable within any rate limit, still easy to read out and type. */
export const INVITATION_CODE_LENGTH = 12;

/** A new invitation code from the operating system's CSPRNG (randomInt has no modulo bias). */
export function generateInvitationCode(length = INVITATION_CODE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i++) code += INVITATION_CODE_ALPHABET[randomInt(INVITATION_CODE_ALPHABET.length)];
  return code;
}
