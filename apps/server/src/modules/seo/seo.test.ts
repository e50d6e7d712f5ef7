import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifications, releaseCourses } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { splitPagePath } from './seo.service';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-seo-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en" dir="ltr">\n<head>\n<link rel="icon" href="data:," />\n<title>Credo</title>\n</head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const html = async (url: string, host = 'localhost', cookie?: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } })).body;
const meta = (body: string, attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(body)?.[1];

describe('page meta in the HTML the server sends', () => {
  it('gives a certification detail page its own title, description and og tags', async () => {
    const [cert] = await t.database.db
      .select()
      .from(certifications)
      .where(and(eq(certifications.siteId, 1), eq(certifications.languageId, 1)))
      .limit(1);
    const body = await html(`/certification/detail/${cert.id}`);
    expect(body).toContain(`<title>${cert.name} | Credo Academy</title>`);
    expect(meta(body, 'property', 'og:title')).toBe(`${cert.name} | Credo Academy`);
    expect(meta(body, 'property', 'og:type')).toBe('article');
    expect(meta(body, 'name', 'description')!.length).toBeGreaterThan(10);
    expect(body).toContain(`<link rel="canonical" href="http://localhost:3000/certification/detail/${cert.id}" />`);
    expect(meta(body, 'name', 'twitter:card')).toBe('summary_large_image');
  });

  it('gives a course on the EU site, also on its mobile twin, its own title', async () => {
    const [course] = await t.database.db.select().from(releaseCourses).where(eq(releaseCourses.siteId, 21)).limit(1);
    for (const url of [`/eu/course/detail/${course.id}?courseType=0`, `/eu/mobile/course/detail/${course.id}`]) {
      expect(await html(url)).toContain(`<title>${course.name.replace(/&/g, '&amp;')} | Credo Academy</title>`);
    }
    // Another site's id is not this site's page: default title, not a leak of the other site's course.
    expect(await html(`/course/detail/${course.id}`)).toContain('<title>Credo Academy — Security Certification &amp; Training</title>');
  });

  it('uses the site SEO settings by URL, in the cookie language, right to left for Arabic', async () => {
    const en = await html('/');
    expect(meta(en, 'name', 'description')).toBeTruthy();
    const ar = await html('/ar/');
    expect(ar).toMatch(/<html lang="ar" dir="rtl">/);
    expect(en).toMatch(/<html lang="en" dir="ltr">/);
  });

  it('uses the tenant of the host for title and favicon', async () => {
    const body = await html('/no/such/page', 'micro.localhost');
    expect(body).toContain('<link rel="icon" href="/media/tenants/micro-favicon.svg" />');
    expect(body).not.toContain('href="data:,"');
  });

  it('escapes what it injects', async () => {
    const [cert] = await t.database.db.select().from(certifications).where(eq(certifications.siteId, 1)).limit(1);
    await t.database.db.update(certifications).set({ name: 'X"><script>alert(1)</script>' }).where(eq(certifications.id, cert.id));
    t.app.referenceCache.clear();
    const body = await html(`/certification/detail/${cert.id}`);
    expect(body).not.toContain('<script>alert(1)');
    expect(body).toContain('X&quot;&gt;&lt;script&gt;');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it("answers robots.txt pointing at this host's sitemap", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'robot.localhost:3000' } });
    expect(res.body).toContain('Sitemap: http://robot.localhost:3000/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
  });

  it("lists each tenant's own sites and detail pages only", async () => {
    const main = (await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'localhost' } })).body;
    expect(main).toContain('<loc>http://localhost:3000/eu/</loc>');
    expect(main).toMatch(/<loc>http:\/\/localhost:3000\/eu\/certification\/detail\/\d+<\/loc>/);
    const micro = (await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'micro.localhost' } })).body;
    expect(micro).toContain('<loc>http://micro.localhost:3000/</loc>');
    expect(micro).not.toContain('/eu/');
  });
});

describe('splitPagePath', () => {
  it('strips the site prefix and /mobile', () => {
    expect(splitPagePath('/eu/mobile/course/detail/5', ['eu', 'asia'])).toEqual({ prefix: 'eu', path: '/course/detail/5' });
    expect(splitPagePath('/mobile', ['eu'])).toEqual({ prefix: '', path: '/' });
    expect(splitPagePath('/faq', ['eu'])).toEqual({ prefix: '', path: '/faq' });
  });
});
