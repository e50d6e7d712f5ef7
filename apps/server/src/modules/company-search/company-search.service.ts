import type { CompanyCertificates } from '@credo/contracts/company-search';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { CounterStore } from '../../platform/counter-store';
import type { RequestContext } from '../../platform/request-context';
import { validCertificatesOfUsers } from '../certificate/index';
import { companyMembersOf } from '../user/index';
import { findCertificationNames } from './company-search.repo';
import { companySearchLimiter } from './company-search.rate-limit';

type Ctx = Pick<RequestContext, 'tenantId' | 'siteId' | 'languageId' | 'site'>;

/** The page and the call exist only where the site shows the company certificate search (site flag). */
export function companySearchOn(ctx: Pick<RequestContext, 'site'>): void {
  if (!ctx.site.showCompanyCertificate) throw AppError.notFound('No company certificate search on this site');
}

/**
 * The company's valid certificates on the request's site (issue 21 item 4; decision 0018): the
 * certification in the request's language, level, end of validity and number (for /verify), the
 * holder as "first name + last initial". Nothing else of a person; an unknown number and a company
 * without a valid certificate answer the same empty list.
 */
export async function searchCompanyCertificates(
  db: Db,
  store: CounterStore,
  ctx: Ctx,
  ip: string,
  vatNumber: string,
  now = new Date(),
): Promise<CompanyCertificates> {
  companySearchOn(ctx);
  const limiter = companySearchLimiter(store, ip);
  await limiter.admit();
  const members = await companyMembersOf(db, ctx, vatNumber);
  const held = await validCertificatesOfUsers(
    db,
    ctx.tenantId,
    members.map((m) => m.id),
    now,
  );
  if (held.length === 0) {
    await limiter.missed();
    return { vatNumber, certificates: [] };
  }
  const shown = new Map(members.map((m) => [m.id, m.shownName]));
  const names = await findCertificationNames(db, ctx, [...new Set(held.map((c) => c.groupKey))]);
  return {
    vatNumber,
    certificates: held.map((c) => ({
      holderName: shown.get(c.userId) ?? '',
      // The name on the certificate (its language at issue) when the site has no release in this language.
      certificationName: names.get(c.groupKey) ?? c.certificationName,
      level: c.level,
      validUntil: c.expiresAt.toISOString(),
      number: c.number,
    })),
  };
}
