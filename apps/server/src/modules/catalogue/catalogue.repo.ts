import { and, asc, desc, eq, ilike, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programmeNameIn } from '../../db/programme-name';
import { certifications, certificationSubTypes, certificationTypes, languages, productLines, releaseCourses } from '../../db/schema/index';

/** Filters as the service resolved them; `pattern` is an ILIKE pattern with %, _ and \ escaped. */
export type ListWhere = {
  siteId: number;
  courseType: number;
  now: Date;
  /** Courses only: the certification kind of the hosting hub. */
  kind?: number;
  pattern?: string;
  certificationTypeId?: number;
  certificationTypeName?: string;
  certificationSubtypeId?: number;
  certificationSubtypeName?: string;
  requirement?: number;
  languageComplete?: string;
  versionLabel?: string;
  productLineId?: number;
  videoType?: number;
};

/**
 * Each filter of the list: its key in ListWhere and its condition on the placeholder of that key
 * in a prepared statement. The time goes as an ISO string cast in SQL, which both drivers bind
 * the same way.
 */
const FILTERS: { key: keyof ListWhere; cond: (p: Placeholder) => SQL | undefined }[] = [
  { key: 'siteId', cond: (v) => eq(releaseCourses.siteId, v) },
  { key: 'courseType', cond: (v) => eq(releaseCourses.courseType, v) },
  { key: 'now', cond: (v) => lte(releaseCourses.publishedAt, sql`${v}::timestamptz`) },
  { key: 'kind', cond: (v) => eq(certifications.kind, v) },
  { key: 'pattern', cond: (v) => or(ilike(releaseCourses.name, v), ilike(releaseCourses.description, v)) },
  { key: 'certificationTypeId', cond: (v) => eq(certifications.typeId, v) },
  { key: 'certificationTypeName', cond: (v) => eq(certificationTypes.name, v) },
  { key: 'certificationSubtypeId', cond: (v) => eq(certifications.subTypeId, v) },
  { key: 'certificationSubtypeName', cond: (v) => eq(certificationSubTypes.name, v) },
  { key: 'requirement', cond: (v) => eq(releaseCourses.requirement, v) },
  { key: 'languageComplete', cond: (v) => eq(languages.languageComplete, v) },
  { key: 'versionLabel', cond: (v) => eq(certifications.versionLabel, v) },
  { key: 'productLineId', cond: (v) => eq(releaseCourses.productLineId, v) },
  { key: 'videoType', cond: (v) => eq(releaseCourses.videoType, v) },
];

/** A filter applies when its value is given (an empty keyword is no filter). */
const applies = (w: ListWhere, key: keyof ListWhere): boolean => (key === 'pattern' ? !!w.pattern : w[key] !== undefined);

/** The values the statement binds, by placeholder name (the time as an ISO string). */
function valuesOf(w: ListWhere): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of FILTERS) if (applies(w, f.key)) values[f.key] = f.key === 'now' ? w.now.toISOString() : w[f.key];
  return values;
}

const rowColumns = {
  id: releaseCourses.id,
  courseType: releaseCourses.courseType,
  name: releaseCourses.name,
  description: releaseCourses.description,
  coverUrl: releaseCourses.coverUrl,
  credits: releaseCourses.credits,
  requirement: releaseCourses.requirement,
  videoType: releaseCourses.videoType,
  languageId: releaseCourses.languageId,
  languageComplete: languages.languageComplete,
  certificationId: releaseCourses.certificationId,
  certificationName: certifications.name,
  certificationTypeName: certificationTypes.name,
  certificationSubtypeName: certificationSubTypes.name,
  versionLabel: certifications.versionLabel,
  productLineId: releaseCourses.productLineId,
  productLineName: productLines.name,
};
const rowFields = {
  ...rowColumns,
  /** Matches before LIMIT/OFFSET: one query answers the page and the total. */
  total: sql<number>`(count(*) over())::int`,
};
/**
 * The page (with its window total) and the past-the-end count, for one set of applied filters
 * (the statement's "shape"). Built once per database handle and shape with placeholders, as
 * named (prepared) statements: node-postgres then parses and plans each on a pool connection
 * once and afterwards only binds and executes, and drizzle does not rebuild the SQL for every
 * request (issue 19: the cache-missing list spent about as long planning as executing, and
 * building the six-join query was the largest part of the server's own time). The name is derived
 * from the shape, so a name always stands for the same text. Shapes are finite (one per subset of
 * FILTERS that the query string can produce). PGlite runs them as any query.
 */
