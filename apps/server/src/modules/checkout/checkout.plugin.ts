import type { FastifyInstance } from 'fastify';
import type { CheckoutDeps } from './checkout-order.service';
import type { PaymentProvider, SeatDesks } from './checkout-ports';
import { StripeProvider } from './stripe-provider';
import { checkoutRoutes } from './checkout.routes';
import { checkoutWebhookRoutes } from './checkout-webhook.routes';
import { sandboxPayRoutes } from './sandbox-pay.routes';
import { startSandboxSender, type SandboxSender } from './sandbox-outbox';
import { SandboxProvider } from './sandbox-provider';
import { noProvider } from './no-provider';
import { startSessionVoider } from './checkout-void';
import type { BankPorts } from './checkout-bank-ports';
import { checkoutBankPlugin } from './checkout-bank.plugin';
import { backfillAllInvoiceNumbers } from './checkout-invoice.service';

/**
 * Checkout's plugin: the payment calls under /api, the provider's webhook, and the provider of the
 * configuration (the built-in sandbox by default, with its hosted page and webhook sender; with
 * PAYMENT_SANDBOX=false none: paying is refused and no sandbox page is mounted). The
 * seat desks of classroom and practical exam come from the composition root
 * (src/checkout-wiring.ts), since checkout imports no module of its floor.
 */
export async function checkoutPlugin(app: FastifyInstance, opts: { desks: SeatDesks; bank: BankPorts }): Promise<void> {
  // Bank transfer, invoices, reconciliation and reschedule; deps are read per request (decorated below).
  await app.register(checkoutBankPlugin, { prefix: '/api', deps: () => app.checkoutDeps(), ports: opts.bank });
  const provider = providerOf(app);
  const deps: CheckoutDeps = { db: app.db, desks: opts.desks, provider, publicUrl: app.config.publicUrl, faultPoint: faultPointOf(app) };
  // The sweeper and tests reach the same deps (one provider per app).
  app.decorate('checkoutDeps', () => deps);
  // Closed orders' provider sessions that could not be expired at once (decision 0017, "Voided sessions").
  const voider = startSessionVoider(deps, app.log);
  app.addHook('onClose', async () => voider.stop());
  // Orders paid before invoices existed are numbered once, in payment order (decision 0017 "Invoices").
  // A database out of reach at start must not stop the server: a download runs the same back-fill.
  app.addHook('onReady', async () => {
    await backfillAllInvoiceNumbers(app.db).then(
      (n) => n > 0 && app.log.info({ numbered: n }, 'checkout: invoices numbered for orders paid before invoices existed'),
      (err: unknown) => app.log.warn({ err }, 'checkout: the invoice back-fill could not run at start; a download runs it'),
    );
  });
  await app.register(checkoutRoutes, { prefix: '/api', deps: () => deps });
  await app.register(checkoutWebhookRoutes, { prefix: '/api', deps: () => deps });
  if (provider instanceof SandboxProvider) await mountSandbox(app, provider);
}

/**
 * The configured provider: Stripe when STRIPE_SECRET_KEY is set (it wins over the sandbox), else
 * the sandbox with PAYMENT_SANDBOX on, else none (paying is refused, nothing else changes).
 */
function providerOf(app: FastifyInstance): PaymentProvider {
  if (app.config.stripe) return new StripeProvider(app.config.stripe);
  return app.config.paymentSandbox ? new SandboxProvider(app.db, app.config.publicUrl) : noProvider;
}

/**
 * The crash test's hook (checkout-fault.test.ts): with CHECKOUT_FAULT=hang-before-commit, outside
 * production, applying a webhook announces the point on stdout and never commits, so the test can
 * SIGKILL the server at exactly that moment. Unset (always in production) it does nothing.
 */
function faultPointOf(app: FastifyInstance): CheckoutDeps['faultPoint'] {
  if (process.env.CHECKOUT_FAULT !== 'hang-before-commit' || app.config.env === 'production') return undefined;
  return async (name) => {
    process.stdout.write(`CHECKOUT_FAULT_POINT ${name}\n`);
    await new Promise<never>(() => {});
  };
}

/** The sandbox's hosted page and its webhook sender (decision 0017): only when the sandbox is the provider. */
async function mountSandbox(app: FastifyInstance, provider: SandboxProvider) {
  const sender = startSandboxSender(app, provider);
  // The provider's key is read once before any request: inside placeOrder's transaction a read on
  // another connection would wait for that transaction on PGlite's single connection.
  // A database out of reach at start must not stop the server (it answers 503 meanwhile): the key
  // is then read on first use.
  app.addHook('onReady', async () => {
    await provider.key().then(
      () => sender.kick(),
      () => app.log.warn('checkout: the sandbox payment key could not be read at start; it is read on first use'),
    );
  });
  app.addHook('onClose', async () => sender.stop());
  app.decorate('sandboxSender', sender);
  await app.register(sandboxPayRoutes, { prefix: '/api', provider, kick: sender.kick });
}

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    checkoutDeps: () => CheckoutDeps;
    /** Only with PAYMENT_SANDBOX on. */
    sandboxSender: SandboxSender;
  }
}
