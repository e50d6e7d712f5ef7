import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencies, invoiceCounters, invoices, invoiceSellers, orders } from '../../db/schema/index';

export type InvoiceRow = typeof invoices.$inferSelect;

export async function findInvoiceOfOrder(db: Db, orderId: number, forUpdate = false): Promise<InvoiceRow | null> {
  const q = db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * The tenant's next invoice number of the year. The upsert leaves the counter row locked until
 * the caller's transaction ends: a concurrent payment waits, then takes the next number; a
 * rolled-back one gives its number back. So numbers have neither gaps nor duplicates.
 */
export async function nextInvoiceNumber(tx: Db, tenantId: number, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ tenantId, year, lastNumber: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.tenantId, invoiceCounters.year], set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ n: invoiceCounters.lastNumber });
  return row.n;
}

export async function insertInvoice(tx: Db, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row;
}

export async function setInvoiceFile(tx: Db, id: number, storageKey: string): Promise<void> {
  await tx.update(invoices).set({ storageKey }).where(eq(invoices.id, id));
}

export async function findSeller(db: Db, tenantId: number) {
  const [row] = await db.select().from(invoiceSellers).where(eq(invoiceSellers.tenantId, tenantId)).limit(1);
  return row ?? null;
}

export async function currencySymbolOf(db: Db, currencyId: number): Promise<string | null> {
  const [row] = await db.select({ symbol: currencies.symbol }).from(currencies).where(eq(currencies.id, currencyId)).limit(1);
  return row?.symbol ?? null;
}

/**
 * Paid orders without an invoice (paid before invoices existed, migration 0013), oldest payment
 * first: the order the back-fill numbers them in. `tenantId` null: every tenant's.
 */
export async function findUnnumberedPaidOrders(db: Db, tenantId: number | null) {
  return db
    .select({
      id: orders.id,
      tenantId: orders.tenantId,
      paidAt: sql<Date>`coalesce(${orders.paidAt}, ${orders.closedAt}, ${orders.placedAt})`.mapWith(orders.paidAt),
    })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(and(eq(orders.state, 2), isNull(invoices.id), tenantId === null ? undefined : eq(orders.tenantId, tenantId)))
    .orderBy(orders.tenantId, sql`coalesce(${orders.paidAt}, ${orders.closedAt}, ${orders.placedAt})`, orders.id);
}

/** Serialises the back-fill per tenant (transaction-scoped; a second caller waits, then finds nothing left). */
export const INVOICE_BACKFILL_LOCK = 7351104;
export async function lockInvoiceBackfill(tx: Db, tenantId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INVOICE_BACKFILL_LOCK}::int, ${tenantId}::int)`);
}
