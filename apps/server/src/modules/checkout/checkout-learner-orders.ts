import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, orders, paymentProofs } from '../../db/schema/index';

/**
 * The learner's own orders, newest first (My Learning's orders tab and the data export, issue 18).
 * Provider internals (session ids, payment URLs) are not part of the learner's record.
 */
export function learnerOrdersOf(db: Db, userId: number) {
  return db
    .select({
      seqNo: orders.seqNo,
      merchantTransactionId: orders.merchantTransactionId,
      relationType: orders.relationType,
      relationId: orders.relationId,
      certificationId: orders.certificationId,
      goods: orders.goods,
      payType: orders.payType,
      state: orders.state,
      currencyCode: orders.currencyCode,
      courseFeeMinor: orders.courseFeeMinor,
      taxRateBp: orders.taxRateBp,
      taxMinor: orders.taxMinor,
      serviceFeeMinor: orders.serviceFeeMinor,
      totalMinor: orders.totalMinor,
      billing: orders.billing,
      contact: orders.contact,
      paymentProof: orders.paymentProof,
      placedAt: orders.placedAt,
      deadlineAt: orders.deadlineAt,
      paidAt: orders.paidAt,
      closedAt: orders.closedAt,
      hiddenAt: orders.hiddenAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.placedAt), desc(orders.id));
}
export type LearnerOrderRow = Awaited<ReturnType<typeof learnerOrdersOf>>[number];

/** The learner's payment proofs and the invoices of their orders, for the data export (issue 18). */
export async function learnerPaymentRecordsOf(db: Db, userId: number) {
  const [proofs, issued] = await Promise.all([
    db.select().from(paymentProofs).where(eq(paymentProofs.userId, userId)).orderBy(asc(paymentProofs.id)),
    db
      .select({ invoice: invoices })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(orders.userId, userId))
      .orderBy(asc(invoices.id)),
  ]);
  return { paymentProofs: proofs, invoices: issued.map((r) => r.invoice) };
}
