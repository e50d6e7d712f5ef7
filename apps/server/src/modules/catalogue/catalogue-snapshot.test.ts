import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CATALOGUE_MAX_PAGE_SIZE, catalogueListQuery } from '@credo/contracts/catalogue';
import { certifications, certificationSubTypes, certificationTypes, productLines, releaseCourses } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { clockedAppOn } from '../../../test/clocked-app';
import { casedCodePoints, foldWith, readLowerTable } from './catalogue-fold';
import { ListSnapshots, type ListSnapshot } from './catalogue-snapshot';
import { listCataloguePage } from './catalogue.service';

// The list searched in memory (decision 0037) must answer exactly what the SQL path answers: rows,
// order (tie-breaks included), page and total, for every filter shape, on both databases; a change
// shows within the freshness bound; concurrent misses share one load.
let t: TestApp;
const SITE = 1;
const EN = 1;
const ctx = { siteId: SITE } as Parameters<typeof listCataloguePage>[1];
const parse = (q: Record<string, unknown>) => catalogueListQuery.parse({ siteId: SITE, languageId: EN, ...q });
const sqlPage = (q: Record<string, unknown>, now = new Date()) => listCataloguePage(t.app.db, ctx, parse(q), now);
const memPage = (snap: ListSnapshot, q: Record<string, unknown>, now = new Date()) => {
  expect(snap.rows).not.toBeNull();
  return listCataloguePage(t.app.db, ctx, parse(q), now, snap);
};

/** Names for the case-folding proof: one row each (course list, kind 0), tagged so that tests can pick them out. */
const FOLD_NAMES = [
  'Qfd Überwachung der Anlage',
  'Qfd ÜBERWACHUNG',
  'Qfd Straße',
  'Qfd STRASSE',
  'Qfd STRAẞE',
  'Qfd İSTANBUL şantiye',
  'Qfd Isparta ılık',
  'Qfd ΟΔΟΣ ΑΣΦΑΛΕΙΑΣ',
  'Qfd οδός',
  'Qfd أمن الشبكات',
  'Qfd 50% off_set back\\slash',
  'Qfd Café ÇA',
  'Qfd ǅemal ǈ',
  'Qfd ﬁre',
  'Qfd Ωhm Ω',
];
const FOLD_KEYWORDS = [
  'überwachung',
  'ÜBERWACHUNG',
  'Überwachung',
  'straße',
  'strasse',
  'STRASSE',
  'ß',
  'ẞ',
  'istanbul',
  'İstanbul',
  'İ',
  'i',
  'ı',
  'I',
  'ŞANTIYE',
  'ΟΔΟΣ',
  'οδος',
  'οδοσ',
  'οδός',
  'ΟΔΌΣ',
  'ασφαλειας',
  'أمن',
  'الشبكات',
  'ال',
  '%',
  '_',
  '\\',
  '50%',
  'f_s',
  'off_set',
  '%off',
  'café',
  'CAFÉ',
  'ç',
  'ǆ',
  'Ǆ',
  'ǉ',
  'fi',
  'ﬁ',
  'ω',
  'ωhm',
  'qfd',
];

let certs: { id: number; typeId: number; subTypeId: number | null; kind: number; versionLabel: string }[];

beforeAll(async () => {
  t = await buildTestApp();
  certs = await t.app.db
    .select({
      id: certifications.id,
      typeId: certifications.typeId,
      subTypeId: certifications.subTypeId,
      kind: certifications.kind,
      versionLabel: certifications.versionLabel,
    })
    .from(certifications)
    .where(eq(certifications.siteId, SITE));
  const general = certs.find((c) => c.kind === 0)!;
  await t.app.db.insert(releaseCourses).values([
    ...FOLD_NAMES.map((name, i) => ({
      siteId: SITE,
      languageId: EN,
      certificationId: general.id,
      courseType: 0,
      name,
      description: i % 3 ? '' : `Desc ${name.toLowerCase()}`,
    })),
    // Ties: the same sort and publication time (to the microsecond) differ by id only; the same
    // millisecond with other microseconds must keep PostgreSQL's order.
    ...[1, 2, 3].map((n) => ({
      siteId: SITE,
      languageId: EN,
      certificationId: general.id,
      courseType: 0,
      name: `Qtie same ${n}`,
      sort: 5,
      publishedAt: sql`'2026-01-02 03:04:05.123456+00'::timestamptz`,
    })),
    ...[1, 9, 5].map((us) => ({
      siteId: SITE,
      languageId: EN,
      certificationId: general.id,
      courseType: 0,
      name: `Qtie micro ${us}`,
      sort: 5,
      publishedAt: sql.raw(`'2026-01-02 03:04:05.12300${us}+00'::timestamptz`),
    })),
    // No certification (left join: null kind, type, version) and a scheduled one.
    { siteId: SITE, languageId: EN, courseType: 0, name: 'Qorphan without certification' },
    { siteId: SITE, languageId: EN, certificationId: general.id, courseType: 0, name: 'Qsched in an hour', publishedAt: new Date(Date.now() + 3_600_000) },
  ]);
});
afterAll(() => t.close());

