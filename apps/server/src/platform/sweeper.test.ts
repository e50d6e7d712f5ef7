import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { sweepOnce } from './sweeper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('sweeper', () => {
  it('lets tasks query the database and rolls back only a failing task', async () => {
    const { sql } = await import('drizzle-orm');
    const done = await sweepOnce(
      t.database.db,
      [
        { name: 'write', run: async (db) => void (await db.execute(sql`insert into app_secrets (name, value) values ('sweep-ok', 'x')`)) },
        {
          name: 'fail',
          run: async (db) => {
            await db.execute(sql`insert into app_secrets (name, value) values ('sweep-bad', 'x')`);
            throw new Error('boom');
          },
        },
      ],
      t.app.log,
    );
    expect(done).toBe(true);
    const res = await t.database.db.execute(sql`select name from app_secrets where name like 'sweep-%' order by name`);
    expect((res as unknown as { rows: { name: string }[] }).rows.map((r) => r.name)).toEqual(['sweep-ok']);
  });

  it('runs every task and survives a failing one', async () => {
    const ran: string[] = [];
    const done = await sweepOnce(
      t.database.db,
      [
        { name: 'a', run: async () => void ran.push('a') },
        {
          name: 'boom',
          run: async () => {
            throw new Error('boom');
          },
        },
        { name: 'b', run: async () => void ran.push('b') },
      ],
      t.app.log,
    );
    expect(done).toBe(true);
    expect(ran).toEqual(['a', 'b']);
  });

  it('lets only one of two concurrent sweeps work (advisory lock)', async () => {
    if (t.database.kind !== 'postgres') return; // PGlite serialises transactions: there is no concurrency to guard.
    let active = 0;
    let maxActive = 0;
    const task = {
      name: 'slow',
      run: async () => {
        active++;
        maxActive = Math.max(maxActive, active);
        await new Promise((r) => setTimeout(r, 200));
        active--;
      },
    };
    // Two pool connections, as two nodes would have.
    const results = await Promise.all([sweepOnce(t.database.db, [task], t.app.log), sweepOnce(t.database.db, [task], t.app.log)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(maxActive).toBe(1);
  });
});
