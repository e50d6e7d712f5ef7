import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { envelopeOf } from '@credo/contracts/envelope';
import { NEWS_PAGE_SIZES, newsDetail, newsPage, type NewsDetail, type NewsPage } from '@credo/contracts/news';
import { news } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { getNewsDetail, listNews } from './news.service';
import { DAY_MS } from '@credo/contracts/durations';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const EN = 1;
const AR = 2;
const ARABIC = /[\u0600-\u06FF]/;
/** Site 2 (UK) in English gets extra items below; no other test reads it. */
const PAGED_SITE = 2;

async function page(body: Record<string, unknown>): Promise<NewsPage> {
  const res = await t.app.inject({ method: 'POST', url: '/api/certification/news/page', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf(newsPage).parse(res.json()).data;
}

async function detail(id: number | string, siteId: number, languageId: number) {
  return t.app.inject({ method: 'GET', url: `/api/certification/news/detail?id=${id}&siteId=${siteId}&languageId=${languageId}` });
}

async function detailOk(id: number, siteId: number, languageId: number): Promise<NewsDetail> {
  const res = await detail(id, siteId, languageId);
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf(newsDetail).parse(res.json()).data;
}

/** Published rows of a site and language in list order, straight from the table. */
const publishedIds = async (siteId: number, languageId: number) =>
  (
    await t.app.db
      .select({ id: news.id })
      .from(news)
      .where(and(eq(news.siteId, siteId), eq(news.languageId, languageId), lte(news.publishedAt, new Date())))
      .orderBy(asc(news.sort), desc(news.publishedAt), desc(news.id))
  ).map((r) => r.id);

describe('POST /api/certification/news/page', () => {
  beforeAll(async () => {
    // 23 more items on the UK site: several share one publishedAt to the microsecond (ties go by
    // id), one is pinned (sort -1) and one is scheduled for next week.
    await t.app.db.execute(sql`
      insert into news (site_id, language_id, title, summary, body, published_at, sort)
      select ${PAGED_SITE}, ${EN}, 'Extra item ' || n, 'Summary ' || n, 'Body ' || n,
             case when n <= 5 then timestamptz '2020-05-05 10:00:00.123456+00' else now() - (n || ' days')::interval end, 0
      from generate_series(1, 20) as n`);
    await t.app.db.insert(news).values([
      { siteId: PAGED_SITE, languageId: EN, title: 'Pinned item', publishedAt: new Date('2019-01-01T00:00:00Z'), sort: -1 },
      { siteId: PAGED_SITE, languageId: EN, title: 'Scheduled item', publishedAt: new Date(Date.now() + 7 * DAY_MS) },
      { siteId: PAGED_SITE, languageId: AR, title: 'عنصر إضافي', publishedAt: new Date('2021-01-01T00:00:00Z') },
    ]);
  });

  it('answers rows and total in the contract shape, 10 by default, newest first', async () => {
    const d = await page({ siteId: 1, languageId: EN });
    const ids = await publishedIds(1, EN);
    expect(d.total).toBe(ids.length);
    expect(d.rows.map((r) => r.id)).toEqual(ids.slice(0, 10));
    const times = d.rows.map((r) => Date.parse(r.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times.every((time) => time <= Date.now())).toBe(true);
    for (const row of d.rows) {
      expect(row.title.length).toBeGreaterThan(0);
      expect(row.summary.length).toBeGreaterThan(0);
      expect(row.coverUrl).toMatch(/^\/media\//);
      expect(row).not.toHaveProperty('body');
    }
  });

  it('pages through every published item exactly once, pinned first, scheduled never', async () => {
    const ids = await publishedIds(PAGED_SITE, EN);
    expect(ids.length).toBeGreaterThan(20);
    for (const pageSize of NEWS_PAGE_SIZES) {
      const seen: number[] = [];
      for (let pageNum = 1; pageNum <= Math.ceil(ids.length / pageSize); pageNum++) {
        const d = await page({ siteId: PAGED_SITE, languageId: EN, pageNum, pageSize });
        expect(d.total).toBe(ids.length);
        expect(d.rows.length).toBeLessThanOrEqual(pageSize);
        seen.push(...d.rows.map((r) => r.id));
      }
      expect(seen).toEqual(ids);
    }
    const first = await page({ siteId: PAGED_SITE, languageId: EN, pageNum: 1, pageSize: 10 });
    expect(first.rows[0].title).toBe('Pinned item');
    const all = await page({ siteId: PAGED_SITE, languageId: EN, pageNum: 1, pageSize: 40 });
    expect(all.rows.some((r) => r.title === 'Scheduled item')).toBe(false);
  });

  it('answers no rows and the real total for a page past the end', async () => {
    const d = await page({ siteId: PAGED_SITE, languageId: EN, pageNum: 50, pageSize: 40 });
    expect(d.rows).toEqual([]);
    expect(d.total).toBe((await publishedIds(PAGED_SITE, EN)).length);
  });

  it('refuses page sizes other than 10, 20, 30, 40 and page numbers below 1 with the 400 envelope', async () => {
    for (const bad of [
      { pageSize: 15 },
      { pageSize: 0 },
      { pageSize: 100 },
      { pageNum: 0 },
      { pageNum: -1 },
      { pageNum: 1.5 },
      { pageNum: 'x' },
      { pageNum: 10_001 },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/certification/news/page', payload: { siteId: 1, languageId: EN, ...bad } });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, data: { issues: expect.any(Array) } });
    }
  });

  it('answers the Arabic site in Arabic and never another site or language', async () => {
    const ar = await page({ siteId: 17, languageId: AR, pageSize: 40 });
    expect(ar.total).toBeGreaterThan(0);
    for (const row of ar.rows) expect(`${row.title} ${row.summary}`).toMatch(ARABIC);
    expect(ar.rows.map((r) => r.id)).toEqual(await publishedIds(17, AR));
    const en17 = await page({ siteId: 17, languageId: EN, pageSize: 40 });
    expect(en17.rows.every((r) => !ARABIC.test(r.title))).toBe(true);
    const main = await page({ siteId: 1, languageId: EN, pageSize: 40 });
    const overlap = ar.rows.filter((r) => [...main.rows, ...en17.rows].some((m) => m.id === r.id));
    expect(overlap).toEqual([]);
    // The item added to the UK site in Arabic is not part of its English list.
    const uk = await page({ siteId: PAGED_SITE, languageId: EN, pageSize: 40 });
    expect(uk.rows.some((r) => ARABIC.test(r.title))).toBe(false);
  });

  it('takes the site from the request: no siteId means the default site of the host', async () => {
    const bare = await page({});
    expect(bare).toEqual(await page({ siteId: 1, languageId: EN }));
    const thermal = await t.app.inject({ method: 'POST', url: '/api/certification/news/page', headers: { host: 'micro.localhost' }, payload: {} });
    const rows = envelopeOf(newsPage).parse(thermal.json()).data.rows;
    expect(rows.map((r) => r.id)).toEqual((await publishedIds(19, EN)).slice(0, 10));
  });

  it('decides what is published by the clock it is given', async () => {
    const ctx = { siteId: PAGED_SITE, languageId: EN };
    const later = await listNews(t.app.db, ctx, { pageNum: 1, pageSize: 40 }, new Date(Date.now() + 30 * DAY_MS));
    expect(later.rows.some((r) => r.title === 'Scheduled item')).toBe(true);
    expect((await listNews(t.app.db, ctx, { pageNum: 1, pageSize: 10 }, new Date('2000-01-01T00:00:00Z'))).total).toBe(0);
  });
});

describe('GET /api/certification/news/detail', () => {
  it('answers the item with its plain-text body and its list neighbours', async () => {
    const ids = await publishedIds(1, EN);
    const d = await detailOk(ids[1], 1, EN);
    const [row] = await t.app.db.select().from(news).where(eq(news.id, ids[1]));
    expect(d).toMatchObject({
      id: row.id,
      title: row.title,
      summary: row.summary,
      body: row.body,
      coverUrl: row.coverUrl,
      publishedAt: row.publishedAt.toISOString(),
    });
    expect(d.body.length).toBeGreaterThan(d.summary.length);
    expect(d.previous?.id).toBe(ids[0]);
    expect(d.next?.id).toBe(ids[2]);
    expect(d.previous?.title).toBe((await detailOk(ids[0], 1, EN)).title);
    expect((await detailOk(ids[0], 1, EN)).previous).toBeNull();
    expect((await detailOk(ids.at(-1)!, 1, EN)).next).toBeNull();
  });

  it('walks the whole list through next and back through previous, ties on publishedAt included', async () => {
    const ids = await publishedIds(PAGED_SITE, EN);
    const forward: number[] = [ids[0]];
    for (let d = await detailOk(ids[0], PAGED_SITE, EN); d.next; d = await detailOk(d.next.id, PAGED_SITE, EN)) forward.push(d.next.id);
    expect(forward).toEqual(ids);
    const backward: number[] = [ids.at(-1)!];
    for (let d = await detailOk(ids.at(-1)!, PAGED_SITE, EN); d.previous; d = await detailOk(d.previous.id, PAGED_SITE, EN)) backward.push(d.previous.id);
    expect(backward).toEqual([...ids].reverse());
  });

  it('answers Arabic on the Arabic site', async () => {
    const [first] = await publishedIds(17, AR);
    const d = await detailOk(first, 17, AR);
    expect(d.title).toMatch(ARABIC);
    expect(d.body).toMatch(ARABIC);
  });

  it('answers HTTP 404 with code 404 for an item of another site or language, a scheduled one and an unknown id', async () => {
    const [main] = await publishedIds(1, EN);
    const [arabic] = await publishedIds(17, AR);
    const [scheduled] = await t.app.db
      .select({ id: news.id })
      .from(news)
      .where(and(eq(news.siteId, 1), eq(news.languageId, EN), sql`${news.publishedAt} > now()`));
    expect(scheduled).toBeDefined();
    const cases: [number, number, number][] = [
      [main, 17, AR], // another site
      [main, 1, AR], // same site, another language
      [arabic, 17, EN], // the Arabic site's English variant
      [scheduled.id, 1, EN],
      [2_000_000_000, 1, EN],
    ];
    for (const [id, siteId, languageId] of cases) {
      const res = await detail(id, siteId, languageId);
      expect(res.statusCode, `${id} on ${siteId}/${languageId}`).toBe(404);
      expect(res.json()).toEqual({ code: 404, data: null, message: 'The page does not exist.' });
    }
    // Another brand's host cannot read the main brand's item either.
    const res = await t.app.inject({ method: 'GET', url: `/api/certification/news/detail?id=${main}`, headers: { host: 'micro.localhost' } });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a missing or malformed id with the 400 envelope', async () => {
    for (const query of ['', 'id=', 'id=abc', 'id=0', 'id=-3', 'id=1.5', 'id=99999999999']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/certification/news/detail?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe(400);
    }
  });

  it("shows a scheduled item once its time has come (the clock is the server's)", async () => {
    const [scheduled] = await t.app.db
      .select({ id: news.id })
      .from(news)
      .where(and(eq(news.siteId, 1), eq(news.languageId, EN), sql`${news.publishedAt} > now()`));
    const later = await getNewsDetail(t.app.db, { siteId: 1, languageId: EN }, scheduled.id, new Date(Date.now() + 400 * DAY_MS));
    expect(later.id).toBe(scheduled.id);
  });
});
