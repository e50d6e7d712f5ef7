import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reconcileReport, staffProofDecideBody, staffProofDecision, staffProofItem } from '@credo/contracts/checkout-bank';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { staffOf, staffOnly } from '../../platform/access';
import { ok, orError } from '../../platform/envelope';
import type { BankPorts } from './checkout-bank-ports';
import type { CheckoutDeps } from './checkout-order.service';
import { decideProof, listAwaitingProofs } from './checkout-proof-review.service';
import { reconciliationReport } from './checkout-reconcile.service';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const tags = ['staff', 'checkout'];

/** Staff calls of checkout (role staff, checked on the server; the staff member's tenant bounds all). */
export const checkoutStaffRoutes: FastifyPluginAsyncZod<{ deps: () => CheckoutDeps; ports: BankPorts }> = async (app, opts) => {
  app.get(
    '/staff/checkout/bank-transfer/list',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: "Bank-transfer proofs awaiting review on the tenant's orders, oldest first",
        querystring: siteParams,
        response: { 200: envelopeOf(z.array(staffProofItem)), ...errors },
      },
    },
    async (req) => ok(await listAwaitingProofs(opts.deps().db, staffOf(req))),
  );

  app.post(
    '/staff/checkout/bank-transfer/decide',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Confirms (the money arrived: paid and seated in one transaction) or rejects (with the reason) the proof of a bank-transfer order',
        description:
          'Confirm states the amount received (minor units) and its currency: it goes through the provider-success path, so a different amount is flagged amount-mismatch and the proof is rejected with that reason. ' +
          'Reject sends the order back to create while the 3-day transfer window lasts (the learner uploads again), else to fail (the seat returns). ' +
          'Orders of another tenant answer 404; no proof under review 501 (nothing changes); confirming the proof of a deleted account 501 with reason account-deleted (refund by hand; nothing changes). Written to the staff audit log (order.bankTransfer.confirm|reject) in the same transaction.',
        body: siteParams.extend(staffProofDecideBody.shape),
        response: { 200: orError(staffProofDecision), ...errors },
      },
    },
    async (req) => ok(await decideProof(opts.deps(), opts.ports.audit, staffOf(req), req.body)),
  );

  app.get(
    '/staff/checkout/reconciliation',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Every provider event of the tenant against orders and seats: paid-without-seat, seat-without-payment, amount-mismatch and late-payment',
        querystring: siteParams,
        response: { 200: envelopeOf(reconcileReport), ...errors },
      },
    },
    async (req) => ok(await reconciliationReport(opts.deps().db, opts.ports.ledgers, staffOf(req))),
  );
};
