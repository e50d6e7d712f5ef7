import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { envelopeOf } from '@credo/contracts/envelope';
import { TRAINER_BANNER_TYPE, TRAINER_CARD_SESSIONS, trainerCard, trainerPage, type TrainerCard, type TrainerPage } from '@credo/contracts/trainer';
import { banners, certifications, classrooms, sites, trainers } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const EN = 1;
const AR = 2;
/** Site 2 (UK) in English gets the extra trainers and sessions below; no other test reads it here. */
const PAGED = 2;

async function page(body: Record<string, unknown>): Promise<TrainerPage> {
  const res = await t.app.inject({ method: 'POST', url: '/api/certification/trainer/page', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf(trainerPage).parse(res.json()).data;
}
const detail = (id: number | string, siteId: number, languageId: number) =>
  t.app.inject({ method: 'GET', url: `/api/certification/trainer/detail?id=${id}&siteId=${siteId}&languageId=${languageId}` });

const trainerIdsOf = async (siteId: number, languageId: number) =>
  (
    await t.app.db
      .select({ id: trainers.id })
      .from(trainers)
      .where(and(eq(trainers.siteId, siteId), eq(trainers.languageId, languageId)))
      .orderBy(asc(trainers.sort), asc(trainers.id))
  ).map((r) => r.id);

describe('POST /api/certification/trainer/page', () => {
  let added: number[] = [];
  let star: number;
  let certId: number;
  beforeAll(async () => {
    const [site] = await t.app.db.select().from(sites).where(eq(sites.id, PAGED));
    // Ten more trainers, several with the same sort (ties go by id).
    added = (
      await t.app.db
        .insert(trainers)
        .values(
          Array.from({ length: 10 }, (_, i) => ({
            tenantId: site.tenantId,
            siteId: PAGED,
            languageId: EN,
            name: `Paged Trainer ${i}`,
            title: 'Trainer',
            countryCode: 'DE',
            sort: 50 + (i % 3),
          })),
        )
        .returning({ id: trainers.id })
    ).map((r) => r.id);
    star = added[0];
    const [cert] = await t.app.db.select().from(certifications).where(eq(certifications.siteId, PAGED)).limit(1);
    certId = cert.id;
    const now = Date.now();
    const at = (days: number, hours = 4) => ({ startAt: new Date(now + days * DAY_MS), endAt: new Date(now + days * DAY_MS + hours * HOUR_MS) });
    await t.app.db.insert(classrooms).values([
      // Four upcoming (the list shows TRAINER_CARD_SESSIONS), in Arabic and English, onsite in FR and online.
      { siteId: PAGED, languageId: EN, title: 'Upcoming 3', kind: 0, city: 'Lyon', countryCode: 'FR', trainerId: star, certificationId: certId, ...at(30) },
      { siteId: PAGED, languageId: AR, title: 'Upcoming 1', kind: 1, trainerId: star, ...at(5), onlineLink: 'https://meet.example/secret' },
      { siteId: PAGED, languageId: EN, title: 'Upcoming 2', kind: 0, city: 'Paris', countryCode: 'FR', trainerId: star, ...at(10) },
      { siteId: PAGED, languageId: EN, title: 'Upcoming 4', kind: 1, trainerId: star, ...at(40) },
      // Ended: not listed, but its country and certification count.
      { siteId: PAGED, languageId: EN, title: 'Past', kind: 0, city: 'Rome', countryCode: 'IT', trainerId: star, certificationId: certId, ...at(-20) },
      // Another site's session naming this trainer is never shown here.
      { siteId: 1, languageId: EN, title: 'Other site', kind: 0, city: 'Oslo', countryCode: 'NO', trainerId: star, ...at(7) },
    ]);
  });

  it('pages the site trainers in sort order with the real total; a page past the last is empty', async () => {
    const all = await trainerIdsOf(PAGED, EN);
    expect(all.length).toBeGreaterThanOrEqual(17);
    const seen: number[] = [];
    for (let pageNum = 1; (pageNum - 1) * 8 < all.length; pageNum++) {
      const p = await page({ siteId: PAGED, languageId: EN, pageNum, pageSize: 8 });
      expect(p.total).toBe(all.length);
      seen.push(...p.rows.map((r) => r.id));
    }
    expect(seen).toEqual(all);
    const past = await page({ siteId: PAGED, languageId: EN, pageNum: 99, pageSize: 8 });
    expect(past).toEqual({ rows: [], total: all.length });
    expect((await page({ siteId: PAGED, languageId: EN, pageSize: 16 })).rows.map((r) => r.id)).toEqual(all.slice(0, 16));
  });

  it('refuses page sizes and numbers outside the contract with 400', async () => {
    for (const body of [{ pageSize: 10 }, { pageNum: 0 }, { pageNum: 'x' }, { pageSize: 8, pageNum: 1_000_001 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/certification/trainer/page', payload: { siteId: PAGED, languageId: EN, ...body } });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('derives countries, languages, certifications and upcoming sessions from the site sessions', async () => {
    const p = await page({ siteId: PAGED, languageId: EN, pageSize: 32 });
    const card = p.rows.find((r) => r.id === star)!;
    expect(card.countryCodes).toEqual(['DE', 'FR', 'IT']);
    expect(card.languages.map((l) => l.id).sort()).toEqual([EN, AR]);
    expect(card.certifications.map((c) => c.id)).toEqual([certId]);
    expect(card.upcoming.map((s) => s.title)).toEqual(['Upcoming 1', 'Upcoming 2', 'Upcoming 3'].slice(0, TRAINER_CARD_SESSIONS));
    expect(card.upcomingTotal).toBe(4);
    const other = p.rows.find((r) => r.id !== star && added.includes(r.id))!;
    expect(other).toMatchObject({ countryCodes: ['DE'], languages: [], certifications: [], upcoming: [], upcomingTotal: 0 });
  });

  it('shows no private field: no link, seats, price, tenant or sort', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/certification/trainer/page', payload: { siteId: PAGED, languageId: EN, pageSize: 32 } });
    const text = res.body;
    for (const word of ['secret', 'onlineLink', 'seats', 'tenantId', '"sort"', 'price', 'Oslo']) expect(text).not.toContain(word);
    const rows = (res.json() as { data: TrainerPage }).data.rows;
    expect(Object.keys(rows[0]).sort()).toEqual(Object.keys(trainerCard.shape).sort());
    const d = await detail(star, PAGED, EN);
    expect(d.body).not.toContain('secret');
    expect(d.body).not.toContain('Oslo');
  });

  it('keeps every site and language to itself', async () => {
    const ar = await page({ siteId: 17, languageId: AR, pageSize: 32 });
    expect(ar.total).toBe((await trainerIdsOf(17, AR)).length);
    expect(ar.rows.every((r) => /[\u0600-\u06FF]/.test(r.name))).toBe(true);
    const globalIds = await trainerIdsOf(1, EN);
    const uk = await page({ siteId: PAGED, languageId: EN, pageSize: 32 });
    expect(uk.rows.some((r) => globalIds.includes(r.id))).toBe(false);
  });
});

describe('GET /api/certification/trainer/detail', () => {
  it('answers a trainer of the site and language with all upcoming sessions', async () => {
    const [id] = await trainerIdsOf(1, EN);
    const res = await detail(id, 1, EN);
    expect(res.statusCode, res.body).toBe(200);
    const d: TrainerCard = envelopeOf(trainerCard).parse(res.json()).data;
    expect(d.id).toBe(id);
    expect(d.upcoming.length).toBe(Math.min(d.upcomingTotal, 20));
    expect(d.upcoming.every((s) => new Date(s.endAt).getTime() > Date.now())).toBe(true);
  });

  it('answers 404 for another site or language, an unknown id, and 400 for a bad id', async () => {
    const [id] = await trainerIdsOf(1, EN);
    expect((await detail(id, 2, EN)).statusCode).toBe(404);
    expect((await detail(id, 1, AR)).statusCode).toBe(404);
    expect((await detail(2_000_000_000, 1, EN)).statusCode).toBe(404);
    expect((await detail('abc', 1, EN)).statusCode).toBe(400);
    expect((await detail(-1, 1, EN)).statusCode).toBe(400);
  });
});

describe('GET /api/certification/trainer/banner', () => {
  it('lists the trainer banners of the site and language only', async () => {
    await t.app.db.insert(banners).values([
      { siteId: 1, languageId: EN, type: TRAINER_BANNER_TYPE, title: 'Meet the team', imageUrl: '/media/a.svg', mobileImageUrl: '/media/a.svg' },
      { siteId: 2, languageId: EN, type: TRAINER_BANNER_TYPE, title: 'UK team', imageUrl: '/media/b.svg', mobileImageUrl: '/media/b.svg' },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/certification/trainer/banner?siteId=1&languageId=1' });
    expect(res.statusCode, res.body).toBe(200);
    const list = (res.json() as { data: { title: string; type: string }[] }).data;
    expect(list.map((b) => b.title)).toEqual(['Meet the team']);
  });
});

describe('the trainer pages in the head, status and sitemap the server sends (issue 21 item 5)', () => {
  let web: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-trainer-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html>\n<html lang="en" dir="ltr">\n<head>\n<title>Credo</title>\n</head><body><div id="root"></div></body></html>',
    );
    web = await buildTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string) => web.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
  const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '';

  it('titles the team page in the site language and each trainer page by the trainer', async () => {
    const team = await get('/trainer-team');
    expect(team.statusCode).toBe(200);
    expect(titleOf(team.body)).toMatch(/^Trainer team — /);
    expect(titleOf((await get('/ar/mobile/trainer-team')).body)).toMatch(/^فريق المدرّبين/);
    const [id] = await trainerIdsOf(1, EN);
    const [row] = await web.app.db.select().from(trainers).where(eq(trainers.id, id));
    const one = await get(`/trainer?id=${id}`);
    expect(one.statusCode).toBe(200);
    expect(titleOf(one.body)).toContain(row.name);
    expect(one.body).toContain(row.bio.slice(0, 40));
    // Another trainer's page is its own page, not the first one's cached head.
    const [, second] = await trainerIdsOf(1, EN);
    const [row2] = await web.app.db.select().from(trainers).where(eq(trainers.id, second));
    expect(titleOf((await get(`/trainer?id=${second}`)).body)).toContain(row2.name);
  });

  it('finds the trainer whatever other query parameters ride along, with a canonical of the id alone (review 12)', async () => {
    const [id] = await trainerIdsOf(1, EN);
    const [row] = await web.app.db.select().from(trainers).where(eq(trainers.id, id));
    for (const url of [`/trainer?id=${id}&utm_source=x`, `/trainer?utm_source=mail&id=${id}`, `/trainer?x=1&id=${id}&y=2`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body), url).toContain(row.name);
      expect(res.body, url).toContain(`/trainer?id=${id}"`);
      expect(res.body, url).not.toContain('utm_source');
    }
    for (const url of ['/trainer?id=3x&utm_source=x', '/trainer?id=&id=1', '/trainer?utm_source=x']) expect((await get(url)).statusCode, url).toBe(404);
  });

  it('answers 404 for /trainer without a trainer of the site', async () => {
    const [ukTrainer] = await trainerIdsOf(2, EN);
    for (const url of ['/trainer', '/trainer?id=abc', '/trainer?id=99999999', `/trainer?id=${ukTrainer}`]) expect((await get(url)).statusCode, url).toBe(404);
  });

  it('lists the team page and the trainers of the base language in the sitemap', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain('/trainer-team</loc>');
    for (const id of await trainerIdsOf(1, EN)) expect(xml).toContain(`/trainer?id=${id}</loc>`);
    for (const id of await trainerIdsOf(17, AR)) expect(xml).toContain(`/ar/trainer?id=${id}</loc>`);
  });
});
