import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import Fastify from 'fastify';
import { BROTLI_QUALITY_KEPT, BROTLI_QUALITY_ONCE, registerCompression, remembering, SYNC_THRESHOLD } from './compression';

// Compression and caching of pages, assets and media (issue 19).
let t: TestApp;
let dist: string;
const asset = `console.log(${JSON.stringify('a fairly repetitive bundle '.repeat(200))});`;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  // An index.html over the 1 KiB threshold, as the real build's is.
  fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>spa</title><!-- ${'x'.repeat(3000)} --><div id="root"></div>`);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), asset);
  // What the build's precompress step writes beside the asset (apps/web/build/precompress.ts).
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(asset));
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), zlib.gzipSync(asset));
  t = await buildTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const varies = (v: unknown) =>
  String(v ?? '')
    .toLowerCase()
    .split(/,\s*/)
    .includes('accept-encoding');

describe('compression', () => {
  it('sends pages brotli-compressed when accepted, gzip otherwise, and plain to a client that accepts neither', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br.headers.vary)).toBe(true);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root">');

    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('<div id="root">');

    const plain = await get('/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

  it('compresses API answers over 1 KiB and leaves small ones alone', async () => {
    const big = await get('/api/docs/json', { 'accept-encoding': 'br' });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()).openapi).toBe('3.1.0');
    const small = await get('/healthz', { 'accept-encoding': 'br' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves the pre-compressed file of a hashed asset, immutable for a year', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(br.headers.vary)).toBe(true);
    // The build's file as it is (not compressed a second time).
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(asset);

    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(asset);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(asset);
    expect(varies(plain.headers.vary)).toBe(true);
  });
});

describe('/media caching', () => {
  it('caches media for a month with validators and answers 304 to a revalidation', async () => {
    const url = '/media/covers/cert-main-0-1.svg';
    const first = await get(url, { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=2592000');
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();
    // SVG is text: compressed on the way like any other text answer.
    expect(first.headers['content-encoding']).toBe('br');

    const byEtag = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(byEtag.statusCode).toBe(304);
    expect(byEtag.rawPayload.length).toBe(0);
    const byDate = await get(url, { 'if-modified-since': String(first.headers['last-modified']) });
    expect(byDate.statusCode).toBe(304);
    const changed = await get(url, { 'if-none-match': '"not-the-etag"' });
    expect(changed.statusCode).toBe(200);
  });
});

/** Brotli's output at a quality (deterministic: the same bytes as the server's for the same input). */
const brotliAt = (plain: Buffer, quality: number) => zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });

describe('brotli quality by how often an output is sent (decision 0026)', () => {
  it('is 3 for an answer compressed once and 5 for the output kept for a cached answer', () => {
    // The decision's measurements hold for these values: a change is a new decision, not a drift.
    expect(BROTLI_QUALITY_ONCE).toBe(3);
    expect(BROTLI_QUALITY_KEPT).toBe(5);
  });

  it('makes the kept output with the kept options and a once output with the request options', () => {
    const seen: unknown[] = [];
    const compress = remembering(
      (payload, options) => {
        seen.push(options);
        return zlib.gzipSync(payload);
      },
      { level: 9 },
    );
    const a = Buffer.from('{"a":1}'.repeat(300));
    compress(a, { level: 6 });
    compress(a, { level: 6 });
    compress(a, { level: 6 });
    expect(seen).toEqual([{ level: 6 }, { level: 9 }]);
  });
});

describe('answers cached as bytes', () => {
  it('are compressed at most twice per Buffer: from the second time the output is kept; another Buffer has its own', () => {
    let calls = 0;
    const compress = remembering((payload) => {
      calls++;
      return zlib.gzipSync(payload);
    });
    const a = Buffer.from('{"a":1}'.repeat(300));
    compress(a);
    const second = compress(a);
    expect(compress(a)).toBe(second);
    expect(compress(a)).toBe(second);
    expect(calls).toBe(2);
    expect(zlib.gunzipSync(second).equals(a)).toBe(true);
    const copy = Buffer.from(a);
    expect(compress(copy)).not.toBe(second);
    expect(calls).toBe(3);
  });

  it('go compressed, from the answer cache too, and decompress to the plain answer', async () => {
    const cached = await buildTestApp({ referenceCacheMs: 60_000 });
    try {
      const url = '/api/certification/release/course/page/list?siteId=1&languageId=1&pageSize=20';
      const ask = (encoding: string) => cached.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      const plain = await ask('identity');
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      // The same cached Buffer each time: compressed once at the once quality, then kept at the kept one.
      const brotli = [await ask('br'), await ask('br'), await ask('br')].map((r) => r.rawPayload);
      expect(brotli[0].equals(brotliAt(plain.rawPayload, BROTLI_QUALITY_ONCE))).toBe(true);
      expect(brotli[1].equals(brotliAt(plain.rawPayload, BROTLI_QUALITY_KEPT))).toBe(true);
      expect(brotli[2].equals(brotli[1])).toBe(true);
      expect(brotli[1].length).toBeLessThan(brotli[0].length);
      for (const [encoding, decompress] of [
        ['br', zlib.brotliDecompressSync],
        ['br', zlib.brotliDecompressSync],
        ['gzip', zlib.gunzipSync],
        ['gzip', zlib.gunzipSync],
      ] as const) {
        const r = await ask(encoding);
        expect(r.headers['content-encoding']).toBe(encoding);
        expect(varies(r.headers.vary)).toBe(true);
        expect(decompress(r.rawPayload).equals(plain.rawPayload)).toBe(true);
      }
    } finally {
      await cached.close();
    }
  });
});

describe('answers up to the sync threshold', () => {
  it('are compressed in one call (a Content-Length, no chunked stream); larger ones are streamed', async () => {
    const app = Fastify();
    await registerCompression(app);
    // JSON of a given size, as an exam start's answer (15-18 KB) and one over the threshold.
    const answerOf = (bytes: number) => ({ data: Array.from({ length: Math.ceil(bytes / 40) }, (_, i) => ({ id: i, text: `question ${i} text` })) });
    app.get('/start', async () => answerOf(18_000));
    app.get('/huge', async () => answerOf(SYNC_THRESHOLD * 2));
    try {
      // An answer built per request (as an exam start's) is compressed once, at the once quality.
      const plain = Buffer.from(JSON.stringify(answerOf(18_000)));
      const br = await app.inject({ method: 'GET', url: '/start', headers: { 'accept-encoding': 'br' } });
      expect(br.rawPayload.equals(brotliAt(plain, BROTLI_QUALITY_ONCE))).toBe(true);
      for (const encoding of ['br', 'gzip']) {
        const start = await app.inject({ method: 'GET', url: '/start', headers: { 'accept-encoding': encoding } });
        expect(start.headers['content-encoding']).toBe(encoding);
        expect(Number(start.headers['content-length'])).toBe(start.rawPayload.length);
        expect(start.headers['transfer-encoding']).toBeUndefined();
        const huge = await app.inject({ method: 'GET', url: '/huge', headers: { 'accept-encoding': encoding } });
        expect(huge.headers['content-encoding']).toBe(encoding);
        expect(huge.headers['content-length']).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });
});
