import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications } from '../../db/schema/index';

/**
 * The group (groupKey) of each certification id: one certification across sites, languages and
 * versions. Renewal starts the new cycle in the site's certification of the certificate's group
 * (renewCertificate), which can be another id than the one the certificate names; My Learning
 * asks this to recognise that renewal (issue 18).
 */
export async function groupKeysOfCertifications(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: certifications.id, groupKey: certifications.groupKey }).from(certifications).where(inArray(certifications.id, unique));
  return new Map(rows.map((r) => [r.id, r.groupKey]));
}
