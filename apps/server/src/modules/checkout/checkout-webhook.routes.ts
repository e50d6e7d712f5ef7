import type { FastifyInstance } from 'fastify';
import { applyProviderEvent } from './checkout-payment.service';
import type { CheckoutDeps } from './checkout-order.service';

/**
 * POST /api/pay/webhook/{provider}: the provider's events. The body is read raw (the signature is
 * over the exact bytes), verified, then applied once (checkout-payment.service). Answers: 200 when
 * applied, a replay or an event type we do not act on; 400 for an unsigned, forged or stale
 * delivery (nothing stored; the signature check is total, so a strange header is a 400, never a
 * 500); 500 only when applying failed (nothing stored either, so the provider's retry applies it).
 */
export async function checkoutWebhookRoutes(app: FastifyInstance, opts: { deps: () => CheckoutDeps }) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 262_144 }, (_req, body, done) => done(null, body));

  app.post(
    '/pay/webhook/:provider',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Payment provider webhook (signed); the only call that marks an order paid',
        description:
          'Sandbox (/api/pay/webhook/sandbox): header sandbox-signature t=<unix>,v1=<HMAC-SHA256 of "t.body">, 5 minutes tolerance, sent by the sandbox\'s durable outbox with retries. ' +
          'Stripe (/api/pay/webhook/stripe, when STRIPE_SECRET_KEY is set): stripe-signature, verified by the stripe library with STRIPE_WEBHOOK_SECRET; ' +
          'checkout.session.completed (paid, or pending for a delayed method), async_payment_succeeded, async_payment_failed and expired move the order. ' +
          'Each event is stored by its id in the transaction that applies it: a replay answers 200 and changes nothing; an event type checkout does not act on is stored and answers 200 (ignored). ' +
          "Answers: 200 with data.outcome (paid, failed, pending, expired, late-payment, refund-due (the payer's account was deleted: nobody seated), amount-mismatch, paid-without-seat, already-paid, ignored, replay, unknown-order); " +
          '400 unsigned, forged or stale (nothing stored); 404 another provider than the configured one; 500 only when applying failed (nothing stored: the provider retries).',
        hide: false,
      },
    },
    async (req, reply) => {
      const deps = opts.deps();
      const { provider } = req.params as { provider: string };
      if (provider !== deps.provider.name) return reply.status(404).send({ code: 404, data: null, message: 'No such provider' });
      let event;
      try {
        event = await deps.provider.verifyWebhook(String(req.body ?? ''), req.headers);
      } catch {
        return reply.status(400).send({ code: 400, data: null, message: 'Webhook signature does not verify' });
      }
      const outcome = await applyProviderEvent(deps, event);
      return { code: 200, data: { received: true, outcome }, message: 'success' };
    },
  );
}
