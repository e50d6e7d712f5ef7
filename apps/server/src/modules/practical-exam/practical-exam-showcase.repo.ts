import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { practicalExams } from '../../db/schema/index';

/** One practical-exam session by id, as an invitation's detail shows it. */
export async function findPracticalExamSessionRow(db: Db, practicalExamId: number) {
  const [row] = await db
    .select({
      id: practicalExams.id,
      name: practicalExams.name,
      startAt: practicalExams.startAt,
      endAt: practicalExams.endAt,
      city: practicalExams.city,
      countryCode: practicalExams.countryCode,
    })
    .from(practicalExams)
    .where(eq(practicalExams.id, practicalExamId))
    .limit(1);
  return row ?? null;
}
