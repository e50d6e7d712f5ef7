import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { HOME_NEWS_COUNT } from '@credo/contracts/constants';
import { envelopeOf } from '@credo/contracts/envelope';
import { HOME_LIMITS, homeData, type HomeData } from '@credo/contracts/home';
import { classrooms, news, releaseCourses } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { getHomeData } from './home.service';
import { DAY_MS } from '@credo/contracts/durations';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const EN = 1;
const AR = 2;
const ARABIC = /[\u0600-\u06FF]/;
const url = (siteId: number, languageId: number) => `/api/certification/home/getHomeData?siteId=${siteId}&languageId=${languageId}`;
async function home(siteId: number, languageId: number, host?: string): Promise<HomeData> {
  const res = await t.app.inject({ method: 'GET', url: url(siteId, languageId), headers: host ? { host } : {} });
  expect(res.statusCode).toBe(200);
  return envelopeOf(homeData).parse(res.json()).data;
}
const ctxOf = async (siteId: number, languageId: number) => ({ siteId, languageId, site: (await t.app.siteRegistry.get()).sitesById.get(siteId)! });

describe('GET /api/certification/home/getHomeData', () => {
  it('answers every section of the main site in the contract shape, within the limits', async () => {
    const d = await home(1, EN);
    expect(d.courses).toHaveLength(HOME_LIMITS.courses);
    expect(d.classrooms).toHaveLength(HOME_LIMITS.classrooms);
    expect(d.news).toHaveLength(HOME_NEWS_COUNT);
    expect(HOME_NEWS_COUNT).toBe(4);
    expect(d.trainers.length).toBeGreaterThanOrEqual(6);
    expect(d.trainers.length).toBeLessThanOrEqual(HOME_LIMITS.trainers);
    expect(d.comments.length).toBeGreaterThanOrEqual(6);
    expect(d.faqs.length).toBeGreaterThanOrEqual(6);
    for (const c of d.comments) expect(c.rating).toBeGreaterThanOrEqual(1);
    for (const img of [...d.courses.map((c) => c.coverUrl), ...d.news.map((n) => n.coverUrl), ...d.trainers.map((p) => p.photoUrl)]) {
      expect(img).toMatch(/^\/media\//);
    }
    expect(d.courses.some((c) => c.certificationName)).toBe(true);
  });

  it('lists the newest published courses first', async () => {
    const d = await home(1, EN);
    const want = await t.app.db
      .select({ id: releaseCourses.id })
      .from(releaseCourses)
      .where(and(eq(releaseCourses.siteId, 1), eq(releaseCourses.languageId, EN), lte(releaseCourses.publishedAt, new Date())))
      .orderBy(desc(releaseCourses.publishedAt), desc(releaseCourses.id))
      .limit(HOME_LIMITS.courses);
    expect(d.courses.map((c) => c.id)).toEqual(want.map((r) => r.id));
  });

  it('shows only classrooms that have not started, soonest first', async () => {
    const d = await home(1, EN);
    const now = Date.now();
    const starts = d.classrooms.map((c) => Date.parse(c.startAt));
    expect(starts.every((s) => s > now)).toBe(true);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const c of d.classrooms) expect(Date.parse(c.endAt)).toBeGreaterThan(Date.parse(c.startAt));
    const past = await t.app.db
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(and(eq(classrooms.siteId, 1), eq(classrooms.languageId, EN), lte(classrooms.startAt, new Date())));
    expect(past.length).toBeGreaterThan(0);
    expect(d.classrooms.some((c) => past.some((p) => p.id === c.id))).toBe(false);
    expect(d.classrooms.some((c) => c.kind === 0 && c.city)).toBe(true);
    expect(d.classrooms.some((c) => c.kind === 1 && c.city === null)).toBe(true);
    expect(d.classrooms.every((c) => c.trainerName)).toBe(true);
  });

  it('answers exactly the top four news items by sort and date, never a scheduled one', async () => {
    const d = await home(1, EN);
    const rows = await t.app.db
      .select()
      .from(news)
      .where(and(eq(news.siteId, 1), eq(news.languageId, EN)))
      .orderBy(asc(news.sort), desc(news.publishedAt), desc(news.id));
    const published = rows.filter((r) => r.publishedAt.getTime() <= Date.now());
    expect(rows.length).toBeGreaterThan(published.length);
    expect(published.length).toBeGreaterThan(HOME_NEWS_COUNT);
    expect(d.news.map((n) => n.id)).toEqual(published.slice(0, HOME_NEWS_COUNT).map((r) => r.id));
  });

  it('answers the FAQ in sort order', async () => {
    const d = await home(1, EN);
    expect(d.faqs.map((f) => f.sort)).toEqual([...d.faqs.map((f) => f.sort)].sort((a, b) => a - b));
  });

  it('answers Arabic on the Arabic site, English in its English variant, with no rows of another site', async () => {
    const ar = await home(17, AR);
    for (const text of [
      ...ar.news.map((n) => n.title),
      ...ar.faqs.map((f) => f.question),
      ...ar.trainers.map((p) => p.name),
      ...ar.comments.map((c) => c.content),
      ...ar.classrooms.map((c) => c.title),
      ...ar.courses.map((c) => c.name),
    ]) {
      expect(text).toMatch(ARABIC);
    }
    expect(ar.classrooms.filter((c) => c.city).every((c) => ARABIC.test(c.city!))).toBe(true);
    const en = await home(17, EN);
    expect(en.news.every((n) => !ARABIC.test(n.title))).toBe(true);
    const main = await home(1, EN);
    const ids = (x: HomeData) => [...x.news, ...x.faqs, ...x.trainers, ...x.classrooms].map((r) => r.id);
    expect(ids(ar).filter((id) => ids(main).includes(id))).toEqual([]);
    expect(ids(en).filter((id) => ids(main).includes(id))).toEqual([]);
  });

  it('falls back to English texts where a language has none, and has no courses where none are released', async () => {
    const es = await home(1, 4);
    expect(es.news).toHaveLength(HOME_NEWS_COUNT);
    expect(es.courses).toEqual([]);
  });

  it('serves each brand its own content (the neutral brand has no vendor-programme items)', async () => {
    const neutral = await home(30, EN, 'neutral.localhost');
    expect(neutral.news).toHaveLength(HOME_NEWS_COUNT);
    expect(neutral.news.some((n) => /Credo Security Certification/.test(n.title))).toBe(false);
    expect(neutral.classrooms.length).toBeGreaterThan(0);
    const thermal = await home(19, EN, 'micro.localhost');
    expect(thermal.news.some((n) => /thermal|thermograph/i.test(`${n.title} ${n.summary}`))).toBe(true);
  });

  it('refuses an unknown siteId, a site of another brand and a language the site does not offer with 400', async () => {
    for (const bad of [url(999, EN), url(19, EN), url(2, AR), '/api/certification/home/getHomeData?siteId=abc']) {
      const res = await t.app.inject({ method: 'GET', url: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe(400);
    }
  });

  it('decides published and upcoming by the clock it is given', async () => {
    const ctx = await ctxOf(1, EN);
    const later = await getHomeData(t.app.db, ctx, new Date(Date.now() + 400 * DAY_MS));
    expect(later.classrooms).toEqual([]);
    expect(later.news.some((n) => /Expert-level pilot/.test(n.title))).toBe(true);
    const earlier = await getHomeData(t.app.db, ctx, new Date('2000-01-01T00:00:00Z'));
    expect(earlier.news).toEqual([]);
    expect(earlier.courses).toEqual([]);
  });

  it('puts a pinned news item (lower sort) before newer ones', async () => {
    // Site 16 in English: no other test reads it, and the service is called directly (no cache).
    const [pinned] = await t.app.db
      .insert(news)
      .values({ siteId: 16, languageId: EN, title: 'Pinned', publishedAt: new Date('2024-01-01T00:00:00Z'), sort: -1 })
      .returning({ id: news.id });
    const d = await getHomeData(t.app.db, await ctxOf(16, EN));
    expect(d.news).toHaveLength(HOME_NEWS_COUNT);
    expect(d.news[0].id).toBe(pinned.id);
  });
});

describe('POST /api/certification/faq/list', () => {
  it('answers the FAQ of the site and language by sort, with or without a body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/certification/faq/list', payload: { siteId: 1, languageId: EN } });
    const list = res.json().data as { question: string; sort: number }[];
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.map((f) => f.sort)).toEqual([...list.map((f) => f.sort)].sort((a, b) => a - b));
    const bare = await t.app.inject({ method: 'POST', url: '/api/certification/faq/list' });
    expect(bare.json().data).toEqual(list);
    const ar = (await t.app.inject({ method: 'POST', url: '/api/certification/faq/list', payload: { siteId: 17, languageId: AR } })).json().data;
    expect(ar.every((f: { question: string; answer: string }) => ARABIC.test(f.question) && ARABIC.test(f.answer))).toBe(true);
  });
});

