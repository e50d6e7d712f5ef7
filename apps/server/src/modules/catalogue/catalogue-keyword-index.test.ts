import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../../test/build-app';
import { containsPattern } from './catalogue.service';

// The course list's keyword (a contains-match on name or description) has trigram indexes on both
// databases (migration 0019; PGlite loads pg_trgm in db/client.ts), issue 19.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)) as unknown as { rows: T[] };

describe('keyword search index', () => {
  it('has pg_trgm and both trigram indexes', async () => {
    const ext = await rows<{ extname: string }>(sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(ext.rows).toHaveLength(1);
    const idx = await rows<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where tablename = 'release_courses' and indexname like '%trgm%' order by indexname`,
    );
    expect(idx.rows.map((r) => r.indexname)).toEqual(['release_courses_description_trgm_idx', 'release_courses_name_trgm_idx']);
    for (const r of idx.rows) expect(r.indexdef).toMatch(/USING gin .*gin_trgm_ops/);
  });

  it('serves an ILIKE contains-match on name or description from the trigram indexes', async () => {
    const pattern = containsPattern('security');
    // The seeded table is small, so the planner would rather read it whole: forbid that in this
    // transaction to see whether the index can serve the match at all.
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = (await tx.execute(sql`explain select id from release_courses where name ilike ${pattern} or description ilike ${pattern}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return res.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('release_courses_name_trgm_idx');
    expect(plan).toContain('release_courses_description_trgm_idx');
    // Same answer as a scan: the index is only a way to find the rows.
    const found = await rows<{ n: number }>(sql`select count(*)::int as n from release_courses where name ilike ${pattern} or description ilike ${pattern}`);
    const scanned = await rows<{ n: number }>(
      sql`select count(*)::int as n from release_courses where lower(name) like ${'%security%'} or lower(description) like ${'%security%'}`,
    );
    expect(found.rows[0].n).toBe(scanned.rows[0].n);
    expect(found.rows[0].n).toBeGreaterThan(0);
  });
});
