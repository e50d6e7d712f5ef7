import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messageFor } from '@credo/contracts/errors';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase } from '../../test/build-app';
import { testDriver, testStorageDir } from '../../test/test-env';
import { DEFAULT_POOL_TIMEOUTS, openDatabase, type Database } from './client';

/**
 * The pool's timeouts reach a real PostgreSQL server, and what they end answers 503 (issue 13,
 * item 9). PostgreSQL only: the server-pg project runs it when TEST_DATABASE_URL is set.
 */
describe.skipIf(testDriver() !== 'postgres')('PostgreSQL pool timeouts and outages', () => {
  let database: Database;
  /** A second pool on the same database whose statements may run 300 ms at most. */
  let impatient: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    impatient = await openDatabase({ databaseUrl: database.url, timeouts: { statementTimeoutMillis: 300 } });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: testStorageDir() } as NodeJS.ProcessEnv);
    app = await buildApp({ config, database: impatient });
    app.get('/test/sleep', async (req) => {
      const seconds = Number((req.query as { s?: string }).s ?? 1);
      await app.db.execute(sql`select pg_sleep(${seconds})`);
      return { slept: seconds };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await impatient?.close();
    await database?.close();
  });

  it('sets statement_timeout and idle_in_transaction_session_timeout on every connection', async () => {
    const setting = async (name: string) =>
      ((await database.db.execute(sql`select setting from pg_settings where name = ${name}`)) as unknown as { rows: Array<{ setting: string }> }).rows[0]
        .setting;
    expect(Number(await setting('statement_timeout'))).toBe(DEFAULT_POOL_TIMEOUTS.statementTimeoutMillis);
    expect(Number(await setting('idle_in_transaction_session_timeout'))).toBe(DEFAULT_POOL_TIMEOUTS.idleInTransactionTimeoutMillis);
  });

  it('opens at most `max` connections and gives up waiting for one after connectionTimeoutMillis (DB_POOL_MAX, DB_CONNECTION_WAIT_MS)', async () => {
    const small = await openDatabase({ databaseUrl: database.url, timeouts: { max: 2, connectionTimeoutMillis: 300 } });
    try {
      // Both connections opened first: on a loaded machine opening one can itself take longer than the
      // 300 ms (the same timeout), and then a sleep would be refused for that rather than for waiting.
      for (let attempt = 0; attempt < 20; attempt++) {
        const opened = await Promise.allSettled([1, 2].map(() => small.db.execute(sql`select pg_sleep(0.05)`)));
        if (opened.every((o) => o.status === 'fulfilled')) break;
      }
      const sleeps = await Promise.allSettled([1, 2, 3].map(() => small.db.execute(sql`select pg_sleep(1)`)));
      expect(sleeps.filter((s) => s.status === 'fulfilled')).toHaveLength(2);
      const [refused] = sleeps.filter((s): s is PromiseRejectedResult => s.status === 'rejected');
      expect(String((refused.reason as Error).cause ?? refused.reason)).toMatch(/timeout/i);
    } finally {
      await small.close();
    }
  });

  it('answers 503 when a statement outlives statement_timeout (57014)', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/sleep?s=5' });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual({ code: 503, data: null, message: messageFor(503) });
    expect((await app.inject({ method: 'GET', url: '/test/sleep?s=0' })).json()).toEqual({ slept: 0 });
  });

  it('answers 503 when the server ends the connection mid-query (pg_terminate_backend, 57P01), then recovers', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const pending = app.inject({ method: 'GET', url: '/test/sleep?s=0.25' });
      const dbName = new URL(database.url!).pathname.slice(1);
      let terminated = 0;
      for (let i = 0; i < 50 && !terminated; i++) {
        const { rows } = await admin.query(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and query like 'select pg_sleep%' and state = 'active'`,
          [dbName],
        );
        terminated = rows[0].n;
        if (!terminated) await new Promise((r) => setTimeout(r, 5));
      }
      expect(terminated).toBe(1);
      const res = await pending;
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().code).toBe(503);
      // The pool drops the dead connection and opens a new one.
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await admin.end();
    }
  });
});
