import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/build-app';
import { testDriver } from '../../test/test-env';
import type { Database, Db } from './client';
import { leanStatement } from './lean-statement';
import { param } from './prepared-per';

/** A statement with two named parameters, a text, a number and a null column, and as many rows as asked for. */
const build = (db: Db) =>
  db
    .select({ n: sql<number>`g`, label: sql<string>`${param('label')}::text || g`, none: sql<string | null>`null::text` })
    .from(sql`generate_series(1, ${param('count')}::int) as g`)
    .prepare('lean_test_series');

/** Columns as text (PostgreSQL's lean path) whichever driver answered. */
const asText = (rows: unknown[][]) => rows.map((r) => r.map((v) => (v === null ? null : String(v))));
const codeOf = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code ?? e.cause?.code;
};

// Both drivers: PostgreSQL runs the lean path on the pool, PGlite the same statement through drizzle.
describe(`leanStatement (${testDriver()})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase({ empty: true });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('answers each row as its columns in order, with SQL null as null, and no rows as []', async () => {
    const series = leanStatement(database.db, 'lean_test_series', build(database.db));
    expect(asText(await series.execute({ label: 'a', count: 3 }))).toEqual([
      ['1', 'a1', null],
      ['2', 'a2', null],
      ['3', 'a3', null],
    ]);
    expect(await series.execute({ label: 'b', count: 0 })).toEqual([]);
  });

  it('runs many calls at once on the pool, each with its own values, and shares the name with drizzle', async () => {
    const series = leanStatement(database.db, 'lean_test_series', build(database.db));
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => series.execute({ label: `x${i}-`, count: (i % 3) + 1 })));
    answers.forEach((rows, i) => expect(asText(rows).map((r) => r[1])).toEqual(Array.from({ length: (i % 3) + 1 }, (_, k) => `x${i}-${k + 1}`)));
    // drizzle's own execution of the same named statement on the same connections: one parse per connection for both.
    const viaDrizzle = await Promise.all(Array.from({ length: 30 }, () => build(database.db).execute({ label: 'd', count: 1 })));
    expect(viaDrizzle.map((rows) => rows[0].label)).toEqual(Array(30).fill('d1'));
  });

  it("fails with PostgreSQL's error and leaves the connection usable", async () => {
    const series = leanStatement(database.db, 'lean_test_series', build(database.db));
    const failed = await series.execute({ label: 'e', count: 'many' }).then(
      () => null,
      (err: unknown) => err,
    );
    expect(codeOf(failed)).toBe('22P02');
    const after = await Promise.all(Array.from({ length: 25 }, () => series.execute({ label: 'f', count: 1 })));
    expect(after.map((rows) => asText(rows)[0][1])).toEqual(Array(25).fill('f1'));
  });

  it('refuses a missing value, and a statement with an inline value, with their names', async () => {
    const series = leanStatement(database.db, 'lean_test_series', build(database.db));
    await expect(series.execute({ label: 'g' })).rejects.toThrow(/count/);
    const inline = database.db
      .select({ n: sql<number>`${7}::int` })
      .from(sql`(select 1) as one`)
      .prepare('lean_test_inline');
    expect(() => leanStatement(database.db, 'lean_test_inline', inline)).toThrow(/lean_test_inline: parameter 1/);
  });
});
