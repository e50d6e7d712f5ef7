import type { FastifyInstance } from 'fastify';
import type { CheckoutDeps } from './checkout-order.service';
import type { SeatDesks } from './checkout-ports';
import { checkoutRoutes } from './checkout.routes';
import { SandboxProvider } from './sandbox-provider';

/**
 * Checkout's plugin: the payment calls under /api with the provider of the configuration (the
 * built-in sandbox by default). The seat desks of classroom and practical exam come from the
 * composition root (src/checkout-wiring.ts), since checkout imports no module of its floor.
 */
export async function checkoutPlugin(app: FastifyInstance, opts: { desks: SeatDesks }): Promise<void> {
  const provider = new SandboxProvider(app.db, app.config.publicUrl);
  const deps: CheckoutDeps = { db: app.db, desks: opts.desks, provider, publicUrl: app.config.publicUrl };
  // The provider's key is read once before any request: inside placeOrder's transaction a read on
  // another connection would wait for that transaction on PGlite's single connection.
  app.addHook('onReady', async () => void (await provider.key()));
  // The sweeper and tests reach the same deps (one provider per app).
  app.decorate('checkoutDeps', () => deps);
  await app.register(checkoutRoutes, { prefix: '/api', deps: () => deps });
}

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    checkoutDeps: () => CheckoutDeps;
  }
}
