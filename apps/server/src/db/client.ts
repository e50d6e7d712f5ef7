import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config';
import { startPgliteThread } from './pglite-thread';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers: services and repos never know which database runs under them. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL URL when kind is 'postgres' (migrations take their own locked connection). */
  url?: string;
  /** Runs a raw statement (health check, advisory locks) on either driver. */
  ping(): Promise<void>;
  /** PGlite only: the data directory as a tarball, loadable with `loadDataDir` (test snapshots). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
};

/**
 * The PostgreSQL pool's size and limits (issue 13 item 9: an outage or a stuck query answers 503
 * within seconds instead of holding requests and connections open without end; issue 19: sized
 * from the exam-day measurements in docs/PERFORMANCE.md). The one home of their defaults; the
 * environment overrides them (DB_POOL_MAX, DB_CONNECTION_WAIT_MS, DB_STATEMENT_TIMEOUT_MS, config.ts).
 */
export type PoolTimeouts = {
  /** Connections the pool opens at most (per server process). */
  max: number;
  /** Opening a connection, and waiting for a free one of the pool's `max`: then 503. */
  connectionTimeoutMillis: number;
  /** The server cancels a statement running longer (SQLSTATE 57014). */
  statementTimeoutMillis: number;
  /**
   * The server ends a session whose transaction sits idle longer (25P03), releasing its locks.
   * Generous on purpose: the outbox delivery holds its claim transaction while SMTP answers
   * (nodemailer gives a slow server minutes), and ending it then would send those mails twice.
   */
  idleInTransactionTimeoutMillis: number;
};

export const DEFAULT_POOL_TIMEOUTS: PoolTimeouts = {
  max: 20,
  connectionTimeoutMillis: 5_000,
  statementTimeoutMillis: 30_000,
  idleInTransactionTimeoutMillis: 15 * 60_000,
};

export type DatabaseOptions = {
  databaseUrl?: string;
  /** PostgreSQL only; tests shorten them. */
  timeouts?: Partial<PoolTimeouts>;
  /** PGlite data directory; 'memory://' keeps it in memory (tests). */
  dataDir?: string;
  /** A PGlite dump (from dumpDataDir) to start from: tests load a migrated, seeded snapshot. */
  loadDataDir?: Blob;
  /**
   * Where PGlite runs: a worker thread (the default, issue 19: its statements no longer block the
   * event loop; measured with bench/pglite-thread.ts) or, for that bench's comparison and the
   * worker's control test only, the server's own event loop as before.
   */
  pgliteThread?: 'worker' | 'main';
};

/** The node-postgres pool under each PostgreSQL handle opened here (lean-statement.ts runs hot statements on it). */
const pools = new WeakMap<Db, pg.Pool>();

/** The pool under a PostgreSQL handle opened by openDatabase; undefined for PGlite and for any other handle (a transaction's). */
export const pgPoolOf = (db: Db): pg.Pool | undefined => pools.get(db);

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const timeouts = { ...DEFAULT_POOL_TIMEOUTS, ...opts.timeouts };
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: timeouts.max,
      connectionTimeoutMillis: timeouts.connectionTimeoutMillis,
      statement_timeout: timeouts.statementTimeoutMillis,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionTimeoutMillis,
      // Notices a server that vanished without closing the socket (failover, a cut network).
      keepAlive: true,
    });
    // An idle client whose connection the server closes (restart, failover) emits 'error' on the pool:
    // unhandled, that would end the process; the pool replaces the client on the next query instead.
    pool.on('error', (err) => process.emitWarning(`PostgreSQL idle connection closed: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    pools.set(db, pool);
    return {
      db,
      kind: 'postgres',
      url: opts.databaseUrl,
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(path.resolve(dir), { recursive: true });
  if ((opts.pgliteThread ?? 'worker') === 'worker') {
    const client = await startPgliteThread({ dataDir: dir, loadDataDir: opts.loadDataDir });
    const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      ping: async () => void (await client.query('select 1')),
      dump: () => client.dumpDataDir(),
      close: () => client.close(),
    };
  }
  // pg_trgm: the course list's keyword search has trigram indexes (migration 0019), as on PostgreSQL.
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    dump: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

/**
 * The database the configuration names: PostgreSQL by URL, else PGlite in DATA_DIR/pgdata (uploads
 * sit beside it). PGlite runs in a worker thread; PGLITE_THREAD=main runs it in the event loop as
 * before issue 19, the switch bench/pglite-thread.ts compares the two with (nothing else needs it).
 */
export function openConfiguredDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'dbPool'>>): Promise<Database> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    timeouts: config.dbPool,
    dataDir: path.join(config.dataDir, 'pgdata'),
    pgliteThread: process.env.PGLITE_THREAD === 'main' ? 'main' : 'worker',
  });
}
