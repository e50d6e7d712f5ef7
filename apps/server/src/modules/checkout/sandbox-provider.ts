import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxSessions } from '../../db/schema/index';
import { getOrCreateSecret } from '../../platform/secrets';
import type { CheckoutRequest, PaymentProvider, ProviderEvent } from './checkout-ports';

/**
 * The built-in sandbox payment provider (DESIGN.md payments row; decision 0017). It behaves like a
 * real one at the edges checkout sees: createCheckout answers a hosted page address; the page
 * (sandbox-pay.routes) lets the payer approve, decline or abandon by card, BLIK or Klarna; the
 * result reaches checkout only as a signed webhook, sent asynchronously and retried until it is
 * accepted. The session travels signed inside the page address, so the page needs no table.
 */

export const SANDBOX_SECRET = 'sandbox-provider';
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** A webhook signed longer ago than this is refused (a replayed old delivery), like Stripe's default. */
export const SIGNATURE_TOLERANCE_S = 300;

export type SandboxSession = {
  /** The session id (what checkout stores and expires). */
  sid: string;
  /** The order's deadline (ms since epoch): the page takes no payment after it. */
  exp: number;
  /** merchantTransactionId */
  m: string;
  seqNo: string;
  amountMinor: number;
  currencyCode: string;
  description: string;
  returnUrl: string;
  methods: CheckoutRequest['methods'];
};

const b64 = (s: string) => Buffer.from(s).toString('base64url');
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');
/**
 * Constant-time comparison that is total: byte lengths are compared (a string of multibyte
 * characters has as many chars as the hex digest but more bytes, and timingSafeEqual throws on
 * unequal lengths), so a strange signature is a mismatch, never an exception.
 */
export const sameHex = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const EVENT_TYPES = new Set<string>(['payment.succeeded', 'payment.failed', 'payment.pending', 'checkout.expired']);
const str = (v: unknown) => (typeof v === 'string' ? v : null);
const int = (v: unknown) => (Number.isSafeInteger(v) ? (v as number) : null);

/** Where a session stands: open (payable until its deadline), completed (approved), expired (by the merchant or its deadline). */
export type SandboxSessionState = 'open' | 'completed' | 'expired';

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private secret: Promise<string> | null = null;

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  /** Shared by every node through app_secrets. */
  key(): Promise<string> {
    // A failed read (database out of reach) is not cached: the next use reads again.
    this.secret ??= getOrCreateSecret(this.db, SANDBOX_SECRET).catch((err: unknown) => {
      this.secret = null;
      throw err;
    });
    return this.secret;
  }

  async createCheckout(req: CheckoutRequest) {
    const sid = `sbx_${req.merchantTransactionId}`;
    const session: SandboxSession = {
      sid,
      exp: req.expiresAt.getTime(),
      m: req.merchantTransactionId,
      seqNo: req.seqNo,
      amountMinor: req.amountMinor,
      currencyCode: req.currencyCode,
      description: req.description,
      returnUrl: req.returnUrl,
      methods: req.methods,
    };
    const token = b64(JSON.stringify(session));
    const signed = `${token}.${hmac(await this.key(), `session.${token}`)}`;
    const url = new URL('/api/sandbox-pay/checkout', this.publicUrl);
    url.searchParams.set('session', signed);
    return { sessionId: sid, paymentUrl: url.toString() };
  }

  /** Like a real provider's expire call: the first of expire and approve to write wins. */
  async expireCheckout(sessionId: string): Promise<boolean> {
    await this.db.insert(sandboxSessions).values({ sessionId, state: 'expired' }).onConflictDoNothing();
    const [row] = await this.db.select({ state: sandboxSessions.state }).from(sandboxSessions).where(eq(sandboxSessions.sessionId, sessionId));
    return row?.state === 'expired';
  }

  async stateOf(db: Db, s: SandboxSession, now = Date.now()): Promise<SandboxSessionState> {
    const [row] = await db.select({ state: sandboxSessions.state }).from(sandboxSessions).where(eq(sandboxSessions.sessionId, s.sid));
    if (row) return row.state as SandboxSessionState;
    return s.exp > now ? 'open' : 'expired';
  }

  /**
   * The payer approved: the session completes in the caller's transaction (with the queued
   * webhook), unless it was expired first or its deadline passed. Answers the state it is in now.
   */
  async complete(tx: Db, s: SandboxSession, now = Date.now()): Promise<'completed' | 'already-completed' | 'expired'> {
    if (s.exp <= now) return 'expired';
    const won = await tx.insert(sandboxSessions).values({ sessionId: s.sid, state: 'completed' }).onConflictDoNothing().returning();
    if (won.length > 0) return 'completed';
    return (await this.stateOf(tx, s, now)) === 'completed' ? 'already-completed' : 'expired';
  }

  /** Reads a signed session of the hosted page; null when it was not signed by this provider. */
  async readSession(signed: string): Promise<SandboxSession | null> {
    const [token, sig] = signed.split('.');
    if (!token || !sig || !sameHex(sig, hmac(await this.key(), `session.${token}`))) return null;
    try {
      return JSON.parse(Buffer.from(token, 'base64url').toString()) as SandboxSession;
    } catch {
      return null;
    }
  }

  /** The signature header of a delivery: `t=<unix seconds>,v1=<hmac of "t.body">` (Stripe's scheme). */
  async sign(body: string, nowMs = Date.now()): Promise<string> {
    const t = Math.floor(nowMs / 1000);
    return `t=${t},v1=${hmac(await this.key(), `${t}.${body}`)}`;
  }

  async verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>, nowMs = Date.now()): Promise<ProviderEvent> {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    const parts = Object.fromEntries(
      String(Array.isArray(header) ? header[0] : (header ?? ''))
        .split(',')
        .map((p) => p.split('=') as [string, string]),
    );
    const t = Number(parts.t);
    if (!Number.isInteger(t) || !parts.v1) throw new Error('unsigned webhook');
    if (Math.abs(nowMs / 1000 - t) > SIGNATURE_TOLERANCE_S) throw new Error('webhook signature too old');
    if (!sameHex(parts.v1, hmac(await this.key(), `${t}.${rawBody}`))) throw new Error('bad webhook signature');
    // Signed, so it is the provider's; read defensively all the same: an event type we do not act
    // on (or one without our fields) is stored and acknowledged, never a 500.
    const event = JSON.parse(rawBody) as { id?: unknown; type?: unknown; data?: Record<string, unknown> | null };
    const id = str(event.id);
    if (!id) throw new Error('webhook without an event id');
    const data = event.data && typeof event.data === 'object' ? event.data : {};
    const providerType = str(event.type) ?? '';
    return {
      eventId: id,
      type: EVENT_TYPES.has(providerType) ? (providerType as ProviderEvent['type']) : 'other',
      providerType,
      merchantTransactionId: str(data.merchantTransactionId) ?? '',
      amountMinor: int(data.amountMinor),
      currencyCode: str(data.currencyCode),
      payload: event,
    };
  }
}
