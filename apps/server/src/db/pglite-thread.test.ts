import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDriver } from '../../test/test-env';
import { openDatabase, type Database } from './client';

/**
 * PGlite in a worker thread (issue 19): the event loop stays free while a query runs, and the
 * worker keeps PGlite's own semantics (transactions, errors, types, dumps). PGlite only.
 */
describe.skipIf(testDriver() !== 'pglite')('PGlite in a worker thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://', pgliteThread: 'worker' });
    await database.db.execute(sql`create table items (id int primary key, name text not null, at timestamptz not null default now(), doc jsonb)`);
  });
  afterAll(() => database?.close());

  /** The rows of a raw statement (drizzle types them per driver; both drivers answer `rows`). */
  const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) => ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** A query of a few hundred ms (more on a loaded machine), and the longest pause between 5 ms timer ticks while it runs. */
  async function longestPauseDuring(db: Database) {
    let last = performance.now();
    let longest = 0;
    const tick = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await db.db.execute(sql`select count(*) from generate_series(1, 1000000) g where g % 7 = 3`);
    const took = performance.now() - started;
    // The pause up to the query's answer counts too: a blocked loop runs no tick until then.
    longest = Math.max(longest, performance.now() - last);
    clearInterval(tick);
    return { took, longest };
  }

  it('keeps the event loop answering while a long query runs', async () => {
    const { took, longest } = await longestPauseDuring(database);
    expect(took).toBeGreaterThan(150);
    // In the event loop the query would block it for all its time (the control case below).
    expect(longest).toBeLessThan(took / 2);
  });

  it('(control) PGlite in the event loop blocks it for the whole query', async () => {
    const inThread = await openDatabase({ dataDir: 'memory://', pgliteThread: 'main' });
    try {
      const { took, longest } = await longestPauseDuring(inThread);
      expect(took).toBeGreaterThan(150);
      expect(longest).toBeGreaterThan(took * 0.8);
    } finally {
      await inThread.close();
    }
  }, 90_000); // Opening a second PGlite takes seconds on a loaded machine.

  it('commits a transaction, and rolls back one that throws or calls rollback', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into items (id, name) values (1, 'kept')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into items (id, name) values (2, 'thrown')`);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into items (id, name) values (3, 'rolled back')`);
        tx.rollback();
      }),
    ).rejects.toThrow();
    // A savepoint's failure is undone alone; the outer transaction commits.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into items (id, name) values (4, 'outer')`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into items (id, name) values (5, 'inner')`);
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
    });
    const rows = await rowsOf<{ id: number }>(database, sql`select id from items order by id`);
    expect(rows.map((r) => r.id)).toEqual([1, 4]);
  });

  it('runs a statement outside a transaction after it ends, as PGlite does', async () => {
    const order: string[] = [];
    let inside!: () => void;
    const entered = new Promise<void>((r) => (inside = r));
    const tx = database.db.transaction(async (t) => {
      inside();
      await t.execute(sql`insert into items (id, name) values (10, 'in transaction')`);
      await new Promise((r) => setTimeout(r, 50));
      order.push('commit');
    });
    await entered;
    const outside = rowsOf<{ n: number }>(database, sql`select count(*)::int as n from items where id = 10`).then((rows) => {
      order.push('outside');
      return rows[0].n;
    });
    await tx;
    expect(await outside).toBe(1);
    expect(order).toEqual(['commit', 'outside']);
  });

  it("passes the database's error fields (drizzle's cause: code, constraint)", async () => {
    const err = await database.db.execute(sql`insert into items (id, name) values (1, 'again')`).catch((e: unknown) => e);
    const cause = (err as { cause?: { code?: string; constraint?: string; message?: string } }).cause;
    expect(cause?.code).toBe('23505');
    expect(cause?.constraint).toBe('items_pkey');
    expect(cause?.message).toMatch(/duplicate key/);
  });

  it('keeps timestamps as text, parses jsonb, and dumps a directory another worker loads', async () => {
    await database.db.execute(sql`insert into items (id, name, doc) values (20, 'typed', ${JSON.stringify({ a: [1, 2] })}::jsonb)`);
    const rows = await rowsOf<{ at: unknown; doc: unknown }>(database, sql`select at, doc from items where id = 20`);
    expect(typeof rows[0].at).toBe('string');
    expect(rows[0].doc).toEqual({ a: [1, 2] });
    const copy = await openDatabase({ dataDir: 'memory://', loadDataDir: await database.dump!(), pgliteThread: 'worker' });
    try {
      const copied = await rowsOf<{ id: number }>(copy, sql`select id from items order by id`);
      expect(copied.map((r) => r.id)).toEqual([1, 4, 10, 20]);
    } finally {
      await copy.close();
    }
  });

  it('refuses calls after close', async () => {
    const closing = await openDatabase({ dataDir: 'memory://', pgliteThread: 'worker' });
    await closing.close();
    await expect(closing.ping()).rejects.toThrow();
  });
});
