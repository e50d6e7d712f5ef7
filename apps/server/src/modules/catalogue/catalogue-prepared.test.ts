import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { catalogueListQuery } from '@credo/contracts/catalogue';
import { certifications, releaseCourses } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { listCataloguePage } from './catalogue.service';

// The list's page and count are named (prepared) statements, one pair per set of applied filters
// (catalogue.repo.ts, issue 19). Each request must get its own values bound into the statement of
// its own shape, however requests of different shapes and values interleave, on one connection
// or on several at once (PostgreSQL prepares a name per pool connection).
let t: TestApp;
const SITE = 1;
const EN = 1;
const ctx = { siteId: SITE };
const page = (q: Record<string, unknown>) =>
  listCataloguePage(t.app.db, ctx as Parameters<typeof listCataloguePage>[1], catalogueListQuery.parse({ siteId: SITE, languageId: EN, ...q }));
const names = async (q: Record<string, unknown>) => (await page(q)).rows.map((r) => r.name).sort();

beforeAll(async () => {
  t = await buildTestApp();
  const [cert] = await t.app.db
    .select({ id: certifications.id })
    .from(certifications)
    .where(and(eq(certifications.siteId, SITE), eq(certifications.languageId, EN), eq(certifications.kind, 0)))
    .limit(1);
  await t.app.db
    .insert(releaseCourses)
    .values(['Qzv alpha one', 'Qzv alpha two', 'Qzv beta'].map((name) => ({ siteId: SITE, languageId: EN, certificationId: cert.id, courseType: 0, name })));
});
afterAll(() => t.close());

describe('course list statements prepared per filter shape', () => {
  it('bind each request its own values when shapes and values interleave', async () => {
    const everything = (await page({})).total;
    expect(everything).toBeGreaterThan(3);
    for (let round = 0; round < 3; round++) {
      expect(await names({ keyword: 'qzv alpha' })).toEqual(['Qzv alpha one', 'Qzv alpha two']);
      expect(await names({ keyword: 'qzv beta' })).toEqual(['Qzv beta']);
      expect((await page({})).total).toBe(everything);
      expect(await names({ keyword: 'qzv alpha', languageComplete: 'English' })).toEqual(['Qzv alpha one', 'Qzv alpha two']);
      expect(await names({ keyword: 'qzv alpha', languageComplete: 'Deutsch' })).toEqual([]);
      // Past the end: the count statement of the shape answers the total.
      expect(await page({ keyword: 'qzv alpha', pageSize: 1, pageNum: 5 })).toEqual({ rows: [], total: 2 });
      expect(await page({ keyword: 'qzv beta', pageSize: 1, pageNum: 5 })).toEqual({ rows: [], total: 1 });
    }
  });

  it('answer concurrent requests of two shapes, each with two sets of values, each with its own rows', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ keyword: 'qzv alpha' }, ['Qzv alpha one', 'Qzv alpha two']],
      [{ keyword: 'qzv beta' }, ['Qzv beta']],
      [{ keyword: 'qzv alpha two', languageComplete: 'English' }, ['Qzv alpha two']],
      [{ keyword: 'qzv', languageComplete: 'Deutsch' }, []],
    ];
    const asks = Array.from({ length: 24 }, (_, i) => cases[i % cases.length]);
    const got = await Promise.all(asks.map(([q]) => names(q)));
    got.forEach((g, i) => expect(g).toEqual(asks[i][1]));
  });
});
