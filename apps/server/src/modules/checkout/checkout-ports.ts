import type { Db } from '../../db/client';

/**
 * What checkout needs from the modules that own the seats and from the payment provider. Checkout
 * stands on the same floor as classroom and practical exam (issue 15), so it imports neither:
 * app.ts hands it their seat desks (inversion), as it hands platform the session resolver.
 */

/** A session sold by checkout, as its owner describes it. */
export type SaleSession = {
  id: number;
  siteId: number;
  certificationId: number | null;
  name: string;
  startAt: Date;
  seats: number;
};

export type SeatCtx = {
  tenantId: number;
  siteId: number;
  languageId: number;
  /** The request's site (its URL prefix: 'eu', 'asia' …, '' for the default): where the provider sends the payer back. */
  site?: { pathPrefix: string };
};

export type SeatDesk = {
  /** The session on one of the tenant's sites, or null (another brand's is as unknown as a wrong id). */
  findSession(db: Db, tenantId: number, id: number): Promise<SaleSession | null>;
  /** The session's row lock: its seat count is read and written one request after another. */
  lockSession(tx: Db, id: number): Promise<void>;
  /** Seats held in the owner's table (enrolled learners); checkout adds its open orders. */
  countHeld(db: Db, id: number): Promise<number>;
  /**
   * Takes the paid seat in the caller's transaction with the owner's rules, except the seat count
   * (the open order held the seat); throws the rule's AppError. Returns the seat's id. With
   * `movedFrom` (a paid reschedule) the owner sends seat.rescheduled for the move, not seat.booked.
   */
  takePaidSeat(tx: Db, ctx: SeatCtx, userId: number, id: number, now: Date, movedFrom?: MovedSeat): Promise<number>;
};

/** The seat a paid seat is moved from (reschedule): the owner's seat id and its session's id. */
export type MovedSeat = { seatId: number; sessionId: number };

/** Relation type 1 classroom, 2 practical exam. */
export type SeatDesks = Record<1 | 2, SeatDesk>;

/** What the provider's hosted checkout is asked to collect. */
export type CheckoutRequest = {
  merchantTransactionId: string;
  seqNo: string;
  amountMinor: number;
  currencyCode: string;
  description: string;
  payerEmail: string | null;
  /** Where the payer's browser goes back to (success, failure or abandon alike; the webhook decides). */
  returnUrl: string;
  /** Methods the page offers: card always; BLIK in PLN; Klarna in EUR and USD. */
  methods: ('card' | 'blik' | 'klarna')[];
  /** The order's deadline: the provider's page must not take the payment after it. */
  expiresAt: Date;
};

export type CheckoutSession = { sessionId: string; paymentUrl: string };

/**
 * A verified event from the provider, in checkout's words. `other` is any event type checkout does
 * not act on (a provider adds types over time): it is stored and acknowledged, and changes nothing.
 */
export type ProviderEvent = {
  eventId: string;
  type: 'payment.succeeded' | 'payment.failed' | 'payment.pending' | 'checkout.expired' | 'other';
  /** The provider's own name of the event type, as stored. */
  providerType: string;
  /** '' when the event names no order of ours. */
  merchantTransactionId: string;
  amountMinor: number | null;
  currencyCode: string | null;
  payload: unknown;
};

export type PaymentProvider = {
  name: string;
  createCheckout(req: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Expires a checkout session so its page can no longer take a payment (cancel, timeout, a method
   * switch, a newer order). True when it is expired now or was already; false when the payer
   * completed it first (its success webhook is then on its way and is flagged late-payment).
   * Throws when the provider cannot be reached (the caller retries later).
   */
  expireCheckout(sessionId: string): Promise<boolean>;
  /** Verifies the signature of a webhook (raw body as received) and reads it; throws when it does not verify. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<ProviderEvent>;
};

/** Methods a provider's page offers for a currency (Poland pays by BLIK; Klarna where it is sold). */
export function methodsFor(currencyCode: string): CheckoutRequest['methods'] {
  if (currencyCode === 'PLN') return ['card', 'blik'];
  return ['card', 'klarna'];
}
