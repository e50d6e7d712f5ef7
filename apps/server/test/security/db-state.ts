/**
 * "Nothing changed" for the security suite, read from the catalogue rather than a hand-kept table
 * list: a new table is watched the day its migration lands.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { TestApp } from '../build-app';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(t: TestApp, query: SQL): Promise<T[]> => ((await t.app.db.execute(query)) as unknown as Rows<T>).rows;
const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** Tables whose rows move with every signed-in request (sliding session expiry), not with what a call does. */
const NOISY = new Set(['sessions']);

async function tables(t: TestApp): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    t,
    sql`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.name).filter((n) => !NOISY.has(n));
}

/** One hash per table over every row: any insert, update or delete anywhere shows. */
export async function databaseState(t: TestApp): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  for (const name of await tables(t)) {
    const [row] = await rowsOf<{ h: string }>(
      t,
      sql`select count(*) || ':' || md5(coalesce(string_agg(md5(x::text), ',' order by md5(x::text)), '')) as h
      from ${ident(name)} x`,
    );
    state[name] = row.h;
  }
  return state;
}

/**
 * Every row that belongs to one user: rows of tables with a user_id column, the rows of the tables
 * that reference those (e.g. the questions of an exam paper), and the user row itself.
 */
export async function userRowsState(t: TestApp, userId: number): Promise<Record<string, string>> {
  const owned = await rowsOf<{ name: string }>(
    t,
    sql`select table_name as name from information_schema.columns
    where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  const children = await rowsOf<{ child: string; col: string; parent: string; pcol: string }>(
    t,
    sql`
    select c.conrelid::regclass::text as child, a.attname as col, c.confrelid::regclass::text as parent, pa.attname as pcol
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace and array_length(c.conkey, 1) = 1`,
  );
  const ownedNames = new Set(owned.map((o) => o.name).filter((n) => !NOISY.has(n)));
  const hash = (from: SQL) => sql`select count(*) || ':' || md5(coalesce(string_agg(md5(x::text), ',' order by md5(x::text)), '')) as h from ${from}`;
  const state: Record<string, string> = {};
  const put = async (key: string, query: SQL) => {
    state[key] = (await rowsOf<{ h: string }>(t, query))[0].h;
  };
  await put('users', hash(sql`users x where x.id = ${userId}`));
  for (const name of ownedNames) await put(name, hash(sql`${ident(name)} x where x.user_id = ${userId}`));
  for (const c of children) {
    const child = c.child.replace(/^public\./, '').replace(/"/g, '');
    const parent = c.parent.replace(/^public\./, '').replace(/"/g, '');
    if (!ownedNames.has(parent) || NOISY.has(child) || child === parent) continue;
    await put(
      `${child}.${c.col}`,
      hash(sql`${ident(child)} x where x.${ident(c.col)} in
      (select p.${ident(c.pcol)} from ${ident(parent)} p where p.user_id = ${userId})`),
    );
  }
  return state;
}
