import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type PoolTimeouts } from '../src/db/client';
import { PGLITE_SNAPSHOT, testStorageDir, templateDbName, testDriver, withDatabase } from './test-env';

/**
 * A fresh copy of the seeded database (or, with `empty`, a new empty one, not migrated) for one test file: PGlite loads the snapshot,
 * PostgreSQL clones the template database. Real SQL either way, never a mock.
 */
export async function openTestDatabase(opts: { empty?: boolean; timeouts?: Partial<PoolTimeouts> } = {}): Promise<Database> {
  if (testDriver() === 'pglite') {
    if (opts.empty) return openDatabase({ dataDir: 'memory://' });
    const blob = new Blob([fs.readFileSync(PGLITE_SNAPSHOT)]);
    return openDatabase({ dataDir: 'memory://', loadDataDir: blob });
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `credo_t_${process.env.CREDO_TEST_RUN_ID}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(opts.empty ? `create database ${name}` : `create database ${name} template ${templateDbName()}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, name), timeouts: opts.timeouts });
  const close = database.close;
  database.close = async () => {
    await close();
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    try {
      // pool.end() resolves before its sockets have closed; forcing the drop then would kill them
      // mid-goodbye and surface as an unhandled client error, so wait for them to leave first.
      for (let i = 0; i < 50; i++) {
        const { rows } = await a.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await a.query(`drop database if exists ${name} with (force)`);
    } finally {
      await a.end();
    }
  };
  return database;
}

export type TestApp = { app: FastifyInstance; database: Database; config: Config; close: () => Promise<void> };

export async function buildTestApp(
  overrides: Partial<Config> = {},
  /** Runs before the app is ready: tests may add routes here. */
  beforeReady?: (app: FastifyInstance) => void,
  /** PostgreSQL pool timeouts, for a burst test whose requests queue for the pool longer than production's 5 s on a loaded CI machine. */
  timeouts?: Partial<PoolTimeouts>,
): Promise<TestApp> {
  const database = await openTestDatabase({ timeouts });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: testStorageDir() } as NodeJS.ProcessEnv, overrides);
  const app = await buildApp({ config, database });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
