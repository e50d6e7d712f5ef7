import { z } from 'zod';
import { FIELD_LIMITS, VAT_PATTERN } from './constants';
import { inputText } from './fields';
import { VALIDATION_MESSAGES } from './user';

/**
 * The company certificate search by VAT number (cert §1 "company certificate search by VAT
 * number", page /vat; issue 21 item 4; decision 0018). The spec shows no path; ours:
 * GET /api/certification/companyCertificate/list {vatNumber}   public, rate-limited
 * Only where the site's showCompanyCertificate is on (otherwise HTTP 404).
 */

/** The VAT rule of cert §5: digits only, at least 2, at most 50 (spaces around are ignored). */
export const vatNumberSchema = inputText.trim().max(FIELD_LIMITS.vatNumber, VALIDATION_MESSAGES.vat).regex(VAT_PATTERN, VALIDATION_MESSAGES.vat);

export const companyCertificateQuery = z.object({ vatNumber: vatNumberSchema });

/**
 * One valid certificate of the company. Nothing else of the person: no e-mail, phone, address or
 * id; the holder as "first name + last initial" (decision 0018).
 */
export const companyCertificate = z.object({
  holderName: z.string(),
  certificationName: z.string(),
  /** 1 associate, 2 professional, 3 expert. */
  level: z.number().int(),
  /** ISO date-time: the end of the certificate's validity. */
  validUntil: z.string(),
  /** The certificate number, for the public /verify/{number} page. */
  number: z.string(),
});
export type CompanyCertificate = z.infer<typeof companyCertificate>;

/** An unknown number, or a company without a valid certificate, answers an empty list (HTTP 200). */
export const companyCertificates = z.object({
  vatNumber: z.string(),
  certificates: z.array(companyCertificate),
});
export type CompanyCertificates = z.infer<typeof companyCertificates>;

/** Searches per address and minute: enough for a person, too few to walk the number space. */
export const COMPANY_SEARCH_PER_MINUTE = 10;
