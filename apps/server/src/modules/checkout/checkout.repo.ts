import { and, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankAccounts, currencies, orders, prices, regions, regionTaxRates, sites } from '../../db/schema/index';

/** Order states that hold the seat: create and pending (commerce §4). */
export const OPEN_STATES = [0, 1];

export type OrderRow = typeof orders.$inferSelect;

/** The price of a session with its currency and the tax rate of its region (0 when the region has none). */
/** The session's price; with `regionId`, only its price in that region (a paid seat's reschedule compares like with like). */
export async function findPrice(db: Db, relationType: number, relationId: number, regionId?: number) {
  const [row] = await db
    .select({
      siteId: prices.siteId,
      regionId: prices.regionId,
      regionCode: regions.code,
      currencyId: prices.currencyId,
      currencyCode: currencies.code,
      amountMinor: prices.amountMinor,
      taxRateBp: sql<number>`coalesce(${regionTaxRates.rateBp}, 0)`.mapWith(Number),
    })
    .from(prices)
    .innerJoin(regions, eq(regions.id, prices.regionId))
    .innerJoin(currencies, eq(currencies.id, prices.currencyId))
    .leftJoin(regionTaxRates, eq(regionTaxRates.regionId, prices.regionId))
    .where(and(eq(prices.relationType, relationType), eq(prices.relationId, relationId), regionId === undefined ? undefined : eq(prices.regionId, regionId)))
    .limit(1);
  return row ?? null;
}
export type PriceRow = NonNullable<Awaited<ReturnType<typeof findPrice>>>;

/** The learner's open order for a session (create or pending), under its row lock when asked. */
export async function findOpenOrder(db: Db, userId: number, relationType: number, relationId: number, forUpdate = false): Promise<OrderRow | null> {
  const q = db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.relationType, relationType), eq(orders.relationId, relationId), inArray(orders.state, OPEN_STATES)))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** The learner's latest order for a session that they have not removed (any state). */
export async function findLatestOrder(db: Db, userId: number, relationType: number, relationId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.relationType, relationType), eq(orders.relationId, relationId), isNull(orders.hiddenAt)))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(1);
  return row ?? null;
}

export async function findOrderBySeqNo(db: Db, seqNo: string, forUpdate = false): Promise<OrderRow | null> {
  const q = db.select().from(orders).where(eq(orders.seqNo, seqNo)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function findOrderByMerchantId(db: Db, merchantTransactionId: string, forUpdate = false): Promise<OrderRow | null> {
  const q = db.select().from(orders).where(eq(orders.merchantTransactionId, merchantTransactionId)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** Whether the learner has another order for the session that is paid. */
export async function hasPaidOrder(db: Db, userId: number, relationType: number, relationId: number, exceptOrderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.relationType, relationType),
        eq(orders.relationId, relationId),
        eq(orders.state, 2),
        ne(orders.id, exceptOrderId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Open orders of other learners for a session: each holds a seat until it is paid or closed. */
export async function countOpenOrders(db: Db, relationType: number, relationId: number, exceptUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.relationType, relationType), eq(orders.relationId, relationId), inArray(orders.state, OPEN_STATES), ne(orders.userId, exceptUserId)));
  return row?.n ?? 0;
}

/** Writes an order; the partial unique index (one open order per learner and session) refuses a second: null then. */
export async function insertOrder(tx: Db, values: typeof orders.$inferInsert): Promise<OrderRow | null> {
  const [row] = await tx.insert(orders).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateOrder(tx: Db, id: number, values: Partial<typeof orders.$inferInsert>): Promise<void> {
  await tx.update(orders).set(values).where(eq(orders.id, id));
}

/** Open orders past their deadline (the sweeper's work), oldest first. */
export function findOverdueOrders(db: Db, now: Date, limit = 200) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.state, OPEN_STATES), lte(orders.deadlineAt, now)))
    .orderBy(orders.deadlineAt)
    .limit(limit);
}

/**
 * An open order still past its deadline, under its row lock; null once a webhook or a cancel
 * closed it, and null (skipped, not waited for) while a webhook or another node holds the row:
 * whoever holds it decides, and the next sweep sees the result.
 */
