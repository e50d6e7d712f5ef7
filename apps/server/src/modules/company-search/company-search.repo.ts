import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications } from '../../db/schema/catalogue';

/** The certification names of these groups as released on the site in the language (published read model). */
export async function findCertificationNames(db: Db, where: { siteId: number; languageId: number }, groupKeys: string[]) {
  if (groupKeys.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ groupKey: certifications.groupKey, name: certifications.name })
    .from(certifications)
    .where(and(eq(certifications.siteId, where.siteId), eq(certifications.languageId, where.languageId), inArray(certifications.groupKey, groupKeys)));
  return new Map(rows.map((r) => [r.groupKey, r.name]));
}
