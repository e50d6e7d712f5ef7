import { ErrorCode } from '@credo/contracts/errors';
import { AppError } from '../../platform/app-error';
import type { PaymentProvider } from './checkout-ports';

/**
 * The provider when none is configured (PAYMENT_SANDBOX=false and no real provider yet): an order
 * can still be quoted, but paying is refused with a clear message before anything is charged, and
 * no webhook verifies. A server others can reach runs this way, never with the sandbox
 * (config.ts assertProductionSafe).
 */
export const noProvider: PaymentProvider = {
  name: 'none',
  async createCheckout() {
    throw new AppError(ErrorCode.OTHER_ERROR, null, 'Online payment is not available on this server yet. Nothing was charged.');
  },
  // No provider, no sessions: there is nothing to expire.
  async expireCheckout() {
    return true;
  },
  async verifyWebhook() {
    throw new Error('No payment provider is configured');
  },
};
