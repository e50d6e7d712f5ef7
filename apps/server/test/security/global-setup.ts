import fs from 'node:fs';
import pg from 'pg';
import { setupTestDatabase } from '../global-setup';
import { PGLITE_SNAPSHOT, templateDbName } from '../test-env';

/**
 * The security projects start from the same seeded database as the server projects. When both run
 * (npm test), the server project's setup has already made this run's snapshot or template: seed once.
 */
export async function setupShared(driver: 'pglite' | 'postgres') {
  if (driver === 'pglite') return fs.existsSync(PGLITE_SNAPSHOT) ? undefined : setupTestDatabase('pglite');
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [templateDbName()]);
    if (rows.length > 0) return undefined;
  } finally {
    await admin.end();
  }
  return setupTestDatabase('postgres');
}
