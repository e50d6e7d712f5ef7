import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>spa</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'humans.txt'), 'Team: Credo');
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
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

  it('serves hashed assets as immutable and other files as they are', async () => {
    const js = await get('/assets/index-abc123.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toMatch(/immutable/);
    expect((await get('/humans.txt')).body).toBe('Team: Credo');
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
