// Run by bench/exam-day.ts in its own process before the server opens the directory (PGlite
// allows one process per data directory): migrates the fresh DATA_DIR (or DATABASE_URL), loads the
// demo seed and prepares one class per step of the ladder (BENCH_EXAM_DAY_STEPS, learners each):
// a quiz of its own whose time limit (BENCH_EXAM_DAY_LIMIT seconds) ends after the run's deadline,
// the learners' qualifying registrations and live sessions. Prints the classes as one JSON line.
import { loadConfig } from '../apps/server/src/config';
import { openConfiguredDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { LocalDiskStorage } from '../apps/server/src/platform/storage';
import { seedDemo } from '../apps/server/src/seed/seed-demo';
import { prepareExam, type PreparedExam } from './prepare-exam';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await migrate(database);
  await seedDemo(database.db, new LocalDiskStorage(config.dataDir));
  const steps = (process.env.BENCH_EXAM_DAY_STEPS ?? '').split(',').map(Number);
  const limit = Number(process.env.BENCH_EXAM_DAY_LIMIT);
  const classes: PreparedExam[] = [];
  for (const [k, n] of steps.entries()) classes.push(await prepareExam(database.db, n, { tag: `day${k}-`, durationSeconds: limit }));
  process.stdout.write(`${JSON.stringify(classes)}\n`);
} finally {
  await database.close();
}
