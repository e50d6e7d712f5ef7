import Stripe from 'stripe';
import type { CheckoutRequest, PaymentProvider, ProviderEvent } from './checkout-ports';

/**
 * The Stripe adapter (decision 0017, "Stripe"): Stripe Checkout Sessions in payment mode allowing the
 * methods of the currency (card; BLIK in PLN; Klarna in EUR and USD), keyed by our
 * merchantTransactionId (the idempotency key of the create call and the session's
 * client_reference_id), expired through `checkout.sessions.expire`, and webhooks verified by the
 * library (`webhooks.constructEvent`, the `stripe-signature` header, 5 minutes tolerance).
 */

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** Tests' local stand-in (http://127.0.0.1:port); unset talks to api.stripe.com. */
  apiBase?: string;
};

/** Stripe accepts an expiry 30 minutes to 24 hours after the session is created. */
const MIN_EXPIRY_S = 30 * 60 + 60;
const MAX_EXPIRY_S = 24 * 3600 - 60;

type Session = Stripe.Checkout.Session;

/** Stripe's checkout-session events in checkout's words; every other type is stored and acknowledged only. */
function typeOf(event: Stripe.Event, session: Session | null): ProviderEvent['type'] {
  switch (event.type) {
    case 'checkout.session.completed':
      // Card and BLIK are captured by then (paid); a delayed method (Klarna may be) reports later.
      if (session?.payment_status === 'paid') return 'payment.succeeded';
      return session?.payment_status === 'unpaid' ? 'payment.pending' : 'other';
    case 'checkout.session.async_payment_succeeded':
      return 'payment.succeeded';
    case 'checkout.session.async_payment_failed':
      return 'payment.failed';
    case 'checkout.session.expired':
      return 'checkout.expired';
    default:
      return 'other';
  }
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const base = settings.apiBase ? new URL(settings.apiBase) : null;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(base && { host: base.hostname, port: base.port || (base.protocol === 'http:' ? 80 : 443), protocol: base.protocol === 'http:' ? 'http' : 'https' }),
    });
  }

  async createCheckout(req: CheckoutRequest) {
    const nowS = Math.floor(Date.now() / 1000);
    // Our deadline decides (the sweeper expires the session then); Stripe's own expiry is the backstop within its limits.
    const expiresAt = Math.min(nowS + MAX_EXPIRY_S, Math.max(nowS + MIN_EXPIRY_S, Math.floor(req.expiresAt.getTime() / 1000)));
    const metadata = { merchantTransactionId: req.merchantTransactionId, seqNo: req.seqNo };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        // API 2026-09-30.endive removed payment_method_types from this call: allowed_payment_method_types
        // filters Stripe's eligible methods to these (card; BLIK in PLN; Klarna in EUR and USD).
        allowed_payment_method_types: req.methods,
        line_items: [
          {
            quantity: 1,
            price_data: { currency: req.currencyCode.toLowerCase(), unit_amount: req.amountMinor, product_data: { name: req.description } },
          },
        ],
        client_reference_id: req.merchantTransactionId,
        metadata,
        payment_intent_data: { metadata },
        ...(req.payerEmail ? { customer_email: req.payerEmail } : {}),
        // Back to the payment page either way: only the webhook says paid.
        success_url: req.returnUrl,
        cancel_url: req.returnUrl,
        expires_at: expiresAt,
      },
      // A retried create (network error, double submit) answers the same session.
      { idempotencyKey: req.merchantTransactionId },
    );
    if (!session.url) throw new Error('Stripe answered a checkout session without a page address');
    return { sessionId: session.id, paymentUrl: session.url };
  }

  async expireCheckout(sessionId: string): Promise<boolean> {
    try {
      await this.stripe.checkout.sessions.expire(sessionId);
      return true;
    } catch (err) {
      // Stripe refuses to expire a session that is not open: it is either expired already or complete.
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
      const session = await this.stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'open') throw err;
      return session.status === 'expired';
    }
  }

  async verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<ProviderEvent> {
    const header = headers['stripe-signature'];
    const event = this.stripe.webhooks.constructEvent(rawBody, Array.isArray(header) ? header[0] : (header ?? ''), this.settings.webhookSecret);
    const object = event.data.object as { object?: string };
    const session = object.object === 'checkout.session' ? (object as Session) : null;
    return {
      eventId: event.id,
      type: typeOf(event, session),
      providerType: event.type,
      merchantTransactionId: session?.client_reference_id ?? session?.metadata?.merchantTransactionId ?? '',
      amountMinor: session?.amount_total ?? null,
      currencyCode: session?.currency ? session.currency.toUpperCase() : null,
      payload: event,
    };
  }
}