const snapshotsAt = (clock: { now: number }, opts: { maxRows?: number; maxTotalRows?: number } = {}) =>
  new ListSnapshots(t.app.db, { ttlMs: 30_000, clock: () => clock.now, ...opts });

/** A small deterministic generator, so a failing combination can be replayed. */
function prng(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x80000000;
}
const pick = <T>(r: () => number, xs: T[]): T => xs[Math.floor(r() * xs.length)];

describe('the course and video lists searched in memory', () => {
  it('answer every filter shape, keyword, page and page past the end exactly as the SQL path', async () => {
    const snaps = snapshotsAt({ now: Date.now() });
    const courseSnap = await snaps.get(SITE, 0);
    const videoSnap = await snaps.get(SITE, 1);
    const types = await t.app.db.select({ id: certificationTypes.id, name: certificationTypes.name }).from(certificationTypes);
    const subTypes = await t.app.db.select({ id: certificationSubTypes.id, name: certificationSubTypes.name }).from(certificationSubTypes);
    const lines = await t.app.db.select({ id: productLines.id }).from(productLines);
    const maybe = <T>(r: () => number, x: T): T | undefined => (r() < 0.15 ? x : undefined);
    const keywords = [
      undefined,
      'a',
      'e',
      'design',
      'security',
      'Qtie',
      'qfd',
      'ü',
      '%',
      '_',
      '\\',
      'zzznothing',
      'COURSE',
      'v3',
      ...FOLD_KEYWORDS.slice(0, 8),
    ];
    const r = prng(19);
    let compared = 0;
    let nonEmpty = 0;
    for (let i = 0; i < 400; i++) {
      const video = r() < 0.3;
      const q: Record<string, unknown> = {
        courseType: video ? 1 : 0,
        type: pick(r, [0, 0, 1]),
        keyword: pick(r, keywords),
        languageComplete: maybe(r, pick(r, ['English', 'Deutsch', 'Français', 'Nowhere'])),
        pageSize: pick(r, [1, 3, 7, 15, CATALOGUE_MAX_PAGE_SIZE]),
        pageNum: pick(r, [1, 1, 1, 2, 3, 50]),
      };
      if (video) {
        Object.assign(q, { productLineId: maybe(r, pick(r, lines).id), videoTypeId: pick(r, [0, 1, 2, 3]) });
      } else {
        const type = pick(r, types);
        const sub = pick(r, subTypes);
        Object.assign(q, {
          certificationTypeId: maybe(r, type.id),
          certificationTypeName: maybe(r, type.name),
          certificationSubtypeId: maybe(r, sub.id),
          certificationSubtypeName: maybe(r, sub.name),
          requirement: maybe(r, pick(r, [0, 1])),
          versionLabel: maybe(r, pick(r, [...certs.map((c) => c.versionLabel), 'V9.9'])),
        });
      }
      const now = new Date();
      const expected = await sqlPage(q, now);
      const got = await memPage(video ? videoSnap : courseSnap, q, now);
      expect(got, JSON.stringify(q)).toEqual(expected);
      compared++;
      if (expected.rows.length) nonEmpty++;
    }
    expect(compared).toBe(400);
    // The comparison must have seen real pages, not only empty ones.
    expect(nonEmpty).toBeGreaterThan(60);
  });

  it('keep PostgreSQL order on ties of sort and publication time, to the microsecond', async () => {
    const snap = await snapshotsAt({ now: Date.now() }).get(SITE, 0);
    const q = { keyword: 'qtie', pageSize: CATALOGUE_MAX_PAGE_SIZE };
    const expected = await sqlPage(q);
    expect(expected.rows.map((x) => x.name)).toEqual(['Qtie same 3', 'Qtie same 2', 'Qtie same 1', 'Qtie micro 9', 'Qtie micro 5', 'Qtie micro 1']);
    expect(await memPage(snap, q)).toEqual(expected);
  });

  it('fold keywords as the database does, on every alphabet of the proof set, with %, _ and \\ literal', async () => {
    const snap = await snapshotsAt({ now: Date.now() }).get(SITE, 0);
    const found: Record<string, string[]> = {};
    for (const keyword of FOLD_KEYWORDS) {
      const q = { keyword, pageSize: CATALOGUE_MAX_PAGE_SIZE };
      const expected = await sqlPage(q);
      const got = await memPage(snap, q);
      expect(got, keyword).toEqual(expected);
      found[keyword] = got.rows.map((x) => x.name).filter((n) => n.startsWith('Qfd'));
    }
    // What the product promises a learner (decision 0037), on both databases.
    expect(found['überwachung']).toEqual(expect.arrayContaining(['Qfd Überwachung der Anlage', 'Qfd ÜBERWACHUNG']));
    expect(found['ÜBERWACHUNG']).toEqual(found['überwachung']);
    expect(found['istanbul']).toEqual(['Qfd İSTANBUL şantiye']);
    expect(found['ŞANTIYE']).toEqual(['Qfd İSTANBUL şantiye']);
    expect(found['ı']).toEqual(['Qfd Isparta ılık']);
    expect(found['ΟΔΟΣ']).toEqual(['Qfd ΟΔΟΣ ΑΣΦΑΛΕΙΑΣ']);
    expect(found['ασφαλειας']).toEqual([]); // a final ς typed by the learner is not σ (per-character lower())
    expect(found['أمن']).toEqual(['Qfd أمن الشبكات']);
    expect(found['café']).toEqual(['Qfd Café ÇA']);
    expect(found['ç']).toEqual(['Qfd Café ÇA']);
  });

  it('read the fold from the database: no code point outside the table is changed by lower(), which works per character', async () => {
    const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.app.db.execute(q)) as unknown as { rows: T[] }).rows;
    const cased = casedCodePoints();
    const table = await readLowerTable(t.app.db);
    expect(table.size).toBeGreaterThan(1_000);
    expect(table.get('Ü')).toBe('ü');
    // Every code point the database lowers is one the table asked about.
    const missed = await rows<{ cp: number }>(
      sql`select cp from generate_series(1, 1114111) as cp where (cp < 55296 or cp > 57343) and lower(chr(cp)) <> chr(cp)
          and not (chr(cp) = any(select jsonb_array_elements_text(${JSON.stringify(cased)}::jsonb)))`,
    );
    expect(missed).toEqual([]);
    // lower() of a string is the lower() of each of its characters (no context: a libc ctype, not ICU),
    // over every cased code point in a row and over the proof set's names.
    const fold = foldWith(table);
    for (const s of [cased.join(''), ...FOLD_NAMES, 'ΟΔΟΣ', 'İİı']) {
      const [{ l }] = await rows<{ l: string }>(sql`select lower(${s}::text) as l`);
      expect(l).toBe(fold(s));
    }
  });

  it('show a course published or unpublished within the freshness bound, and a scheduled one at its time', async () => {
    const clock = { now: Date.now() };
    const snaps = snapshotsAt(clock);
    const names = async (q: Record<string, unknown>, now = new Date()) => {
      const snap = await snaps.get(SITE, 0);
      return (await memPage(snap, { pageSize: CATALOGUE_MAX_PAGE_SIZE, ...q }, now)).rows.map((x) => x.name);
    };
    expect(await names({ keyword: 'Qfresh' })).toEqual([]);
    const general = certs.find((c) => c.kind === 0)!;
    const [added] = await t.app.db
      .insert(releaseCourses)
      .values({ siteId: SITE, languageId: EN, certificationId: general.id, courseType: 0, name: 'Qfresh published' })
      .returning({ id: releaseCourses.id });
    // Within the bound the snapshot may still be the older one; at the bound it is reloaded.
    clock.now += 29_000;
    const loadsBefore = snaps.loads;
    await names({ keyword: 'Qfresh' }); // at 29 s: the refresh ahead starts, this answer may be the older one
    expect(snaps.loads).toBe(loadsBefore + 1);
    clock.now += 1_000;
    expect(await names({ keyword: 'Qfresh' })).toEqual(['Qfresh published']);
    // Unpublished (the row removed): gone once the bound has passed.
    await t.app.db.delete(releaseCourses).where(eq(releaseCourses.id, added.id));
    clock.now += 30_000;
    expect(await names({ keyword: 'Qfresh' })).toEqual([]);
    // A scheduled course is in the snapshot already and listed from its publication time on, with no load.
    const loads = snaps.loads;
    expect(await names({ keyword: 'Qsched' })).toEqual([]);
    const later = new Date(Date.now() + 2 * 3_600_000);
    expect(await names({ keyword: 'Qsched' }, later)).toEqual(['Qsched in an hour']);
    expect(await memPage(await snaps.get(SITE, 0), { keyword: 'q' }, later)).toEqual(await sqlPage({ keyword: 'q' }, later));
    expect(snaps.loads).toBe(loads);
  });

  it('load a list once for concurrent misses, and once again after the bound', async () => {
    const clock = { now: Date.now() };
    const snaps = snapshotsAt(clock);
    const got = await Promise.all(Array.from({ length: 25 }, (_, i) => snaps.get(SITE, i % 2)));
    expect(snaps.loads).toBe(2);
    expect(new Set(got.filter((_, i) => i % 2 === 0)).size).toBe(1);
    clock.now += 10_000;
    await Promise.all(Array.from({ length: 10 }, () => snaps.get(SITE, 0)));
    expect(snaps.loads).toBe(2);
    clock.now += 20_000;
    const again = await Promise.all(Array.from({ length: 10 }, () => snaps.get(SITE, 0)));
    expect(snaps.loads).toBe(3);
    expect(new Set(again).size).toBe(1);
    expect(again[0].version).toBeGreaterThan(got[0].version);
  });

  it('leave a list longer than the bound to SQL, and drop the oldest lists over the total bound', async () => {
    const clock = { now: Date.now() };
    const small = snapshotsAt(clock, { maxRows: 5 });
    const tooLong = await small.get(SITE, 0);
    expect(tooLong.rows).toBeNull();
    const q = parse({ keyword: 'e', pageSize: 7, pageNum: 2 });
    expect(await listCataloguePage(t.app.db, ctx, q, new Date(), tooLong)).toEqual(await sqlPage({ keyword: 'e', pageSize: 7, pageNum: 2 }));
    const few = snapshotsAt(clock, { maxTotalRows: 30 });
    await few.get(SITE, 0); // more than 30 rows: kept alone, as the newest
    await few.get(SITE, 1); // the course list is dropped to make room
    await few.get(SITE, 1);
    expect(few.loads).toBe(2);
    await few.get(SITE, 0);
    expect(few.loads).toBe(3);
  });

  it('answer the route from the snapshot and show a new course once the (short) interval has passed', async () => {
    const shortTtl = await buildTestApp({ referenceCacheMs: 300 });
    try {
      const url = (keyword: string) => `/api/certification/release/course/page/list?siteId=${SITE}&languageId=${EN}&keyword=${encodeURIComponent(keyword)}`;
      const ask = async (keyword: string) =>
        (await shortTtl.app.inject({ method: 'GET', url: url(keyword) })).json().data as { total: number; rows: { name: string }[] };
      expect((await ask('Qroute')).total).toBe(0);
      const general = certs.find((c) => c.kind === 0)!;
      await shortTtl.app.db.insert(releaseCourses).values({ siteId: SITE, languageId: EN, certificationId: general.id, courseType: 0, name: 'Qroute new' });
      const from = Date.now();
      let seen = false;
      while (!seen && Date.now() - from < 5_000) {
        // A new keyword each time: the answer cache cannot hide the row, only the snapshot's age can.
        seen = (await ask(`Qroute ${Date.now() - from}`)).total + (await ask('Qroute new')).total > 0;
        if (!seen) await new Promise((r) => setTimeout(r, 50));
      }
      expect(seen).toBe(true);
      const viaRoute = await ask('security');
      const viaSql = await listCataloguePage(shortTtl.app.db, ctx, parse({ keyword: 'security' }));
      expect(viaRoute.total).toBe(viaSql.total);
      expect(viaRoute.rows).toEqual(JSON.parse(JSON.stringify(viaSql.rows)));
    } finally {
      await shortTtl.close();
    }
  });

  it('send, byte for byte, the answer the SQL path and the route serialiser send, over filters, keywords and pages', async () => {
    // The same database, reference caching off: every answer read by SQL and serialised by the route.
    const plain = await clockedAppOn(t.database, { referenceCacheMs: 0 });
    try {
      const r = prng(37);
      const asks: Record<string, string | number>[] = [];
      for (let i = 0; i < 60; i++) {
        const q: Record<string, string | number> = { siteId: SITE, languageId: pick(r, [EN, 2]), courseType: pick(r, [0, 0, 1]), type: pick(r, [0, 1]) };
        const keyword = pick(r, [undefined, 'e', 'Qfd', 'design', 'zzznothing', ...FOLD_KEYWORDS]);
        if (keyword !== undefined) q.keyword = keyword;
        if (r() < 0.3) q.languageComplete = 'English';
        q.pageSize = pick(r, [1, 5, 15]);
        q.pageNum = pick(r, [1, 2, 40]);
        asks.push(q);
      }
      for (const q of asks) {
        const url = `/api/certification/release/course/page/list?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;
        const [cached, sqlAnswer] = await Promise.all([t.app.inject({ method: 'GET', url }), plain.app.inject({ method: 'GET', url })]);
        expect(sqlAnswer.statusCode, sqlAnswer.body).toBe(200);
        expect(cached.statusCode).toBe(200);
        expect(cached.headers['content-type']).toBe(sqlAnswer.headers['content-type']);
        expect(cached.body, url).toBe(sqlAnswer.body);
        // Asked again: kept this time (an answer is kept from its second ask), then answered from the cache.
        for (let again = 0; again < 2; again++) expect((await t.app.inject({ method: 'GET', url })).body, url).toBe(sqlAnswer.body);
      }
    } finally {
      await plain.app.close();
    }
  });
});
