import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { DOCUMENT_ONLY, SVG_CSP } from './asset-headers';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>spa</title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(dist, 'assets', 'logo-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'humans.txt'), 'Team: Credo');
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
  fs.writeFileSync(
    path.join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify({ '/': ['assets/home-page-abc.js', 'assets/home-page-abc.css', '../outside.js'], '/faq': ['assets/faq-page-abc.js'] }),
  );
  t = await buildTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('web app serving', () => {
  // A path that is no page, or a course id that does not exist, gets the same shell with 404 (issue 14).
  it.each([
    ['/', 200],
    ['/eu', 200],
    ['/eu/news?page=2', 200],
    ['/mobile/my-learning', 200],
    ['/ar/mobile/faq', 200],
    ['/no/such/page', 404],
    ['/eu/course/detail/99999999?courseType=0', 404],
  ] as const)('answers index.html for %s with status %i, never cached', async (url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it("preloads a found page's own scripts and stylesheets by its route, with the page's script nonce", async () => {
    for (const url of ['/', '/mobile', '/eu']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(res.body)?.[1];
      expect(res.body, url).toContain(`<link nonce="${nonce}" rel="modulepreload" crossorigin href="/assets/home-page-abc.js">`);
      expect(res.body, url).toContain('<link rel="preload" as="style" crossorigin href="/assets/home-page-abc.css">');
      // Only files of the build's assets are named.
      expect(res.body, url).not.toContain('outside.js');
      expect(res.body, url).not.toContain('faq-page-abc.js');
    }
    expect((await get('/faq')).body).toContain('href="/assets/faq-page-abc.js"');
    // Another route, or a path that is no page, preloads nothing.
    expect((await get('/news')).body).not.toMatch(/modulepreload/);
    const missing = await get('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toMatch(/modulepreload|as="style"/);
  });

  it('serves hashed assets as immutable and other files as they are', async () => {
    const js = await get('/assets/index-abc123.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toMatch(/immutable/);
    expect((await get('/humans.txt')).body).toBe('Team: Credo');
  });

  // DOCUMENT_ONLY: what a page's document gets from security-headers.ts, which an asset no longer carries.
  it('sends scripts and stylesheets with the security headers that act on them only, and no validators', async () => {
    const page = await get('/');
    for (const name of DOCUMENT_ONLY) expect(page.headers[name], name).toBeTruthy();
    for (const url of ['/assets/index-abc123.js', '/assets/index-abc123.css']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      for (const name of DOCUMENT_ONLY) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
    // A file outside assets/ is not content-hashed: it keeps its validators.
    expect((await get('/humans.txt')).headers.etag).toBeTruthy();
  });

  it('gives an SVG, which is a document when opened on its own, a sandboxing policy', async () => {
    const res = await get('/assets/logo-abc123.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(SVG_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends a /media image with its validators and the SVG policy instead of the page headers', async () => {
    const res = await get('/media/covers/cert-main-0-1.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(SVG_CSP);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toBeTruthy();
  });

  it('answers 404 for a missing file and never falls back for API paths', async () => {
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    const api = await get('/api/unknown/path');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe(404);
    expect((await get('/media/nope.svg')).statusCode).toBe(404);
  });

  it('never serves dot files, such as the build manifest', async () => {
    for (const url of ['/.vite/manifest.json', '/%2Evite/manifest.json', '/assets/../.vite/manifest.json']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('src/main.tsx');
    }
  });

  it('does not leave the build directory and refuses malformed URLs', async () => {
    for (const url of ['/..%2f..%2fetc%2fpasswd.txt', '/assets/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/etc/hosts.txt']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/root:|"name"/);
    }
    expect((await get('/%E0%A4%A.txt')).statusCode).toBe(400);
  });
});
