import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceAnswer, invoiceFileParams, invoiceQuery } from '@credo/contracts/checkout-bank';
import { errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { signedIn, userOf } from '../../platform/access';
import { ok, orError } from '../../platform/envelope';
import { storageOf } from '../../platform/storage';
import type { CheckoutDeps } from './checkout-order.service';
import { getInvoice, openInvoice } from './checkout-invoice.service';

const tags = ['checkout'];
const errors = { 401: errorEnvelope, 404: errorEnvelope };
const OWN = "Only the learner's own paid order: another learner's answers HTTP 404, like a wrong number; an unpaid one 501.";

/** The invoice of a paid order (commerce §3 "Invoice response", §7), drawn once and stored. */
export const checkoutInvoiceRoutes: FastifyPluginAsyncZod<{ deps: () => CheckoutDeps }> = async (app, opts) => {
  const storage = storageOf(app);

  app.get(
    '/user/invoice/getInvoice',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The invoice of a paid order by seqNo: invoicePdf is its download address, with the invoice number',
        description: `${OWN} Numbered per tenant and year without gaps when the order was paid; the PDF is drawn on the first call and stored.`,
        querystring: siteParams.extend(invoiceQuery.shape),
        response: { 200: orError(invoiceAnswer), ...errors },
      },
    },
    async (req) => ok(await getInvoice(opts.deps().db, storage, userOf(req).id, req.query.seqNo)),
  );

  app.get(
    '/user/invoice/pdf/:seqNo',
    {
      preValidation: signedIn,
      schema: { tags, summary: 'The invoice PDF of a paid order (download)', description: OWN, params: invoiceFileParams },
    },
    async (req, reply) => {
      const file = await openInvoice(opts.deps().db, storage, userOf(req).id, req.params.seqNo);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
};
