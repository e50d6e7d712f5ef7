import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificateApplications, certificates } from '../../db/schema/index';

/** Everything the certificate module holds about the learner, for the data export (issue 18). */
export async function certificateExportOf(db: Db, userId: number) {
  const [applications, issued] = await Promise.all([
    db.select().from(certificateApplications).where(eq(certificateApplications.userId, userId)).orderBy(asc(certificateApplications.id)),
    db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(asc(certificates.id)),
  ]);
  return { applications, certificates: issued };
}
