import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programmeNameIn } from '../../db/programme-name';
import { certificationPrerequisites, certifications, certificationTypes, releaseCourses } from '../../db/schema/index';

/**
 * The certification module's queries (issue 15): only catalogue's published tables. Enrolments,
 * progress, exams, seats, applications and certificates are asked of their modules' faces.
 */

/** A published certification of the site with its programme (kind name, tenant). */
export async function findJourneyCertification(db: Db, siteId: number, id: number, now: Date) {
  const [row] = await db
    .select({
      id: certifications.id,
      siteId: certifications.siteId,
      languageId: certifications.languageId,
      typeId: certifications.typeId,
      tenantId: certificationTypes.tenantId,
      kindName: programmeNameIn(certifications.languageId),
      kind: certifications.kind,
      level: certifications.level,
      groupKey: certifications.groupKey,
      name: certifications.name,
      description: certifications.description,
      versionLabel: certifications.versionLabel,
      hasPracticalExam: certifications.hasPracticalExam,
      enrolmentMode: certifications.enrolmentMode,
      platform: certifications.platform,
      coverUrl: certifications.coverUrl,
    })
    .from(certifications)
    .innerJoin(certificationTypes, eq(certificationTypes.id, certifications.typeId))
    .where(and(eq(certifications.id, id), eq(certifications.siteId, siteId), lte(certifications.publishedAt, now)))
    .limit(1);
  return row ?? null;
}
export type JourneyCertification = NonNullable<Awaited<ReturnType<typeof findJourneyCertification>>>;

/**
 * Certifications that must be held first: every certification of the same programme on the site
 * with a lower level, plus explicit certification_prerequisites rows (any language version).
 */
export function findPrerequisiteCandidates(db: Db, cert: { id: number; siteId: number; typeId: number; level: number }) {
  const explicit = db
    .select({ id: certificationPrerequisites.prerequisiteId })
    .from(certificationPrerequisites)
    .where(eq(certificationPrerequisites.certificationId, cert.id));
  return db
    .select({
      id: certifications.id,
      groupKey: certifications.groupKey,
      name: certifications.name,
      versionLabel: certifications.versionLabel,
      languageId: certifications.languageId,
      level: certifications.level,
    })
    .from(certifications)
    .where(
      or(
        and(eq(certifications.siteId, cert.siteId), eq(certifications.typeId, cert.typeId), lt(certifications.level, cert.level)),
        inArray(certifications.id, explicit),
      ),
    )
    .orderBy(asc(certifications.level), asc(certifications.id));
}

/** The release courses of a certification on the site, compulsory first, with chapter counts and durations. */
export function findCertificationCourses(db: Db, siteId: number, certificationId: number, now: Date) {
  return db
    .select({
      id: releaseCourses.id,
      name: releaseCourses.name,
      description: releaseCourses.description,
      coverUrl: releaseCourses.coverUrl,
      courseType: releaseCourses.courseType,
      requirement: releaseCourses.requirement,
      credits: releaseCourses.credits,
      // Qualified by hand: a one-table select renders its columns unqualified, which the subqueries would capture.
      chapterCount: sql<number>`(select count(*)::int from chapters c where c.release_course_id = "release_courses"."id")`,
      durationSeconds: sql<number>`(select coalesce(sum(v.duration_seconds), 0)::int from chapters c join videos v on v.id = c.video_id
      where c.release_course_id = "release_courses"."id")`,
    })
    .from(releaseCourses)
    .where(and(eq(releaseCourses.siteId, siteId), eq(releaseCourses.certificationId, certificationId), lte(releaseCourses.publishedAt, now)))
    .orderBy(desc(releaseCourses.requirement), asc(releaseCourses.sort), asc(releaseCourses.id));
}

/** The site's certifications of one kind in one language, by level, with their course counts. */
export function findCertificationsOfKind(db: Db, siteId: number, languageId: number, kind: number, now: Date) {
  return db
    .select({
      id: certifications.id,
      name: certifications.name,
      description: certifications.description,
      coverUrl: certifications.coverUrl,
      kind: certifications.kind,
      kindName: programmeNameIn(certifications.languageId),
      level: certifications.level,
      versionLabel: certifications.versionLabel,
      hasPracticalExam: certifications.hasPracticalExam,
      enrolmentMode: certifications.enrolmentMode,
      courseCount: sql<number>`(select count(*)::int from release_courses rc where rc.certification_id = ${certifications.id}
      and rc.site_id = ${certifications.siteId} and rc.published_at <= ${now})`,
    })
    .from(certifications)
    .innerJoin(certificationTypes, eq(certificationTypes.id, certifications.typeId))
    .where(
      and(eq(certifications.siteId, siteId), eq(certifications.languageId, languageId), eq(certifications.kind, kind), lte(certifications.publishedAt, now)),
    )
    .orderBy(asc(certificationTypes.sort), asc(certifications.level), asc(certifications.id));
}

/** The site a certification is released on, or null. */
export async function findCertificationSite(db: Db, id: number) {
  const [row] = await db.select({ siteId: certifications.siteId }).from(certifications).where(eq(certifications.id, id)).limit(1);
  return row?.siteId ?? null;
}

/** This site's version of a certification group: the request's language first, then the site's others. */
export async function findSiteCertificationOfGroup(db: Db, siteId: number, languageId: number, groupKey: string) {
  const [row] = await db
    .select({ id: certifications.id })
    .from(certifications)
    .where(and(eq(certifications.siteId, siteId), eq(certifications.groupKey, groupKey)))
    .orderBy(sql`(${certifications.languageId} = ${languageId}) desc`, certifications.id)
    .limit(1);
  return row;
}

/** Whether the site offers any certification of the programme (certification type) of a certification. */
export async function siteHasTypeOf(db: Db, siteId: number, certificationId: number): Promise<boolean> {
  const rows = await db.execute(sql`select 1 from certifications c
    where c.site_id = ${siteId} and c.type_id = (select type_id from certifications where id = ${certificationId}) limit 1`);
  return (rows as unknown as { rows: unknown[] }).rows.length > 0;
}
