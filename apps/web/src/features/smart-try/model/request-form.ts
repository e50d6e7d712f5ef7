import type { SmartTryRequestBody } from '@credo/contracts/smart-try';
import { SMART_TRY_NOTE_MAX } from '@credo/contracts/smart-try';

/** The form as typed: select values are strings ('' = nothing chosen). */
export type RequestDraft = { certificateNumber: string; productId: string; distributorId: string; note: string };
export type RequestField = 'certificateNumber' | 'productId' | 'distributorId' | 'note';
export type DraftIssues = Partial<Record<RequestField, 'required' | 'tooLong'>>;

export const emptyDraft = (certificates: { number: string }[]): RequestDraft => ({
  // A learner with one certificate has nothing to choose: it is preselected.
  certificateNumber: certificates.length === 1 ? certificates[0].number : '',
  productId: '',
  distributorId: '',
  note: '',
});

/** Cert §5: certification type, product type and distributor are required; the note is optional (≤ 200). */
export function checkDraft(d: RequestDraft): DraftIssues {
  const issues: DraftIssues = {};
  if (!d.certificateNumber) issues.certificateNumber = 'required';
  if (!d.productId) issues.productId = 'required';
  if (!d.distributorId) issues.distributorId = 'required';
  if (d.note.trim().length > SMART_TRY_NOTE_MAX) issues.note = 'tooLong';
  return issues;
}

export const toBody = (campaignId: number, d: RequestDraft): SmartTryRequestBody => ({
  campaignId,
  certificateNumber: d.certificateNumber,
  productId: Number(d.productId),
  distributorId: Number(d.distributorId),
  ...(d.note.trim() ? { note: d.note.trim() } : {}),
});

/** The server's 400 names the field in `data.field`. */
export const fieldOf = (data: unknown): RequestField | null => {
  const field = (data as { field?: unknown } | null)?.field;
  return field === 'certificateNumber' || field === 'productId' || field === 'distributorId' ? field : null;
};
