import fs from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed/seed-demo';
import { LocalDiskStorage } from '../src/platform/storage';
import { PGLITE_SNAPSHOT, TEST_STATE_DIR, testStorageDir, templateDbName, withDatabase } from './test-env';

/**
 * Migrates and seeds ONE database per run: a PGlite snapshot file, or a PostgreSQL template
 * database. Each test file then starts from a copy of it (seconds saved per file).
 */
export async function setupTestDatabase(driver: 'pglite' | 'postgres') {
  fs.mkdirSync(TEST_STATE_DIR, { recursive: true });
  const storage = new LocalDiskStorage(testStorageDir(driver));
  if (driver === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    await seedDemo(database.db, storage);
    const blob = await database.dump!();
    fs.writeFileSync(PGLITE_SNAPSHOT, Buffer.from(await blob.arrayBuffer()));
    await database.close();
    return () => fs.rmSync(PGLITE_SNAPSHOT, { force: true });
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const template = templateDbName();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template} with (force)`);
  await admin.query(`create database ${template}`);
  const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, template) });
  await migrate(database);
  await seedDemo(database.db, storage);
  await database.close();
  return async () => {
    const { rows } = await admin.query(`select datname from pg_database where datname like $1`, [`credo_t_${process.env.CREDO_TEST_RUN_ID}_%`]);
    for (const r of rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}
