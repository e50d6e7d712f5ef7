// Run by bench/run.ts in its own process before the server starts (PGlite allows one process per
// data directory): migrates the bench's fresh DATA_DIR, loads the demo seed and the scale
// catalogue (`npm run seed:scale`), adds a learner of the main tenant with a live session (as the
// server tests do), the exam scenario's quiz and class of learners (bench/prepare-exam.ts,
// BENCH_EXAM_LEARNERS, default 500), and prints what the bench needs as one JSON line on stdout.
import { and, asc, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { openConfiguredDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { seedScale } from '../apps/server/src/seed/seed-scale';
import { chapters, releaseCourses, users } from '../apps/server/src/db/schema/index';
import { createSessionToken } from '../apps/server/src/platform/session';
import { sessionStoreOf } from '../apps/server/src/session-wiring';
import { LocalDiskStorage } from '../apps/server/src/platform/storage';
import { prepareExam, type PreparedExam } from './prepare-exam';

export type PreparedDb = { courses: number; seedMs: number; courseId: number; learnerToken: string; exam: PreparedExam };

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await migrate(database);
  const scale = await seedScale(database.db, new LocalDiskStorage(config.dataDir));
  const db = database.db;
  // A demo course of site 1 in English with chapters: the first one in list order.
  const [course] = await db
    .selectDistinct({ id: releaseCourses.id, sort: releaseCourses.sort })
    .from(releaseCourses)
    .innerJoin(chapters, eq(chapters.releaseCourseId, releaseCourses.id))
    .where(and(eq(releaseCourses.siteId, 1), eq(releaseCourses.languageId, 1), eq(releaseCourses.courseType, 0)))
    .orderBy(asc(releaseCourses.sort), asc(releaseCourses.id))
    .limit(1);
  if (!course) throw new Error('The demo seed has no English course of site 1');
  // The user row a first sign-in would create (auth module), for a bench-only identity.
  const [learner] = await db
    .insert(users)
    .values({
      tenantId: 1,
      subject: 'bench|learner',
      email: 'bench-learner@credo.test',
      name: 'Bench Learner',
      siteId: 1,
      languageId: 1,
    })
    .returning({ id: users.id });
  const prepared: PreparedDb = {
    courses: scale.courses,
    seedMs: scale.ms,
    courseId: course.id,
    learnerToken: await createSessionToken(sessionStoreOf(db), learner.id),
    exam: await prepareExam(db, Number(process.env.BENCH_EXAM_LEARNERS ?? 500)),
  };
  // Table statistics, as a live database has them from autovacuum: the machine's PostgreSQL runs
  // with autovacuum off, and without statistics the planner costs the keyword list at about 1.2 ms
  // where it needs 0.8 (measured 2026-11-26, docs/PERFORMANCE.md).
  await db.execute(sql`ANALYZE`);
  process.stdout.write(`${JSON.stringify(prepared)}\n`);
} finally {
  await database.close();
}
