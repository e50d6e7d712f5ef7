import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifications } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';

/** A deployment as production runs it: PUBLIC_URL on https, a second brand's host in TENANT_HOSTS. */
const PUBLIC_URL = 'https://academy.example.com';
let t: TestApp;
let dist: string;
let certId: number;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-origin-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head>\n<title>Credo</title>\n</head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ webDist: dist, publicUrl: PUBLIC_URL, tenantHosts: { 'thermal.example.com': 'micro' } });
  const [cert] = await t.database.db
    .select()
    .from(certifications)
    .where(and(eq(certifications.siteId, 1), eq(certifications.languageId, 1)))
    .limit(1);
  certId = cert.id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });
const canonical = (body: string) => /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1];
const meta = (body: string, name: string) => new RegExp(`<meta property="${name}" content="([^"]*)"`).exec(body)?.[1];

describe('absolute links never take the origin from the Host header', () => {
  it.each(['evil.example', 'evil.example:443', 'academy.example.com.evil.example', 'localhost.evil.example'])(
    'a page asked for with Host %s links to PUBLIC_URL',
    async (host) => {
      const body = (await get(`/certification/detail/${certId}`, host)).body;
      expect(canonical(body)).toBe(`${PUBLIC_URL}/certification/detail/${certId}`);
      expect(meta(body, 'og:url')).toBe(`${PUBLIC_URL}/certification/detail/${certId}`);
      expect(meta(body, 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/`));
      expect(body).not.toContain('evil.example');
    },
  );

  it('robots.txt and sitemap.xml asked for with a foreign Host name PUBLIC_URL only', async () => {
    const robots = (await get('/robots.txt', 'evil.example')).body;
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const sitemap = (await get('/sitemap.xml', 'evil.example')).body;
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/</loc>`);
    expect(sitemap).not.toContain('evil.example');
  });

  it("a configured tenant host keeps its own name, under PUBLIC_URL's scheme, whatever port the Host claims", async () => {
    for (const host of ['thermal.example.com', 'thermal.example.com:8080', 'THERMAL.example.com']) {
      const body = (await get('/faq', host)).body;
      expect(canonical(body)).toBe('https://thermal.example.com/faq');
      expect(meta(body, 'og:url')).toBe('https://thermal.example.com/faq');
    }
    expect((await get('/robots.txt', 'thermal.example.com')).body).toContain('Sitemap: https://thermal.example.com/sitemap.xml');
  });

  it('a host of a tenant row (the seeded micro.localhost) is a configured host too', async () => {
    expect(canonical((await get('/', 'micro.localhost:3000')).body)).toBe('https://micro.localhost/');
  });
});
