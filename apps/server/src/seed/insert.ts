import type { Db } from '../db/client';

/** The transaction handle drizzle passes to db.transaction's callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs fn over rows in batches: one multi-row INSERT per batch keeps the statement count low
 * (PostgreSQL allows 65,535 parameters per statement, so batches stay well under that).
 */
export async function inChunks<T, R = void>(rows: T[], size: number, fn: (batch: T[]) => Promise<R[] | void>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const res = await fn(rows.slice(i, i + size));
    if (Array.isArray(res)) out.push(...res);
  }
  return out;
}
