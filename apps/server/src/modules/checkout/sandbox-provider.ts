import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
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
const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

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
    const session: SandboxSession = {
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
    return { sessionId: `sbx_${req.merchantTransactionId}`, paymentUrl: url.toString() };
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
    const event = JSON.parse(rawBody) as {
      id: string;
      type: ProviderEvent['type'];
      data: { merchantTransactionId: string; amountMinor: number; currencyCode: string };
    };
    return {
      eventId: event.id,
      type: event.type,
      merchantTransactionId: event.data.merchantTransactionId,
      amountMinor: event.data.amountMinor ?? null,
      currencyCode: event.data.currencyCode ?? null,
      payload: event,
    };
  }
}