function buildStatements(db: Db, keys: (keyof ListWhere)[], name: string) {
  const where = and(...keys.map((k) => FILTERS.find((f) => f.key === k)!.cond(sql.placeholder(k))));
  const page = db
    .select(rowFields)
    .from(releaseCourses)
    .innerJoin(languages, eq(languages.id, releaseCourses.languageId))
    .leftJoin(certifications, eq(certifications.id, releaseCourses.certificationId))
    .leftJoin(certificationTypes, eq(certificationTypes.id, certifications.typeId))
    .leftJoin(certificationSubTypes, eq(certificationSubTypes.id, certifications.subTypeId))
    .leftJoin(productLines, eq(productLines.id, releaseCourses.productLineId))
    .where(where)
    .orderBy(asc(releaseCourses.sort), desc(releaseCourses.publishedAt), desc(releaseCourses.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`${name}_page`);
  const count = db
    .select({ n: sql<number>`count(*)::int` })
    .from(releaseCourses)
    .innerJoin(languages, eq(languages.id, releaseCourses.languageId))
    .leftJoin(certifications, eq(certifications.id, releaseCourses.certificationId))
    .leftJoin(certificationTypes, eq(certificationTypes.id, certifications.typeId))
    .leftJoin(certificationSubTypes, eq(certificationSubTypes.id, certifications.subTypeId))
    .leftJoin(productLines, eq(productLines.id, releaseCourses.productLineId))
    .where(where)
    .prepare(`${name}_count`);
  return { page, count };
}

type Statements = ReturnType<typeof buildStatements>;
const statements = new WeakMap<Db, Map<string, Statements>>();

/** The prepared statements of the filters `w` applies, built on first use. */
function statementsFor(db: Db, w: ListWhere): Statements {
  const keys = FILTERS.filter((f) => applies(w, f.key)).map((f) => f.key);
  // One bit per filter in FILTERS order: a short, stable name for the shape.
  const shape = FILTERS.reduce((bits, f, i) => (keys.includes(f.key) ? bits | (1 << i) : bits), 0).toString(36);
  let byShape = statements.get(db);
  if (!byShape) statements.set(db, (byShape = new Map()));
  let s = byShape.get(shape);
  if (!s) byShape.set(shape, (s = buildStatements(db, keys, `catalogue_list_${shape}`)));
  return s;
}

/** One page of matches in list order, each row with the total of matches before LIMIT/OFFSET. */
export async function findListPage(db: Db, w: ListWhere, limit: number, offset: number) {
  return statementsFor(db, w).page.execute({ ...valuesOf(w), limit, offset });
}
export type ListRow = Awaited<ReturnType<typeof findListPage>>[number];

/** The total alone, for a page past the end (its window count has no row to ride on). */
export async function countList(db: Db, w: ListWhere): Promise<number> {
  const [row] = await statementsFor(db, w).count.execute(valuesOf(w));
  return row?.n ?? 0;
}

/**
 * Every row of one list of a site (course type), scheduled ones included, in list order, with what
 * the filters compare: at most `limit` rows (the in-memory list, catalogue-snapshot.ts). The
 * publication time in microseconds since the epoch (exact in a double), as PostgreSQL keeps it: the
 * order's tie-break and the `<= now` filter then compare what SQL compares.
 */
export function findListSnapshotRows(db: Db, siteId: number, courseType: number, limit: number) {
  return db
    .select({
      ...rowColumns,
      kind: certifications.kind,
      certificationTypeId: certifications.typeId,
      certificationSubtypeId: certifications.subTypeId,
      publishedUs: sql<number>`(extract(epoch from ${releaseCourses.publishedAt}) * 1000000)::float8`,
    })
    .from(releaseCourses)
    .innerJoin(languages, eq(languages.id, releaseCourses.languageId))
    .leftJoin(certifications, eq(certifications.id, releaseCourses.certificationId))
    .leftJoin(certificationTypes, eq(certificationTypes.id, certifications.typeId))
    .leftJoin(certificationSubTypes, eq(certificationSubTypes.id, certifications.subTypeId))
    .leftJoin(productLines, eq(productLines.id, releaseCourses.productLineId))
    .where(and(eq(releaseCourses.siteId, siteId), eq(releaseCourses.courseType, courseType)))
    .orderBy(asc(releaseCourses.sort), desc(releaseCourses.publishedAt), desc(releaseCourses.id))
    .limit(limit);
}
export type SnapshotRow = Awaited<ReturnType<typeof findListSnapshotRows>>[number];

export function findTypes(db: Db, tenantId: number, languageId: number) {
  return db
    .select({ id: certificationTypes.id, kind: certificationTypes.kind, name: certificationTypes.name, title: programmeNameIn(languageId) })
    .from(certificationTypes)
    .where(eq(certificationTypes.tenantId, tenantId))
    .orderBy(asc(certificationTypes.sort), asc(certificationTypes.id));
}

export function findSubTypes(db: Db, tenantId: number) {
  return db
    .select({ id: certificationSubTypes.id, typeId: certificationSubTypes.typeId, name: certificationSubTypes.name })
    .from(certificationSubTypes)
    .innerJoin(certificationTypes, eq(certificationTypes.id, certificationSubTypes.typeId))
    .where(eq(certificationTypes.tenantId, tenantId))
    .orderBy(asc(certificationTypes.sort), asc(certificationSubTypes.sort), asc(certificationSubTypes.id));
}

export function findProductLines(db: Db, tenantId: number) {
  return db
    .select({ id: productLines.id, name: productLines.name })
    .from(productLines)
    .where(eq(productLines.tenantId, tenantId))
    .orderBy(asc(productLines.sort), asc(productLines.id));
}

/** Version labels of the site's published certifications. */
export async function findVersionLabels(db: Db, siteId: number, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ v: certifications.versionLabel })
    .from(certifications)
    .where(and(eq(certifications.siteId, siteId), lte(certifications.publishedAt, now)))
    .orderBy(desc(certifications.versionLabel));
  return rows.map((r) => r.v);
}

/** Languages that have published items of the course type on the site. */
export function findListLanguages(db: Db, siteId: number, courseType: number, now: Date) {
  return db
    .select({ id: languages.id, languageComplete: languages.languageComplete, languagePackId: languages.languagePackId })
    .from(languages)
    .where(
      sql`exists (select 1 from ${releaseCourses} where ${releaseCourses.siteId} = ${siteId}
      and ${releaseCourses.languageId} = ${languages.id} and ${releaseCourses.courseType} = ${courseType}
      and ${releaseCourses.publishedAt} <= ${now.toISOString()}::timestamptz)`,
    )
    .orderBy(asc(languages.id));
}
