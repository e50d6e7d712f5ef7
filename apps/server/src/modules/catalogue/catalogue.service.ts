import { CourseType, VideoType, type CourseTypeValue, type RequirementValue, type VideoTypeValue } from '@credo/contracts/enums-learning';
import type { CertificationKindValue } from '@credo/contracts/enums-site';
import { LIST_BANNER_TYPE_BY_KIND } from '@credo/contracts/constants';
import type { CatalogueList, CatalogueListFilters, CatalogueRow } from '@credo/contracts/catalogue';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../platform/request-context';
import { getBanners } from '../content/index';
import { searchSnapshot, type ListSnapshot } from './catalogue-snapshot';
import {
  countList,
  findListLanguages,
  findListPage,
  findProductLines,
  findSubTypes,
  findTypes,
  findVersionLabels,
  type ListRow,
  type ListWhere,
} from './catalogue.repo';

/** The keyword as a literal ILIKE "contains" pattern (\\ is PostgreSQL's default LIKE escape). */
export const containsPattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

type Ctx = Pick<RequestContext, 'siteId' | 'languageId' | 'site' | 'tenantId'>;

// A row of either path (the SQL page's also carries its window total, the snapshot's its filter columns).
export const toRowDto = (r: Omit<ListRow, 'total'>): CatalogueRow => ({
  id: r.id,
  courseType: r.courseType as CourseTypeValue,
  name: r.name,
  description: r.description,
  coverUrl: r.coverUrl,
  credits: r.credits,
  requirement: r.requirement as RequirementValue,
  videoType: r.videoType as VideoTypeValue,
  languageId: r.languageId,
  languageComplete: r.languageComplete,
  certificationId: r.certificationId,
  certificationName: r.certificationName,
  certificationTypeName: r.certificationTypeName,
  certificationSubtypeName: r.certificationSubtypeName,
  versionLabel: r.versionLabel,
  productLineId: r.productLineId,
  productLineName: r.productLineName,
});

/**
 * Filters that apply to the list's course type: the course list filters by certification
 * (kind of the hub, type, sub-type, version label) and requirement; the video list by product
 * line and video type (0 is "all"). Keyword and language apply to both. Written as two whole
 * literals, not a shared part spread into each: on Node 20 `{ ...common, more }` cost about 6 µs
 * and most of a miss's garbage (each call built new hidden classes), against 0.2 µs (issue 19).
 */
export function toListWhere(siteId: number, q: CatalogueListFilters, now: Date): ListWhere {
  const pattern = q.keyword ? containsPattern(q.keyword) : undefined;
  if (q.courseType === CourseType.VIDEO) {
    return {
      siteId,
      courseType: q.courseType,
      now,
      pattern,
      languageComplete: q.languageComplete,
      productLineId: q.productLineId,
      videoType: q.videoTypeId === VideoType.ALL ? undefined : q.videoTypeId,
    };
  }
  return {
    siteId,
    courseType: q.courseType,
    now,
    pattern,
    languageComplete: q.languageComplete,
    kind: q.type,
    certificationTypeId: q.certificationTypeId,
    certificationTypeName: q.certificationTypeName,
    certificationSubtypeId: q.certificationSubtypeId,
    certificationSubtypeName: q.certificationSubtypeName,
    requirement: q.requirement,
    versionLabel: q.versionLabel,
  };
}

export type ListOptions = Omit<CatalogueList, 'rows' | 'total'>;

/**
 * The filter options and the banner of a list: reference data of the site that does not depend
 * on the filters, so the route caches it per site, language, course type and kind.
 */
export async function getListOptions(db: Db, ctx: Ctx, courseType: number, kind: CertificationKindValue, now = new Date()): Promise<ListOptions> {
  const [types, subTypes, versionLabels, langs, lines, banners] = await Promise.all([
    findTypes(db, ctx.tenantId, ctx.languageId),
    findSubTypes(db, ctx.tenantId),
    findVersionLabels(db, ctx.siteId, now),
    findListLanguages(db, ctx.siteId, courseType, now),
    findProductLines(db, ctx.tenantId),
    getBanners(db, ctx, [LIST_BANNER_TYPE_BY_KIND[kind]]),
  ]);
  return {
    certificationTypes: types.map((t) => ({ id: t.id, kind: t.kind as CertificationKindValue, name: t.name, title: t.title })),
    subTypes,
    versionLabels,
    languages: langs,
    productLines: lines,
    banner: banners[0] ?? null,
  };
}

/**
 * One page of the course or video list of the request's site (published items only, every
 * language unless filtered) and its total. An id that names nothing simply matches nothing; a
 * page past the end has no rows and the real total. From the site's list in memory when a snapshot
 * with rows is given (decision 0037), else from the database (the reference implementation, and
 * the answer for lists too long to keep): both give the same answer.
 */
export async function listCataloguePage(
  db: Db,
  ctx: Ctx,
  q: CatalogueListFilters,
  now = new Date(),
  snapshot?: ListSnapshot,
): Promise<Pick<CatalogueList, 'rows' | 'total'>> {
  const where = toListWhere(ctx.siteId, q, now);
  const offset = (q.pageNum - 1) * q.pageSize;
  if (snapshot?.rows) {
    const found = searchSnapshot(snapshot.rows, where, q.keyword, snapshot.fold, q.pageSize, offset);
    return { rows: found.rows.map(toRowDto), total: found.total };
  }
  const rows = await findListPage(db, where, q.pageSize, offset);
  const total = rows.length ? rows[0].total : offset > 0 ? await countList(db, where) : 0;
  return { rows: rows.map(toRowDto), total };
}

/** The list's whole answer; `options` lets the caller cache the filter options. */
export async function listCatalogue(
  db: Db,
  ctx: Ctx,
  q: CatalogueListFilters,
  options: () => Promise<ListOptions> = () => getListOptions(db, ctx, q.courseType, q.type),
): Promise<CatalogueList> {
  const [page, opts] = await Promise.all([listCataloguePage(db, ctx, q), options()]);
  return { ...page, ...opts };
}
