import { certificateNumberSchema, type CertificateVerification } from '@credo/contracts/certificate';

/** What the page says about a number: a certificate's state, or that we never issued it. */
export type VerifyBadge = NonNullable<CertificateVerification['state']> | 'notFound';

export const badgeOf = (result: CertificateVerification): VerifyBadge => (result.found && result.state ? result.state : 'notFound');

/**
 * Valid only when the server says so: an issued, unrevoked certificate within its validity.
 * Forged, revoked, expired and replaced numbers all read NOT valid.
 */
export const isValidCertificate = (result: CertificateVerification): boolean => result.found && result.valid;

/** The canonical form of a certificate number (CR-2026-7KQ4M9XW), or null when it cannot be one. */
export const parseCertificateNumber = (raw: string | undefined | null): string | null => {
  const parsed = certificateNumberSchema.safeParse(raw ?? '');
  return parsed.success ? parsed.data : null;
};
