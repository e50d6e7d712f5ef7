import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { envelopeOf } from '@credo/contracts/envelope';
import { CATALOGUE_MAX_PAGE_SIZE, catalogueList, type CatalogueList } from '@credo/contracts/catalogue';
import { certifications, certificationSubTypes, certificationTypes, productLines, releaseCourses } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';

let t: TestApp;
const SITE = 1;
const OTHER_SITE = 2;
const EN = 1;
/** Names of the courses this file adds (site 1, English): their keyword tests must not meet seed rows. */
const FIXTURE = ['Zqx 100% coverage', 'Zqx 1000 coverage', 'Zqx a_b wiring', 'Zqx axb wiring', 'Zqx back\\slash', 'Zqx backslash'];
let generalCertId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const [cert] = await t.app.db
    .select({ id: certifications.id })
    .from(certifications)
    .where(and(eq(certifications.siteId, SITE), eq(certifications.languageId, EN), eq(certifications.kind, 0)))
    .limit(1);
  generalCertId = cert.id;
  await t.app.db.insert(releaseCourses).values([
    ...FIXTURE.map((name) => ({ siteId: SITE, languageId: EN, certificationId: generalCertId, courseType: 0, name })),
    // Scheduled for next week: not published yet, so never listed.
    { siteId: SITE, languageId: EN, certificationId: generalCertId, courseType: 0, name: 'Zqx scheduled', publishedAt: new Date(Date.now() + 7 * 86_400_000) },
    // Same name on another site: site scoping.
    { siteId: OTHER_SITE, languageId: EN, courseType: 0, name: 'Zqx other site' },
  ]);
});
afterAll(() => t.close());

