import { PROOF_ALLOWED_EXTENSIONS, PROOF_ALLOWED_MIME_TYPES, PROOF_MAX_BYTES } from '@credo/contracts/constants';
import type { ProofInfo } from '@credo/contracts/checkout-bank';
import { api, type ApiResult } from '@/shared/api/api-client';
import type { ImageFileRule } from '@/shared/form/image-file-check';

/** Payment proof (commerce §5, cert §5): jpeg, jpg or png, at most 5,242,880 bytes; the server checks the content again. */
export const PROOF_RULE: ImageFileRule = {
  maxBytes: PROOF_MAX_BYTES,
  mimeTypes: PROOF_ALLOWED_MIME_TYPES,
  extensions: PROOF_ALLOWED_EXTENSIONS,
};

/** The multipart field of the upload (commerce §7). */
export const PROOF_FIELD = 'image';

/**
 * POST multipart /user/pay/registration/image/upload (field `image`; data is the image's URL).
 * antd's Upload sends it (it reports progress), so the site parameters go in the query.
 */
export const proofUploadUrl = (siteId: number, languageId: number): string =>
  `/api/user/pay/registration/image/upload?${new URLSearchParams({ siteId: String(siteId), languageId: String(languageId) })}`;

/**
 * POST save/voucher {paymentProof, id}: the uploaded proof becomes the order's (only in the create
 * state). No generic Tips dialog: the bank-transfer dialog answers a proof too old itself and shows
 * the Tips for any other refusal.
 */
export const saveVoucher = (paymentProof: string, id: string): Promise<ApiResult<unknown>> =>
  api.post<unknown>('/user/pay/registration/save/voucher', { paymentProof, id }, { exemptFromTips: true });

/** The server's `data.reason` when save/voucher refuses a proof uploaded more than 23 hours ago (its upload sweep deletes it at 24). */
export const PROOF_EXPIRED_REASON = 'proof-expired';

/** Whether save/voucher refused the proof as too old: the learner has to upload it again. */
export const isProofExpired = (result: ApiResult<unknown>): boolean =>
  !result.ok &&
  result.kind === 'business' &&
  typeof result.data === 'object' &&
  result.data !== null &&
  (result.data as { reason?: unknown }).reason === PROOF_EXPIRED_REASON;

/** POST getProof {seqNo}: the order's latest proof and staff's review of it (a rejection's reason). */
export const getProof = (seqNo: string, signal?: AbortSignal): Promise<ApiResult<ProofInfo>> =>
  api.post<ProofInfo>('/user/pay/registration/getProof', { seqNo }, { silent: true, signal });