describe('GET /api/certification/nonCertification/menu', () => {
  const menu = async (siteId: number, languageId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/certification/nonCertification/menu?siteId=${siteId}&languageId=${languageId}` })).json().data;

  it('lists educational video and workshop & seminar on sites that show the menu', async () => {
    const items = await menu(1, EN);
    expect(items.map((i: { key: string; linkUrl: string }) => [i.key, i.linkUrl])).toEqual([
      ['educationalVideo', '/educational-video/list'],
      ['workshopSeminar', '/workshop-seminar/list'],
    ]);
    expect((await menu(1, AR)).every((i: { title: string }) => ARABIC.test(i.title))).toBe(true);
    expect((await menu(21, 3)).map((i: { title: string }) => i.title)).toContain('Warsztaty i seminaria');
  });

  it('is empty on sites without the non-certification menu', async () => {
    expect(await menu(17, AR)).toEqual([]);
    expect(await menu(2, EN)).toEqual([]);
  });
});

describe('GET /api/certification/survey/config', () => {
  const survey = async (siteId: number, languageId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/certification/survey/config?siteId=${siteId}&languageId=${languageId}` })).json().data;

  it('answers the active survey of the main site in the request language', async () => {
    const en = await survey(1, EN);
    expect(en).toMatchObject({ activeState: 1, link: expect.stringMatching(/^https:\/\//) });
    expect(en.title.length).toBeGreaterThan(0);
    expect(en.description.length).toBeGreaterThan(0);
    expect((await survey(1, AR)).title).toMatch(ARABIC);
  });

  it('answers activeState 0 for a switched-off survey and the empty inactive shape where there is none', async () => {
    expect((await survey(21, EN)).activeState).toBe(0);
    expect(await survey(2, EN)).toEqual({ title: '', description: '', link: '', activeState: 0 });
  });
});