const URL = '/api/certification/release/course/page/list';
type Q = Record<string, string | number | undefined>;
const qs = (q: Q) =>
  new URLSearchParams(
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();

async function list(q: Q = {}): Promise<CatalogueList> {
  const res = await t.app.inject({ method: 'GET', url: `${URL}?${qs({ siteId: SITE, languageId: EN, ...q })}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = envelopeOf(catalogueList).parse(res.json());
  expect(body.code).toBe(200);
  return body.data;
}

/** Every row of the filtered list, across pages of the largest size. */
async function all(q: Q = {}) {
  const first = await list({ ...q, pageSize: CATALOGUE_MAX_PAGE_SIZE });
  const rows = [...first.rows];
  for (let page = 2; rows.length < first.total; page++) rows.push(...(await list({ ...q, pageSize: CATALOGUE_MAX_PAGE_SIZE, pageNum: page })).rows);
  expect(rows).toHaveLength(first.total);
  return rows;
}

/** Published release courses of the site, straight from the table (kind 0 by default for courses). */
async function countInDb(where: string, courseType = 0, kind: number | null = 0): Promise<number> {
  const r = (await t.app.db.execute(
    sql.raw(`select count(*)::int as n from release_courses rc
    left join certifications c on c.id = rc.certification_id
    join languages l on l.id = rc.language_id
    where rc.site_id = ${SITE} and rc.course_type = ${courseType} and rc.published_at <= now()
    ${kind === null ? '' : `and c.kind = ${kind}`} ${where ? `and ${where}` : ''}`),
  )) as unknown as { rows: { n: number }[] };
  return r.rows[0].n;
}

describe('GET /api/certification/release/course/page/list: course list', () => {
  it('answers the first 15 published courses of the general programme, the options and the kind-0 banner (type 4)', async () => {
    const d = await list();
    expect(d.total).toBe(await countInDb(''));
    expect(d.total).toBeGreaterThan(15);
    expect(d.rows).toHaveLength(15);
    expect(d.rows.every((r) => r.courseType === 0)).toBe(true);
    expect(d.banner?.type).toBe('4');
    expect(d.certificationTypes.length).toBeGreaterThan(0);
    expect(d.subTypes.length).toBeGreaterThan(0);
    expect(d.versionLabels.length).toBeGreaterThan(0);
    expect(d.languages.map((l) => l.languageComplete)).toContain('English');
    expect(d.productLines.length).toBeGreaterThan(0);
  });

  it('type 1 lists the vendor programme with banner type 3', async () => {
    const d = await list({ type: 1 });
    expect(d.banner?.type).toBe('3');
    expect(d.total).toBe(await countInDb('', 0, 1));
    expect(d.total).toBeGreaterThan(0);
  });

  it("never lists unpublished items nor another site's", async () => {
    const names = (await all({ keyword: 'Zqx' })).map((r) => r.name).sort();
    expect(names).toEqual([...FIXTURE].sort());
    const other = await t.app.inject({ method: 'GET', url: `${URL}?${qs({ siteId: OTHER_SITE, languageId: EN, keyword: 'Zqx', type: 0 })}` });
    const otherRows = envelopeOf(catalogueList).parse(other.json()).data.rows;
    expect(otherRows.map((r) => r.name)).not.toContain('Zqx 100% coverage');
  });

  it('matches the keyword case-insensitively in name or description, with % _ and \\ taken literally', async () => {
    const names = async (keyword: string) => (await all({ keyword })).map((r) => r.name).sort();
    expect(await names('ZQX 100% COVERAGE')).toEqual(['Zqx 100% coverage']);
    expect(await names('100%')).toEqual(['Zqx 100% coverage']);
    expect(await names('a_b')).toEqual(['Zqx a_b wiring']);
    expect(await names('back\\')).toEqual(['Zqx back\\slash']);
    expect(await names('zqx%cov')).toEqual([]);
    const seeded = await all({ keyword: 'design' });
    expect(seeded.length).toBe(await countInDb(`(rc.name ilike '%design%' or rc.description ilike '%design%')`));
  });

  it('filters by certification type and sub-type, by id or by name; an unknown id gives an empty list', async () => {
    const [type] = await t.app.db
      .select()
      .from(certificationTypes)
      .where(and(eq(certificationTypes.tenantId, 1), eq(certificationTypes.kind, 0)));
    const byId = await list({ certificationTypeId: type.id });
    expect(byId.total).toBe(await countInDb(`c.type_id = ${type.id}`));
    expect(byId.total).toBeGreaterThan(0);
    expect(byId.rows.every((r) => r.certificationTypeName === type.name)).toBe(true);
    expect((await list({ certificationTypeName: type.name })).total).toBe(byId.total);

    const [sub] = await t.app.db.select().from(certificationSubTypes).where(eq(certificationSubTypes.typeId, type.id)).limit(1);
    const bySub = await all({ certificationSubtypeId: sub.id });
    expect(bySub.length).toBe(await countInDb(`c.sub_type_id = ${sub.id}`));
    expect(bySub.length).toBeGreaterThan(0);
    expect(bySub.every((r) => r.certificationSubtypeName === sub.name)).toBe(true);
    expect((await list({ certificationSubtypeName: sub.name })).total).toBe(bySub.length);

    for (const q of [{ certificationTypeId: 999_999 }, { certificationSubtypeId: 2_147_483_647 }, { certificationTypeName: 'No such type' }]) {
      const d = await list(q);
      expect(d.rows).toEqual([]);
      expect(d.total).toBe(0);
    }
  });

  it('filters by requirement: compulsory and elective add up to the whole list', async () => {
    const compulsory = await list({ requirement: 1 });
    const elective = await list({ requirement: 0 });
    expect(compulsory.rows.every((r) => r.requirement === 1)).toBe(true);
    expect(elective.rows.every((r) => r.requirement === 0)).toBe(true);
    expect(compulsory.total).toBe(await countInDb('rc.requirement = 1'));
    expect(compulsory.total + elective.total).toBe((await list()).total);
  });

  it('filters by language (full name) and by version label', async () => {
    const english = await all({ languageComplete: 'English' });
    expect(english.length).toBe(await countInDb(`l.language_complete = 'English'`));
    expect(english.every((r) => r.languageComplete === 'English')).toBe(true);
    expect((await list({ languageComplete: 'Klingon' })).total).toBe(0);

    const d = await list();
    const label = d.versionLabels[0];
    const byLabel = await all({ versionLabel: label });
    expect(byLabel.length).toBe(await countInDb(`c.version_label = '${label}'`));
    expect(byLabel.every((r) => r.versionLabel === label)).toBe(true);
  });

  it('combines filters (keyword + type + language)', async () => {
    const [type] = await t.app.db
      .select()
      .from(certificationTypes)
      .where(and(eq(certificationTypes.tenantId, 1), eq(certificationTypes.kind, 0)));
    const d = await list({ keyword: 'zqx a_b', certificationTypeId: type.id, languageComplete: 'English' });
    expect(d.rows.map((r) => r.name)).toEqual(['Zqx a_b wiring']);
    expect(d.total).toBe(1);
  });
});

describe('GET /api/certification/release/course/page/list: pagination', () => {
  it('pages are disjoint, in a stable order, and a page past the end is empty with the real total', async () => {
    const p1 = await list({ pageSize: 10, pageNum: 1 });
    const p2 = await list({ pageSize: 10, pageNum: 2 });
    expect(p1.rows).toHaveLength(10);
    expect(p2.total).toBe(p1.total);
    const ids1 = new Set(p1.rows.map((r) => r.id));
    expect(p2.rows.some((r) => ids1.has(r.id))).toBe(false);
    const past = await list({ pageSize: 10, pageNum: 500 });
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(p1.total);
    const lastPage = Math.ceil(p1.total / 10);
    expect((await list({ pageSize: 10, pageNum: lastPage })).rows).toHaveLength(p1.total - (lastPage - 1) * 10);
  });

  it('accepts pageSize up to the maximum and rejects more (or bad numbers) with the 400 envelope', async () => {
    expect((await list({ pageSize: CATALOGUE_MAX_PAGE_SIZE })).rows.length).toBeLessThanOrEqual(CATALOGUE_MAX_PAGE_SIZE);
    for (const q of [
      { pageSize: CATALOGUE_MAX_PAGE_SIZE + 1 },
      { pageSize: 0 },
      { pageNum: 0 },
      { pageNum: 'x' },
      { videoTypeId: 9, courseType: 1 },
      { requirement: 2 },
      { certificationTypeId: 2_147_483_648 },
      { courseType: 5 },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `${URL}?${qs({ siteId: SITE, ...q })}` });
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().code).toBe(400);
    }
  });
});

describe('GET /api/certification/release/course/page/list: video list', () => {
  it('lists videos of every type by default (video type 0), filtered by video type 1-3', async () => {
    const everything = await list({ courseType: 1 });
    expect(everything.total).toBe(await countInDb('', 1, null));
    expect(everything.total).toBeGreaterThan(0);
    expect(everything.rows.every((r) => r.courseType === 1)).toBe(true);
    let sum = 0;
    for (const videoTypeId of [1, 2, 3]) {
      const d = await all({ courseType: 1, videoTypeId });
      expect(d.every((r) => r.videoType === videoTypeId)).toBe(true);
      expect(d.length).toBeGreaterThan(0);
      sum += d.length;
    }
    expect(sum).toBe(everything.total);
  });

  it('filters by product line, keyword and language; an unknown product line gives an empty list', async () => {
    const [line] = await t.app.db.select().from(productLines).where(eq(productLines.tenantId, 1)).limit(1);
    const d = await all({ courseType: 1, productLineId: line.id });
    expect(d.length).toBe(await countInDb(`rc.product_line_id = ${line.id}`, 1, null));
    expect(d.length).toBeGreaterThan(0);
    expect(d.every((r) => r.productLineName === line.name)).toBe(true);
    expect((await list({ courseType: 1, productLineId: 999_999 })).total).toBe(0);

    const word = d[0].name.split(' ')[0];
    const kw = await all({ courseType: 1, keyword: word.toUpperCase() });
    expect(kw.length).toBe(await countInDb(`(rc.name ilike '%${word}%' or rc.description ilike '%${word}%')`, 1, null));
    expect((await all({ courseType: 1, languageComplete: 'English' })).every((r) => r.languageComplete === 'English')).toBe(true);
  });
});
