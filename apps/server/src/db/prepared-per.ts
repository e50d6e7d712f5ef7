import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * A statement (or anything else) built once per database handle, on first use.
 *
 * Named statements are prepared per connection by the driver, but drizzle's `prepare()` builds the
 * SQL text and its parameter mapping each time it is called; building it once per handle keeps that
 * off every request (issue 19). Keyed weakly, so a test's or a bench's closed handle takes its
 * statements with it, and two handles (two databases in one process) never share one.
 */
export function preparedPer<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let made = built.get(db);
    if (made === undefined) built.set(db, (made = build(db)));
    return made;
  };
}

/**
 * A named parameter of a prepared statement (drizzle's `sql.placeholder`), filled from the object
 * given to `execute(...)` on each call; one home for the statements built with `preparedPer`.
 */
export const param = (name: string) => sql.placeholder(name);
