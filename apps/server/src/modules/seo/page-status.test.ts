import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@credo/contracts/page-routes';
import { certificates, certifications, news } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';

// Issue 14: soft 404s (item 11) and English titles on non-English sites (item 6), in the HTML
// the server sends for the SPA's routes.
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-status-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en" dir="ltr">\n<head>\n<title>Credo</title>\n</head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...(cookie ? { cookie } : {}) } });
const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '';

describe('HTTP status of the pages the server sends', () => {
  it('answers 404 with the app shell for a path that is no page, on any site and on /mobile', async () => {
    for (const url of ['/no-such-page', '/eu/certification/nothing/here', '/mobile/no-such-page', '/ar/course/list', '/exception/notFound']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('answers 404 for a detail page whose id does not exist, and 200 for one that does', async () => {
    for (const url of [
      '/certification/detail/99999999',
      '/course/detail/99999999?courseType=0',
      '/topic/detail/99999999',
      '/news/detail/99999999',
      '/course/detail/abc',
      '/eu/mobile/certification/detail/99999999',
      '/verify/CR-2026-ZZZZZZZZ',
      '/verify/garbage',
    ]) {
      expect((await page(url)).statusCode, url).toBe(404);
    }
    const [cert] = await t.database.db
      .select({ id: certifications.id })
      .from(certifications)
      .where(and(eq(certifications.siteId, 1), eq(certifications.languageId, 1)))
      .limit(1);
    const [item] = await t.database.db
      .select({ id: news.id })
      .from(news)
      .where(and(eq(news.siteId, 1), eq(news.languageId, 1), lte(news.publishedAt, new Date())))
      .limit(1);
    for (const url of ['/', '/faq', '/search?keyword=x', '/mobile/faq', '/eu', '/verify', `/certification/detail/${cert.id}`, `/news/detail/${item.id}`]) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
  });

  it('finds a certificate issued right after its number was looked up (no remembered 404)', async () => {
    const [issued] = await t.database.db.select({ id: certificates.id }).from(certificates).where(eq(certificates.tenantId, 1)).limit(1);
    const number = 'CR-2026-LATE2345';
    expect((await page(`/verify/${number}`)).statusCode).toBe(404);
    // The certificate gets that number (as if issued now): the next look-up finds it at once.
    await t.database.db.update(certificates).set({ number }).where(eq(certificates.id, issued.id));
    expect((await page(`/verify/${number}`)).statusCode).toBe(200);
  });
});

describe('titles in the page’s language (issue 14 item 6)', () => {
  // Every route of the shared list without parameters, as its own page.
  const staticPaths = PAGE_ROUTES.map((route) => route.path as string).filter((p) => !p.includes(':') && p !== '/exception/notFound');

  it('never falls back to the English default on the Arabic site', async () => {
    for (const p of staticPaths) {
      const title = titleOf((await page(`/ar${p === '/' ? '' : p}`)).body);
      expect(title, p).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('gives the Polish reader of the EU site Polish titles, not the English ones', async () => {
    for (const p of staticPaths) {
      const url = `/eu${p === '/' ? '' : p}`;
      const english = titleOf((await page(url, 'languageCheckedId=1')).body);
      const polish = titleOf((await page(url, 'languageCheckedId=3')).body);
      expect(polish, p).not.toBe(english);
    }
  });
});

describe('demo content in the site’s language (issue 14 item 6)', () => {
  const banners = async (siteId: number, languageId: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/certification/banner/release/query',
      payload: { siteId, languageId, typeList: ['0', '3', '4', '7', '8'] },
    });
    return (res.json() as { data: { title: string }[] }).data.map((b) => b.title);
  };

  it('gives the Spanish site Spanish banners, not the English ones', async () => {
    const spanish = await banners(5, 4);
    const english = await banners(1, 1);
    expect(spanish.length).toBeGreaterThan(0);
    for (const title of spanish) expect(english, title).not.toContain(title);
  });

  it('gives the Polish reader of the EU site the FAQ in Polish', async () => {
    const faq = async (languageId: number) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/certification/faq/list', payload: { siteId: 21, languageId } });
      return JSON.stringify((res.json() as { data: unknown }).data);
    };
    const polish = await faq(3);
    expect(polish).toContain('Jak zapisać się na certyfikację?');
    expect(polish).not.toContain('How do I enrol in a certification?');
  });

  it('gives the Polish reader of the EU site the testimonials in Polish', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/certification/home/getHomeData?siteId=21&languageId=3' });
    const body = JSON.stringify((res.json() as { data: unknown }).data);
    expect(body).toContain('Bootcamp w Dubaju był intensywny');
    expect(body).not.toContain('The Dubai bootcamp was intense');
  });
});
