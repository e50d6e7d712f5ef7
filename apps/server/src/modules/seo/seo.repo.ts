import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications, releaseCourses, seoConfigs } from '../../db/schema/index';

export async function findSeoByUrl(db: Db, siteId: number, languageId: number, url: string) {
  const [row] = await db
    .select({ title: seoConfigs.title, description: seoConfigs.description })
    .from(seoConfigs)
    .where(and(eq(seoConfigs.siteId, siteId), eq(seoConfigs.languageId, languageId), eq(seoConfigs.url, url)))
    .limit(1);
  return row;
}

/** Detail pages are per site: an id of another site is not this site's page. */
export async function findCertificationMeta(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select({ name: certifications.name, description: certifications.description, image: certifications.coverUrl })
    .from(certifications)
    .where(and(eq(certifications.id, id), eq(certifications.siteId, siteId)))
    .limit(1);
  return row;
}

export async function findCourseMeta(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select({ name: releaseCourses.name, description: releaseCourses.description, image: releaseCourses.coverUrl })
    .from(releaseCourses)
    .where(and(eq(releaseCourses.id, id), eq(releaseCourses.siteId, siteId)))
    .limit(1);
  return row;
}

export async function listSitemapEntries(db: Db, siteIds: number[]) {
  const [certs, courses] = await Promise.all([
    db.select({ id: certifications.id, siteId: certifications.siteId, at: certifications.publishedAt }).from(certifications),
    db
      .select({ id: releaseCourses.id, siteId: releaseCourses.siteId, courseType: releaseCourses.courseType, at: releaseCourses.publishedAt })
      .from(releaseCourses),
  ]);
  const wanted = new Set(siteIds);
  return { certs: certs.filter((c) => wanted.has(c.siteId)), courses: courses.filter((c) => wanted.has(c.siteId)) };
}
