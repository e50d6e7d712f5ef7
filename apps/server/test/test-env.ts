import os from 'node:os';
import path from 'node:path';

/** Where the global setup leaves the migrated, seeded database for the test files to start from. */
export const TEST_STATE_DIR = path.join(os.tmpdir(), `credo-test-${process.env.CREDO_TEST_RUN_ID ?? 'local'}`);
export const PGLITE_SNAPSHOT = path.join(TEST_STATE_DIR, 'pglite-seeded.tar.gz');
/** Seeded upload files, one directory per driver: the two server projects run at the same time. */
export const testStorageDir = (driver: 'pglite' | 'postgres' = testDriver()) => path.join(TEST_STATE_DIR, `data-${driver}`);

/** 'postgres' in the server-pg project (TEST_DATABASE_URL set), 'pglite' otherwise. */
export const testDriver = (): 'pglite' | 'postgres' => (process.env.CREDO_TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite');

/** Name of the seeded template database the PostgreSQL project clones for each test file. */
export const templateDbName = () => `credo_tpl_${process.env.CREDO_TEST_RUN_ID ?? 'local'}`;

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
