import { and, asc, desc, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
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

const conditions = (w: ListWhere): SQL[] => {
  const c: (SQL | undefined)[] = [
    eq(releaseCourses.siteId, w.siteId),
    eq(releaseCourses.courseType, w.courseType),
    lte(releaseCourses.publishedAt, w.now),
    w.kind !== undefined ? eq(certifications.kind, w.kind) : undefined,
    w.pattern ? or(ilike(releaseCourses.name, w.pattern), ilike(releaseCourses.description, w.pattern)) : undefined,
    w.certificationTypeId !== undefined ? eq(certifications.typeId, w.certificationTypeId) : undefined,
    w.certificationTypeName !== undefined ? eq(certificationTypes.name, w.certificationTypeName) : undefined,
    w.certificationSubtypeId !== undefined ? eq(certifications.subTypeId, w.certificationSubtypeId) : undefined,
    w.certificationSubtypeName !== undefined ? eq(certificationSubTypes.name, w.certificationSubtypeName) : undefined,
    w.requirement !== undefined ? eq(releaseCourses.requirement, w.requirement) : undefined,
    w.languageComplete !== undefined ? eq(languages.languageComplete, w.languageComplete) : undefined,
    w.versionLabel !== undefined ? eq(certifications.versionLabel, w.versionLabel) : undefined,
    w.productLineId !== undefined ? eq(releaseCourses.productLineId, w.productLineId) : undefined,
    w.videoType !== undefined ? eq(releaseCourses.videoType, w.videoType) : undefined,
  ];
  return c.filter((x): x is SQL => x !== undefined);
};

const rowFields = {
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
  /** Matches before LIMIT/OFFSET: one query answers the page and the total. */
  total: sql<number>`(count(*) over())::int`,
};
export async function findListPage(db: Db, w: ListWhere, limit: number, offset: number) {
  return db
    .select(rowFields)
    .from(releaseCourses)
    .innerJoin(languages, eq(languages.id, releaseCourses.languageId))
    .leftJoin(certifications, eq(certifications.id, releaseCourses.certificationId))
    .leftJoin(certificationTypes, eq(certificationTypes.id, certifications.typeId))
    .leftJoin(certificationSubTypes, eq(certificationSubTypes.id, certifications.subTypeId))
    .leftJoin(productLines, eq(productLines.id, releaseCourses.productLineId))
    .where(and(...conditions(w)))
    .orderBy(asc(releaseCourses.sort), desc(releaseCourses.publishedAt), desc(releaseCourses.id))
    .limit(limit)
    .offset(offset);
}
export type ListRow = Awaited<ReturnType<typeof findListPage>>[number];

/** The total alone, for a page past the end (its window count has no row to ride on). */
export async function countList(db: Db, w: ListWhere): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(releaseCourses)
    .innerJoin(languages, eq(languages.id, releaseCourses.languageId))
    .leftJoin(certifications, eq(certifications.id, releaseCourses.certificationId))
    .leftJoin(certificationTypes, eq(certificationTypes.id, certifications.typeId))
    .leftJoin(certificationSubTypes, eq(certificationSubTypes.id, certifications.subTypeId))
    .leftJoin(productLines, eq(productLines.id, releaseCourses.productLineId))
    .where(and(...conditions(w)));
  return row?.n ?? 0;
}

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
