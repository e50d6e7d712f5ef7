import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programmeNameIn } from '../../db/programme-name';
import { certifications, certificationTypes, releaseCourses } from '../../db/schema/index';

/** The certification programmes of a tenant, in menu order. */
export function findCertificationTypes(db: Db, tenantId: number, languageId: number) {
  return db
    .select({ id: certificationTypes.id, kind: certificationTypes.kind, name: certificationTypes.name, title: programmeNameIn(languageId) })
    .from(certificationTypes)
    .where(eq(certificationTypes.tenantId, tenantId))
    .orderBy(asc(certificationTypes.sort), asc(certificationTypes.kind), asc(certificationTypes.id));
}

/** groupKey of a certification released on the site (any language), or undefined. */
export async function findGroupKeyOfCertification(db: Db, siteId: number, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ groupKey: certifications.groupKey })
    .from(certifications)
    .where(and(eq(certifications.id, id), eq(certifications.siteId, siteId)))
    .limit(1);
  return row?.groupKey;
}

/** groupKey of the certification a release course of the site counts towards, or undefined. */
export async function findGroupKeyOfCourse(db: Db, siteId: number, courseId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ groupKey: certifications.groupKey })
    .from(releaseCourses)
    .innerJoin(certifications, eq(certifications.id, releaseCourses.certificationId))
    .where(and(eq(releaseCourses.id, courseId), eq(releaseCourses.siteId, siteId), eq(certifications.siteId, siteId)))
    .limit(1);
  return row?.groupKey;
}

/** The certifications of one group released on the site in one language. */
export function findCertificationsOfGroup(db: Db, siteId: number, languageId: number, groupKey: string) {
  return db
    .select({
      id: certifications.id,
      name: certifications.name,
      kind: certifications.kind,
      level: certifications.level,
      versionLabel: certifications.versionLabel,
      languageId: certifications.languageId,
    })
    .from(certifications)
    .where(and(eq(certifications.siteId, siteId), eq(certifications.languageId, languageId), eq(certifications.groupKey, groupKey)))
    .orderBy(asc(certifications.id));
}
