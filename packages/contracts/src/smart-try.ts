import { z } from 'zod';
import { positiveId, inputText } from './fields';

/**
 * Smart Try (cert §1 "a product promotion campaign for certified users", pages /smart-try and
 * /mobile/smart-try/detail; issue 21 item 3; decision 0025). The spec shows no call path; ours:
 * GET  /api/certification/smartTry/campaign              public; the viewer's eligibility when signed in
 * POST /api/user/smartTry/request                        signed in; one request per learner and campaign
 * GET  /api/staff/smartTry/request/list {state?}         staff of the tenant
 * POST /api/staff/smartTry/request/decide                staff; audited, outcome e-mailed
 */

/** A free-text note beside the request: the spec's 200-character field limit (cert §9). */
export const SMART_TRY_NOTE_MAX = 200;

/** `withdrawn`: a deleted account's pending request (migration 0026, decision 0025); staff list it, nobody decides it. */
export const SMART_TRY_REQUEST_STATES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type SmartTryRequestState = (typeof SMART_TRY_REQUEST_STATES)[number];

/** A product of the campaign, in the page's language. `productType` is its stable key (camera, recorder …). */
export const smartTryProduct = z.object({
  id: z.number().int(),
  productType: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
});
export type SmartTryProduct = z.infer<typeof smartTryProduct>;

export const smartTryDistributor = z.object({ id: z.number().int(), name: z.string(), city: z.string() });
export type SmartTryDistributor = z.infer<typeof smartTryDistributor>;

/** A valid certificate of the viewer: what they may choose as the certification type of a request. */
export const smartTryCertificate = z.object({ number: z.string(), certificationName: z.string(), level: z.number().int(), validUntil: z.string() });
export type SmartTryCertificate = z.infer<typeof smartTryCertificate>;

/** The viewer's own request of this campaign. */
export const smartTryOwnRequest = z.object({
  id: z.number().int(),
  state: z.enum(SMART_TRY_REQUEST_STATES),
  certificationName: z.string(),
  productName: z.string(),
  distributorName: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type SmartTryOwnRequest = z.infer<typeof smartTryOwnRequest>;

/**
 * Who may request: `visitor` (sign in first), `notCertified` (no valid certificate: get one),
 * `eligible`, `requested` (one request per campaign: theirs is shown).
 */
export const SMART_TRY_ELIGIBILITY = ['visitor', 'notCertified', 'eligible', 'requested'] as const;
export type SmartTryEligibility = (typeof SMART_TRY_ELIGIBILITY)[number];

export const smartTryCampaign = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  products: z.array(smartTryProduct),
  distributors: z.array(smartTryDistributor),
});
export type SmartTryCampaign = z.infer<typeof smartTryCampaign>;

/** No running campaign on the site: `campaign` null (the page says so), never an error. */
export const smartTryPage = z.object({
  campaign: smartTryCampaign.nullable(),
  eligibility: z.enum(SMART_TRY_ELIGIBILITY),
  certificates: z.array(smartTryCertificate),
  request: smartTryOwnRequest.nullable(),
});
export type SmartTryPage = z.infer<typeof smartTryPage>;

const required = (what: string) => ({ error: `Please select the ${what}.` });

/** The request form (cert §5: certification type, product type and distributor are required). */
export const smartTryRequestBody = z.object({
  campaignId: positiveId,
  /** The certificate (its number) the learner holds: the certification type of the request. */
  certificateNumber: inputText.trim().min(1, required('certification type').error).max(64),
  productId: z.coerce.number(required('product type')).int().min(1, required('product type').error).max(2_147_483_647),
  distributorId: z.coerce.number(required('distributor')).int().min(1, required('distributor').error).max(2_147_483_647),
  note: inputText.trim().max(SMART_TRY_NOTE_MAX).optional(),
});
export type SmartTryRequestBody = z.infer<typeof smartTryRequestBody>;

export const smartTryRequested = z.object({ requestId: z.number().int(), state: z.enum(SMART_TRY_REQUEST_STATES) });

/** One request as staff review it. */
export const staffSmartTryItem = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  campaignTitle: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  email: z.string(),
  certificateNumber: z.string(),
  certificationName: z.string(),
  productType: z.string(),
  productName: z.string(),
  distributorName: z.string(),
  note: z.string(),
  state: z.enum(SMART_TRY_REQUEST_STATES),
  createdAt: z.string(),
});
export type StaffSmartTryItem = z.infer<typeof staffSmartTryItem>;

export const staffSmartTryListQuery = z.object({ state: z.enum(SMART_TRY_REQUEST_STATES).default('pending') });

export const staffSmartTryDecideBody = z.object({
  requestId: positiveId,
  decision: z.enum(['approve', 'reject']),
  reason: inputText.trim().max(SMART_TRY_NOTE_MAX).optional(),
});

export const staffSmartTryDecision = z.object({ requestId: z.number().int(), state: z.enum(['approved', 'rejected']), decidedAt: z.string() });
