import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MAX_PAGE_SIZE, catalogueListQuery } from '@credo/contracts/catalogue';
import { releaseCourses } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { ListSnapshots } from './catalogue-snapshot';
import { listCataloguePage } from './catalogue.service';

// The in-memory search rules rows out by the pairs of adjacent characters the keyword has and a
// row's folded text lacks (catalogue-snapshot.ts, issue 19) before searching its strings. A row that
// contains the keyword must never be ruled out: every piece of every row's name and description,
// as typed and upper-cased, must find exactly what the SQL path finds. Rows with characters outside
// the Basic Multilingual Plane (surrogate pairs) and with case-folded letters are added.
let t: TestApp;
const SITE = 1;
const ctx = { siteId: SITE } as Parameters<typeof listCataloguePage>[1];
const parse = (q: Record<string, unknown>) => catalogueListQuery.parse({ siteId: SITE, languageId: 1, pageSize: CATALOGUE_MAX_PAGE_SIZE, ...q });

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.db.insert(releaseCourses).values(
    ['Qpr 🔒 Sicherheit 𝔸𝔹 ÜBER', 'Qpr Ωmega İSTANBUL ǅ', 'Qpr x'].map((name, i) => ({
      siteId: SITE,
      languageId: 1,
      courseType: i % 2,
      name,
      description: `Qpr desc ${i} 🔓 ΣΊΣ straße`,
    })),
  );
});
afterAll(() => t.close());

/** A small deterministic generator, so a failing keyword can be replayed. */
function prng(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x80000000;
}

describe('the keyword pairs of the in-memory list', () => {
  it('never rule out a row that contains the keyword: every piece of every text finds what SQL finds', async () => {
    const snaps = new ListSnapshots(t.app.db, { ttlMs: 60_000 });
    const r = prng(37);
    let compared = 0;
    let found = 0;
    for (const courseType of [0, 1]) {
      const snap = await snaps.get(SITE, courseType);
      const texts = snap.rows!.rows.flatMap((row) => [row.name, row.description]).filter((s) => s.length > 0);
      for (let i = 0; i < 120; i++) {
        const text = Array.from(texts[Math.floor(r() * texts.length)]);
        const from = Math.floor(r() * text.length);
        const piece = text.slice(from, from + 1 + Math.floor(r() * 8)).join('');
        const keyword = i % 3 === 0 ? piece.toUpperCase() : piece;
        if (!keyword.trim()) continue;
        const q = parse({ courseType, keyword });
        const now = new Date();
        const mem = await listCataloguePage(t.app.db, ctx, q, now, snap);
        expect(mem, keyword).toEqual(await listCataloguePage(t.app.db, ctx, q, now));
        compared++;
        if (mem.total > 0) found++;
      }
    }
    expect(compared).toBeGreaterThan(200);
    // Pieces of the rows' own texts: most are found (not those of scheduled rows, of the other
    // certification kind than the default filter's, or upper-cased pieces that fold otherwise).
    expect(found).toBeGreaterThan(compared * 0.6);
  });
});
