import type { FastifyInstance } from 'fastify';
import { applyProviderEvent } from './checkout-payment.service';
import type { CheckoutDeps } from './checkout-order.service';

/**
 * POST /api/pay/webhook/{provider}: the provider's events. The body is read raw (the signature is
 * over the exact bytes), verified, then applied once (checkout-payment.service). Answers: 200 when
 * applied or a replay; 400 for an unsigned, forged or stale delivery (nothing stored); 500 when
 * applying failed (nothing stored either, so the provider's retry applies it).
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
          'Sandbox: header sandbox-signature t=<unix>,v1=<HMAC-SHA256 of "t.body">, 5 minutes tolerance. Stripe: stripe-signature, verified by the library. ' +
          'Each event is stored by its id: a replay answers 200 and changes nothing.',
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
