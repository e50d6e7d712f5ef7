import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  bankTransferInfo,
  bankTransferInfoBody,
  cancelOrderBody,
  merchantTransactionQuery,
  orderInfo,
  paymentResponse,
  paymentStatus,
  placeOrderBody,
  relationBody,
  seqNoQuery,
  serverTime,
} from '@credo/contracts/checkout';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { signedIn, userOf, viewerIdOf } from '../../platform/access';
import { ok, orError } from '../../platform/envelope';
import { userCardOf } from '../user/index';
import { getBankTransferInfo } from './checkout-info.service';
import { returnOriginOf } from './checkout-return-origin';
import { cancelOrder, deleteOrder, getPaymentStatus, getPayOrderInfo, placeOrder, verifyPayable, type CheckoutDeps } from './checkout-order.service';

/** Per learner: a double click and a page's polling fit; 50 concurrent calls still reach the lock (they must end in one order). */
const perLearner = (name: string, max = 60) => ({
  rateLimit: { max, timeWindow: 60_000, hook: 'preHandler' as const, keyGenerator: (req: FastifyRequest) => `${name}:${req.session?.user.id ?? req.ip}` },
});

const tags = ['checkout'];
const P = '/user/pay/registration';
const OWN = "Only the learner's own order: another learner's answers HTTP 404, like a wrong number.";

/** The payment calls of commerce §7 (issue 16; decision 0017). */
export const checkoutRoutes: FastifyPluginAsyncZod<{ deps: () => CheckoutDeps }> = async (app, opts) => {
  const deps = opts.deps;

  app.post(
    `${P}/verify`,
    {
      schema: {
        tags,
        summary: 'Whether the session can be paid here: data true means payable (false: the page goes to not-found)',
        description:
          'True for a paid classroom (relationType 1) or paid practical exam (2) of the tenant that has not started, or one the learner already has an order for.',
        body: siteParams.extend(relationBody.shape),
        response: { 200: envelopeOf(z.boolean()) },
      },
    },
    async (req) => ok(await verifyPayable(deps(), req.ctx, viewerIdOf(req), req.body)),
  );

  app.post(
    `${P}/getPayOrderInfo`,
    {
      schema: {
        tags,
        summary: "The learner's order for the session, or a quote before there is one (seqNo and state null)",
        description:
          'Amounts in integer minor units, rates in basis points, all computed by the server; quotes holds card (payType 0) and bank transfer (1). ' +
          'An open order past its deadline answers state 4 timeout. HTTP 404 for a session that is not paid.',
        body: siteParams.extend(relationBody.shape),
        response: { 200: envelopeOf(orderInfo), 404: errorEnvelope },
      },
    },
    async (req) => ok(await getPayOrderInfo(deps(), req.ctx, viewerIdOf(req), req.body)),
  );

  app.post(
    `${P}/getBankTransferInfo`,
    {
      schema: {
        tags,
        summary: "The academy's bank accounts for transfers from a region (any site of the tenant), one per currency: the region's own, else the tenant's",
        body: siteParams.extend(bankTransferInfoBody.shape),
        response: { 200: envelopeOf(bankTransferInfo), 404: errorEnvelope },
      },
    },
    async (req) => ok(await getBankTransferInfo(deps().db, req.ctx.tenantId, req.body.regionId)),
  );

  app.post(
    `${P}/placeOrder`,
    {
      preValidation: signedIn,
      config: perLearner('checkout-place'),
      schema: {
        tags,
        summary: 'Places the order (the payment creation request); idempotent per learner and session',
        description:
          'The same method again answers the open order; another method cancels the open order first (501 while its payment is in progress). ' +
          "The provider sends the payer back to the tenant's own host (a configured host of this tenant, else PUBLIC_URL; never an unchecked Host header), the site's prefix and the /mobile twin when returnToMobile is true. " +
          "Money fields of the request are ignored: the server computes them. Card (0) answers the provider's paymentUrl (sandbox page, or Stripe Checkout when STRIPE_SECRET_KEY is set); bank transfer (1) none. " +
          'The order holds its seat until paid, cancelled or timed out (card 30 minutes, bank transfer 3 days); switching method or ordering again expires the previous provider session. ' +
          'Refusals: HTTP 404 unknown or free session; 10013 started; the seat rules of the session (501 enrol/theory first, 10010, 10015, 10009, 10024 …); 10014 / 10008 full; 200001 provider down (nothing placed).',
        body: siteParams.extend(placeOrderBody.shape),
        response: { 200: orError(paymentResponse), 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => {
      const user = userOf(req);
      const origin = returnOriginOf(deps().publicUrl, (await app.siteRegistry.get()).tenantByHost, req.ctx.tenantId, req.headers.host);
      // The payer's e-mail for the provider: the session carries only id, tenant and role (decision 0038).
      const email = (await userCardOf(deps().db, user.id))?.email ?? null;
      return ok(await placeOrder(deps(), req.ctx, { id: user.id, email }, req.body, new Date(), origin));
    },
  );

  app.post(
    `${P}/cancelOrder`,
    {
      preValidation: signedIn,
      config: perLearner('checkout-cancel'),
      schema: {
        tags,
        summary: "Cancels the learner's unpaid order (create, fail or timeout); the seat it held is free at once",
        description: `${OWN} Cancelling a cancelled order answers it again. 501 for a paid order (paid training is non-refundable) or one whose payment is in progress. The provider's checkout session is expired after the cancel, so its page can no longer take the payment (one that slipped through is recorded and flagged late-payment).`,
        body: siteParams.extend(cancelOrderBody.shape),
        response: { 200: orError(paymentStatus), 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => ok(await cancelOrder(deps(), userOf(req).id, req.body)),
  );

  app.get(
    `${P}/deleteOrder`,
    {
      preValidation: signedIn,
      config: perLearner('checkout-delete'),
      schema: {
        tags,
        summary: "Removes an unpaid order from the learner's view (an open one is cancelled first)",
        description: `${OWN} 501 for a paid or processing order. The order row stays for the books.`,
        querystring: siteParams.extend(seqNoQuery.shape),
        response: { 200: orError(z.boolean()), 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => ok(await deleteOrder(deps(), userOf(req).id, req.query.seqNo)),
  );

  app.get(
    `${P}/getPaymentStatus`,
    {
      preValidation: signedIn,
      config: perLearner('checkout-status', 240),
      schema: {
        tags,
        summary: "The state of the learner's order by merchantTransactionId (the page polls it after the provider)",
        description: `${OWN} Only the provider's webhook moves an order to success; the browser's return never does.`,
        querystring: siteParams.extend(merchantTransactionQuery.shape),
        response: { 200: envelopeOf(paymentStatus), 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => ok(await getPaymentStatus(deps(), userOf(req).id, req.query.merchantTransactionId)),
  );

  app.get(
    `${P}/getServerTime`,
    {
      schema: {
        tags,
        summary: "The server's clock (ms since epoch): the page counts an order's deadline down with the difference",
        querystring: siteParams,
        response: { 200: envelopeOf(serverTime) },
      },
    },
    async () => ok({ serverTime: Date.now() }),
  );
};
