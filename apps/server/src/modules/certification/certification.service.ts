import type { CertificationTypeInfo, RelatedCertification } from '@credo/contracts/certification';
import type { CertificationKindValue } from '@credo/contracts/enums-site';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../platform/request-context';
import type { SiteLanguageRow } from '../../platform/site-registry';
import { findCertificationsOfGroup, findCertificationTypes, findGroupKeyOfCertification, findGroupKeyOfCourse } from './certification.repo';

type Ctx = Pick<RequestContext, 'siteId' | 'languageId' | 'tenantId'>;

const toKind = (kind: number): CertificationKindValue => (kind === 1 ? 1 : 0);

/** The tenant's programmes (header menus, hub links): the key for links, the title in the request's language. */
export async function listCertificationTypes(db: Db, ctx: Pick<Ctx, 'tenantId' | 'languageId'>): Promise<CertificationTypeInfo[]> {
  const rows = await findCertificationTypes(db, ctx.tenantId, ctx.languageId);
  return rows.map((row) => ({ id: row.id, kind: toKind(row.kind), name: row.name, title: row.title }));
}

export type RelatedQuery = { id?: number; courseId?: number; countryCode?: string };

/**
 * The language versions, in the request's language, of the certification a detail page shows
 * (for a course page: of the course's certification). Versions share the groupKey on one site.
 * Nothing matches when the page's certification or course is not on this site, or when a country
 * is given for which the site does not offer the language. The caller goes to the one match, or
 * home when there is not exactly one (cert §2).
 */
export async function findRelatedCertifications(db: Db, ctx: Ctx, offers: readonly SiteLanguageRow[], query: RelatedQuery): Promise<RelatedCertification[]> {
  if (query.countryCode && !offers.some((o) => o.languageId === ctx.languageId && o.countryCode === query.countryCode)) return [];
  const groupKey =
    query.id !== undefined
      ? await findGroupKeyOfCertification(db, ctx.siteId, query.id)
      : query.courseId !== undefined
        ? await findGroupKeyOfCourse(db, ctx.siteId, query.courseId)
        : undefined;
  if (!groupKey) return [];
  const rows = await findCertificationsOfGroup(db, ctx.siteId, ctx.languageId, groupKey);
  return rows.map((row) => ({ ...row, kind: toKind(row.kind) }));
}
