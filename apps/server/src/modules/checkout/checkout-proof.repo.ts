import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, paymentProofs } from '../../db/schema/index';

export type ProofRow = typeof paymentProofs.$inferSelect;

export async function insertProof(tx: Db, values: typeof paymentProofs.$inferInsert): Promise<ProofRow> {
  const [row] = await tx.insert(paymentProofs).values(values).returning();
  return row;
}

/** The latest proof of an order (any state), or null. */
export async function latestProof(db: Db, orderId: number): Promise<ProofRow | null> {
  const [row] = await db
    .select()
    .from(paymentProofs)
    .where(eq(paymentProofs.orderId, orderId))
    .orderBy(desc(paymentProofs.submittedAt), desc(paymentProofs.id))
    .limit(1);
  return row ?? null;
}

/** The proof under review of an order, under its row lock. */
export async function lockSubmittedProof(tx: Db, orderId: number): Promise<ProofRow | null> {
  const [row] = await tx
    .select()
    .from(paymentProofs)
    .where(and(eq(paymentProofs.orderId, orderId), eq(paymentProofs.state, 'submitted')))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function updateProof(tx: Db, id: number, values: Partial<typeof paymentProofs.$inferInsert>): Promise<void> {
  await tx.update(paymentProofs).set(values).where(eq(paymentProofs.id, id));
}

/** Proofs awaiting review on the tenant's orders, oldest first. */
export function listSubmittedProofs(db: Db, tenantId: number, limit = 200) {
  return db
    .select({ proof: paymentProofs, order: orders })
    .from(paymentProofs)
    .innerJoin(orders, eq(orders.id, paymentProofs.orderId))
    .where(and(eq(paymentProofs.state, 'submitted'), eq(orders.tenantId, tenantId)))
    .orderBy(asc(paymentProofs.submittedAt), asc(paymentProofs.id))
    .limit(limit);
}

/** The proof whose URL ends with this file name, with its order's tenant (staff may view it). */
export async function findProofByUrl(db: Db, url: string) {
  const [row] = await db
    .select({ userId: paymentProofs.userId, tenantId: orders.tenantId })
    .from(paymentProofs)
    .innerJoin(orders, eq(orders.id, paymentProofs.orderId))
    .where(eq(paymentProofs.url, url))
    .limit(1);
  return row ?? null;
}
