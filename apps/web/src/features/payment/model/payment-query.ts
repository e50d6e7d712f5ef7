import { RelationType } from '@credo/contracts/checkout';

export type PaymentRelation = { relationId: number; relationType: 1 | 2 };

/** /payment?relationId=&relationType= (commerce §2): both required, else the page goes to not-found. */
export const parsePaymentQuery = (search: URLSearchParams): PaymentRelation | null => {
  const idText = search.get('relationId') ?? '';
  const typeText = search.get('relationType') ?? '';
  if (!/^\d{1,9}$/.test(idText) || !/^\d$/.test(typeText)) return null;
  const relationId = Number(idText);
  const relationType = Number(typeText);
  if (relationId <= 0) return null;
  if (relationType !== RelationType.CLASSROOM && relationType !== RelationType.PRACTICAL_EXAM) return null;
  return { relationId, relationType };
};
