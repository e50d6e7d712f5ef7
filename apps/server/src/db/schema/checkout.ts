import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { currencies, regions, sites, tenants } from './platform';
import { users } from './user';

/**
 * Checkout (issue 16, decision 0017): prices of paid classrooms and practical exams, tax rates per
 * region, bank accounts for transfers, orders and the payment provider's events. Money is integer
 * minor units with its currency; rates are basis points (2300 = 23 %), so no float ever touches a
 * price. Ownership (issue 15): only the checkout module writes these tables; a table whose doc
 * comment says @published is a read model any module may read (join).
 */

/**
 * @published The price of a paid session: `relationType` 1 classroom, 2 practical exam (as the
 * invitation codes use them), `relationId` the session. A session with a price row is paid
 * (isCharge). `regionId` is where the session takes place: its tax rate and bank account apply
 * (admission to an event is taxed where the event happens).
 */
export const prices = pgTable(
  'prices',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    relationType: smallint('relation_type').notNull(),
    relationId: integer('relation_id').notNull(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [
    uniqueIndex('prices_relation_uq').on(t.relationType, t.relationId),
    check('prices_relation_type_ck', sql`${t.relationType} in (1, 2)`),
    check('prices_amount_ck', sql`${t.amountMinor} > 0`),
  ],
);

/** The tax (VAT) rate of a region in basis points; a region without a row has no tax (rate 0). */
export const regionTaxRates = pgTable(
  'region_tax_rates',
  {
    regionId: integer('region_id')
      .primaryKey()
      .references(() => regions.id),
    rateBp: integer('rate_bp').notNull(),
  },
  (t) => [check('region_tax_rates_rate_ck', sql`${t.rateBp} between 0 and 10000`)],
);

/**
 * The academy's accounts for bank transfers (commerce §3 "Bank account info"): per region and
 * currency, held by the tenant (the legal entity that receives the money). A row without a region
 * is the tenant's fallback for its currency: a region shows its own account of a currency, else
 * the tenant's (decision 0017 "Bank accounts"). Migration 0023.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    regionId: integer('region_id').references(() => regions.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    beneficiaryName: text('beneficiary_name').notNull(),
    swift: text('swift').notNull(),
    bankName: text('bank_name').notNull(),
    iban: text('iban').notNull(),
  },
  (t) => [
    uniqueIndex('bank_accounts_region_currency_uq')
      .on(t.regionId, t.currencyId)
      .where(sql`${t.regionId} is not null`),
    uniqueIndex('bank_accounts_tenant_fallback_uq')
      .on(t.tenantId, t.currencyId)
      .where(sql`${t.regionId} is null`),
  ],
);

/**
 * A learner's order for a seat. `state`: 0 create, 1 pending, 2 success, 3 fail, 4 timeout,
 * 5 cancel (commerce §4); `payType` 0 card (card, BLIK, Klarna), 1 bank transfer. An open order
 * (0, 1) holds the seat: capacity counts it. Amounts are computed by the server from the price
 * row at the time of placing and frozen here. The partial unique index allows one open order per
 * learner and session, so a double click or 50 concurrent calls cannot write two.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The order number shown to the learner and on the invoice (spec seqNo). */
    seqNo: text('seq_no').notNull().unique(),
    /** The id the payment provider knows the payment by (spec merchantTransactionId). */
    merchantTransactionId: text('merchant_transaction_id').notNull().unique(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    relationType: smallint('relation_type').notNull(),
    relationId: integer('relation_id').notNull(),
    certificationId: integer('certification_id'),
    /** The session's name when the order was placed (spec goods). */
    goods: text('goods').notNull(),
    payType: smallint('pay_type').notNull(),
    state: smallint('state').notNull().default(0),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    currencyCode: text('currency_code').notNull(),
    courseFeeMinor: integer('course_fee_minor').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    taxMinor: integer('tax_minor').notNull(),
    serviceRateBp: integer('service_rate_bp').notNull(),
    serviceFeeMinor: integer('service_fee_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    /** Billing address and contact as sent with the order (spec billingAddress, custom). */
    billing: jsonb('billing').$type<Record<string, string>>().notNull().default({}),
    contact: jsonb('contact').$type<Record<string, string>>().notNull().default({}),
    provider: text('provider').notNull(),
    /** The provider's checkout session id and its hosted page. */
    providerSessionId: text('provider_session_id'),
    /** When the provider's checkout session was expired after the order closed (cancel, timeout, a newer order): its page can no longer pay. */
    providerVoidedAt: timestamp('provider_voided_at', { withTimezone: true }),
    paymentUrl: text('payment_url'),
    /** Bank transfer: the uploaded proof (storage key). */
    paymentProof: text('payment_proof'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Card: placedAt + 30 minutes; bank transfer: placedAt + 3 calendar days. The server's clock decides. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The seat written when the order was paid (classroom registration or practical-exam place id). */
    seatId: integer('seat_id'),
    /** Set when a payment arrived for an order that could not take its seat: reconciliation lists it. */
    flag: text('flag'),
    /** Removed from the learner's view (deleteOrder); money rows are never deleted. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_open_uq')
      .on(t.userId, t.relationType, t.relationId)
      .where(sql`${t.state} in (0, 1)`),
    index('orders_relation_state_idx').on(t.relationType, t.relationId, t.state),
    index('orders_user_idx').on(t.userId, t.relationType, t.relationId, t.placedAt),
    index('orders_open_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`${t.state} in (0, 1)`),
    index('orders_void_due_idx')
      .on(t.id)
      .where(sql`${t.state} in (3, 4, 5) and ${t.providerSessionId} is not null and ${t.providerVoidedAt} is null`),
    check('orders_state_ck', sql`${t.state} between 0 and 5`),
    check('orders_pay_type_ck', sql`${t.payType} in (0, 1)`),
    check('orders_relation_type_ck', sql`${t.relationType} in (1, 2)`),
    check('orders_amounts_ck', sql`${t.totalMinor} = ${t.courseFeeMinor} + ${t.taxMinor} + ${t.serviceFeeMinor} and ${t.courseFeeMinor} > 0`),
  ],
);

/**
 * Every event the payment provider sent, stored by its id before it is applied: a replay finds
 * the row and changes nothing. `outcome` says what applying it did (paid, failed, late, ignored).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    eventId: text('event_id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    merchantTransactionId: text('merchant_transaction_id').notNull(),
    amountMinor: integer('amount_minor'),
    currencyCode: text('currency_code'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome').notNull(),
  },
  (t) => [index('payment_events_merchant_idx').on(t.merchantTransactionId, t.receivedAt)],
);

/**
 * The built-in sandbox provider's own outbox of webhooks (it stands in for a real provider's
 * servers, which keep retrying until the merchant answers 2xx). Durable, so a webhook accepted
 * before a crash is delivered after the restart. Not read by the checkout module itself.
 */
export const sandboxWebhooks = pgTable(
  'sandbox_webhooks',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id').notNull().unique(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_webhooks_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/**
 * The seller printed on a tenant's invoices (issue 16, decision 0017 "Invoices"): each brand
 * invoices as its own legal entity. `address` may hold several lines (newline-separated).
 */
export const invoiceSellers = pgTable('invoice_sellers', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  name: text('name').notNull(),
  address: text('address').notNull(),
  countryCode: text('country_code').notNull(),
  vatId: text('vat_id').notNull(),
  email: text('email').notNull(),
});

/**
 * The last invoice number given per tenant and calendar year. The paying transaction increments
 * its row (an upsert, so the row stays locked until commit): numbers follow one another without
 * gaps or duplicates, and a rolled-back payment takes its number back with it.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [uniqueIndex('invoice_counters_tenant_year_uq').on(t.tenantId, t.year)],
);

/**
 * One invoice per paid order: numbered in the paying transaction, its PDF drawn once on the first
 * download and stored (`storageKey`), so every later download serves the same document.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    storageKey: text('storage_key'),
  },
  (t) => [uniqueIndex('invoices_order_uq').on(t.orderId), uniqueIndex('invoices_tenant_year_number_uq').on(t.tenantId, t.year, t.number)],
);

/**
 * A bank-transfer proof the learner submitted for an order (save/voucher), and staff's review of
 * it: `state` submitted, confirmed or rejected (with the reason). One under review per order.
 * The received amount staff entered is kept for reconciliation.
 */
export const paymentProofs = pgTable(
  'payment_proofs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    url: text('url').notNull(),
    state: text('state').notNull().default('submitted'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reason: text('reason'),
    receivedMinor: integer('received_minor'),
    receivedCurrency: text('received_currency'),
  },
  (t) => [
    index('payment_proofs_order_idx').on(t.orderId, t.submittedAt),
    uniqueIndex('payment_proofs_open_uq')
      .on(t.orderId)
      .where(sql`${t.state} = 'submitted'`),
    check('payment_proofs_state_ck', sql`${t.state} in ('submitted', 'confirmed', 'rejected')`),
  ],
);

/**
 * The sandbox provider's checkout sessions that ended (like a real provider's session state):
 * `completed` when the payer approved, `expired` when the merchant expired it (cancel, timeout, a
 * newer order). The first to write wins, so an approve and an expire racing decide once; a
 * session without a row is open until the deadline signed into it. Not read by checkout itself.
 */
export const sandboxSessions = pgTable(
  'sandbox_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    state: text('state').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sandbox_sessions_state_ck', sql`${t.state} in ('completed', 'expired')`)],
);
