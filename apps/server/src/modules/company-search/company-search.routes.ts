import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { COMPANY_SEARCH_PER_MINUTE, companyCertificateQuery, companyCertificates } from '@credo/contracts/company-search';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { ok } from '../../platform/envelope';
import { COMPANY_SEARCH_MISSES_PER_HOUR } from './company-search.rate-limit';
import { companySearchOn, searchCompanyCertificates } from './company-search.service';

/**
 * A public call with no personal part (no session is read): its permission is the site's flag,
 * checked before the query is validated so a site without the search answers 404 whatever is sent.
 */
const siteShowsCompanySearch = async (req: FastifyRequest): Promise<void> => companySearchOn(req.ctx);

/** The company certificate search by VAT number (cert §1, page /vat; issue 21 item 4; decision 0018). */
export const companySearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/certification/companyCertificate/list',
    {
      preValidation: siteShowsCompanySearch,
      schema: {
        tags: ['certificate'],
        summary: 'The valid certificates of the company with this VAT number on the site (public, no login)',
        description:
          'VAT: digits only, 2 to 50 (cert §5); otherwise code 400. Only unrevoked certificates within their validity, ' +
          'holder as first name + last initial; never an e-mail, phone, address or id. An unknown number: an empty list. ' +
          `Site without showCompanyCertificate: HTTP 404. ${COMPANY_SEARCH_PER_MINUTE} searches a minute and ` +
          `${COMPANY_SEARCH_MISSES_PER_HOUR} empty answers an hour per address, then HTTP 429.`,
        querystring: siteParams.extend(companyCertificateQuery.shape),
        response: { 200: envelopeOf(companyCertificates), 400: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (req) => ok(await searchCompanyCertificates(app.db, app.counterStore, req.ctx, req.ip, req.query.vatNumber)),
  );
};
