import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config';
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

export type DatabaseOptions = {
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' keeps it in memory (tests). */
  dataDir?: string;
  /** A PGlite dump (from dumpDataDir) to start from: tests load a migrated, seeded snapshot. */
  loadDataDir?: Blob;
};

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client whose connection the server closes (restart, failover) emits 'error' on the pool:
    // unhandled, that would end the process; the pool replaces the client on the next query instead.
    pool.on('error', (err) => process.emitWarning(`PostgreSQL idle connection closed: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
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
  const client = await PGlite.create(dir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    dump: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

/** The database the configuration names: PostgreSQL by URL, else PGlite in DATA_DIR/pgdata (uploads sit beside it). */
export function openConfiguredDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pgdata') });
}
