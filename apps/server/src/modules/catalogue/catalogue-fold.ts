import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The list's keyword is matched in memory exactly as the SQL path's `ILIKE` matches it (decision
 * 0037). On a UTF-8 database PostgreSQL answers `s ILIKE p` as `lower(s) LIKE lower(p)`, and with
 * a libc (or builtin) ctype `lower()` maps each character on its own (towlower). Which characters
 * it maps depends on the database's ctype and its Unicode tables: PostgreSQL 15 with C.UTF-8 on
 * this machine maps 1,433 code points, PGlite 1,364, Node's own `toLowerCase` 1,488 (and maps İ to
 * two code points). So the fold is read from the database itself, once per database handle: the
 * code points Node knows to have a case, with the database's `lower()` of each. A character the
 * table lacks is kept, as `lower()` keeps it. catalogue-snapshot.test.ts checks, on both databases,
 * that no other code point is changed by `lower()` and that `lower()` works per character.
 */
export type Fold = (s: string) => string;

/** Every code point that Node's Unicode data says changes under lower- or uppercasing. */
const CASED = /\p{Changes_When_Casemapped}/u;
export function casedCodePoints(): string[] {
  const out: string[] = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const c = String.fromCodePoint(cp);
    if (CASED.test(c)) out.push(c);
  }
  return out;
}

/**
 * The fold of a table: each character the table names is replaced, any other kept. One regular
 * expression of the table's code points (a class, per code point with the `u` flag, as the table's
 * keys are single code points): 0.1 to 0.5 µs a keyword against 0.7 µs for a per-character array
 * (issue 19, on every list miss).
 */
export function foldWith(table: Map<string, string>): Fold {
  if (table.size === 0) return (s) => s;
  const cased = new RegExp(`[${Array.from(table.keys(), (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`).join('')}]`, 'gu');
  const lower = (c: string) => table.get(c)!;
  return (s) => s.replace(cased, lower);
}

/** The database's `lower()` of each cased code point it changes. */
export async function readLowerTable(db: Db): Promise<Map<string, string>> {
  // Asked as one JSON array (about 2,900 characters): both drivers bind it the same way.
  const result = await db.execute(
    sql`select c, lower(c) as l from jsonb_array_elements_text(${JSON.stringify(casedCodePoints())}::jsonb) as c where lower(c) <> c`,
  );
  return new Map((result as unknown as { rows: { c: string; l: string }[] }).rows.map((r) => [r.c, r.l]));
}

const folds = new WeakMap<Db, Promise<Fold>>();

/** The fold of `db`, read on first use and kept for the handle's life (a retry after a failed read). */
export function foldOf(db: Db): Promise<Fold> {
  let f = folds.get(db);
  if (!f) {
    f = readLowerTable(db).then(foldWith);
    f.catch(() => folds.delete(db));
    folds.set(db, f);
  }
  return f;
}