export async function lockOverdueOrder(tx: Db, id: number, now: Date) {
  const [row] = await tx
    .select({ id: orders.id, providerSessionId: orders.providerSessionId })
    .from(orders)
    .where(and(eq(orders.id, id), inArray(orders.state, OPEN_STATES), lte(orders.deadlineAt, now)))
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** Open orders holding a seat, per session (the seat lists' read through platform/seat-holds). */
export async function openOrderHolds(db: Db, relationType: 1 | 2, relationIds: number[]): Promise<Map<number, number>> {
  if (relationIds.length === 0) return new Map();
  const rows = await db
    .select({ relationId: orders.relationId, n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.relationType, relationType), inArray(orders.relationId, relationIds), inArray(orders.state, OPEN_STATES)))
    .groupBy(orders.relationId);
  return new Map(rows.map((r) => [r.relationId, r.n]));
}

/** Order states whose provider session must not be paid any more: fail (once superseded or overdue), timeout, cancel. */
const VOIDABLE = [3, 4, 5];

/**
 * Closed orders whose provider checkout session is still live (voiding failed or was never
 * tried, e.g. a crash right after the commit): timeout and cancel at once, a failed one once its
 * deadline passed (until then the payer may still pay on the provider's page) or when asked by id.
 */
export function findSessionsToVoid(db: Db, now: Date, ids?: number[], limit = 50) {
  return db
    .select({ id: orders.id, providerSessionId: orders.providerSessionId })
    .from(orders)
    .where(
      and(
        inArray(orders.state, VOIDABLE),
        isNotNull(orders.providerSessionId),
        isNull(orders.providerVoidedAt),
        ids ? inArray(orders.id, ids.length ? ids : [-1]) : or(ne(orders.state, 3), lte(orders.deadlineAt, now)),
      ),
    )
    .orderBy(orders.id)
    .limit(limit);
}

export async function markVoided(db: Db, id: number, now: Date): Promise<void> {
  await db.update(orders).set({ providerVoidedAt: now }).where(eq(orders.id, id));
}

/** The learner's failed orders for a session whose provider session is still live (voided when they order again). */
export function findLiveFailedOrders(db: Db, userId: number, relationType: number, relationId: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.relationType, relationType),
        eq(orders.relationId, relationId),
        eq(orders.state, 3),
        isNotNull(orders.providerSessionId),
        isNull(orders.providerVoidedAt),
      ),
    );
}

/**
 * The transfer accounts for a region, one per currency: the region's own account of a currency
 * wins over the tenant's fallback (a row without a region) of the same currency.
 */
export async function findBankAccounts(db: Db, tenantId: number, regionId: number) {
  const rows = await db
    .select({
      regionId: bankAccounts.regionId,
      currency: currencies.code,
      beneficiaryName: bankAccounts.beneficiaryName,
      swift: bankAccounts.swift,
      bankName: bankAccounts.bankName,
      iban: bankAccounts.iban,
    })
    .from(bankAccounts)
    .innerJoin(currencies, eq(currencies.id, bankAccounts.currencyId))
    .where(and(eq(bankAccounts.tenantId, tenantId), or(isNull(bankAccounts.regionId), eq(bankAccounts.regionId, regionId))))
    .orderBy(currencies.code, sql`${bankAccounts.regionId} is null`);
  const byCurrency = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if (!byCurrency.has(r.currency)) byCurrency.set(r.currency, r);
  return [...byCurrency.values()].map(({ regionId: _r, ...account }) => account);
}

/** A region of any site of the tenant (an order placed on the main site is paid from the EU site too); another tenant's is unknown. */
export async function findRegionOfTenant(db: Db, tenantId: number, regionId: number) {
  const [row] = await db
    .select({ id: regions.id, code: regions.code })
    .from(regions)
    .innerJoin(sites, eq(sites.id, regions.siteId))
    .where(and(eq(regions.id, regionId), eq(sites.tenantId, tenantId)))
    .limit(1);
  return row ?? null;
}

/**
 * A transaction-scoped advisory lock on the learner's checkout: it waits (not try), so of 50
 * concurrent placeOrder calls each sees the order the first one wrote and answers it.
 */
export const CHECKOUT_LOCK = 7351103;
export async function lockLearnerCheckout(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK}::int, ${userId}::int)`);
}
