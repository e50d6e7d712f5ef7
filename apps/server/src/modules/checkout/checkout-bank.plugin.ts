import type { FastifyPluginAsync } from 'fastify';
import type { BankPorts } from './checkout-bank-ports';
import { checkoutBankRoutes } from './checkout-bank.routes';
import { checkoutInvoiceRoutes } from './checkout-invoice.routes';
import { checkoutStaffRoutes } from './checkout-staff.routes';
import type { CheckoutDeps } from './checkout-order.service';

/**
 * Bank transfer (proof upload, save/voucher, staff review), invoices, reconciliation and
 * reschedule (issue 16; decision 0017). Registered by checkout's plugin under /api; `ports` come
 * from the composition root (seat ledgers of classroom and practical exam, the staff audit writer).
 */
export const checkoutBankPlugin: FastifyPluginAsync<{ deps: () => CheckoutDeps; ports: BankPorts }> = async (app, opts) => {
  await app.register(checkoutBankRoutes, { deps: opts.deps, ledgers: opts.ports.ledgers });
  await app.register(checkoutInvoiceRoutes, { deps: opts.deps });
  await app.register(checkoutStaffRoutes, { deps: opts.deps, ports: opts.ports });
};
