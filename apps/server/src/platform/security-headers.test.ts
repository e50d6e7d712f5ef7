import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { JSON_CSP } from './asset-headers';
import { computeSecurityHeaders, securityHeaderOptions } from './security-headers';

/** The shape of Vite's built index.html: an entry module, a module preload, a stylesheet. */
const INDEX_HTML =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Credo</title>\n' +
  '    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">\n' +
  '    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">\n' +
  '  </head>\n  <body><div id="root"></div></body>\n</html>\n';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-csp-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'export {};\n');
  t = await buildTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const CSP =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
  "img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';" +
  "style-src 'self' 'unsafe-inline';media-src 'self' blob:;" +
  "connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com";

const EXPECTED: Record<string, string> = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** A JSON answer's share (asset-headers.ts): its own strict policy, without the document-only headers. */
const EXPECTED_JSON: Record<string, string | undefined> = {
  ...EXPECTED,
  'content-security-policy': JSON_CSP,
  'cross-origin-opener-policy': undefined,
  'origin-agent-cluster': undefined,
  'x-dns-prefetch-control': undefined,
  'x-download-options': undefined,
  'x-permitted-cross-domain-policies': undefined,
  'x-xss-protection': undefined,
};

describe('security headers', () => {
  it("are exactly what helmet's middleware writes for the app's options", () => {
    const headers: Record<string, unknown> = {};
    const removed: string[] = [];
    const res = { setHeader: (n: string, v: unknown) => void (headers[n.toLowerCase()] = v), removeHeader: (n: string) => void removed.push(n) };
    helmet(securityHeaderOptions)({} as never, res as never, () => undefined);
    expect(headers).toEqual(EXPECTED);
    expect(removed).toEqual(['X-Powered-By']);
    const computed = computeSecurityHeaders(securityHeaderOptions);
    expect(Object.fromEntries(computed.set.map(([n, v]) => [n.toLowerCase(), v]))).toEqual(EXPECTED);
  });

  it.each([
    ['an API answer', '/api/certification/language/multi?siteId=1&languageId=1', 200],
    ['a bad-input answer from the request context', '/api/certification/language/multi?siteId=abc', 400],
    ['an unknown API path', '/api/nope?siteId=1', 404],
    ['the health check', '/healthz', 200],
  ])('are sent on %s, a JSON answer', async (_name, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    for (const [name, value] of Object.entries(EXPECTED_JSON)) expect(res.headers[name], name).toBe(value);
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('come with a request context resolved while the site registry reloads', async () => {
    t.app.siteRegistry.invalidate();
    const res = await t.app.inject({ method: 'GET', url: '/api/certification/language/multi?siteId=1&languageId=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(200);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    t.app.siteRegistry.invalidate();
    const bad = await t.app.inject({ method: 'GET', url: '/api/certification/language/multi?siteId=999999' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, data: null });
  });
});

describe('the CSP of a web app page', () => {
  const scriptSrc = (csp: string) => csp.split(';').find((d) => d.startsWith('script-src '));

  it('has a fresh nonce that the HTML carries on its own scripts and in the csp-nonce meta, and no analytics host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([A-Za-z0-9+/=]{22,})'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(scriptSrc(csp)).toBe(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(csp).not.toMatch(/script-src[^;]*googletagmanager/);
    // The rest of the policy is the app's.
    expect(csp.replace(scriptSrc(csp)!, "script-src 'self'")).toBe(CSP);

    expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
    expect(res.body).toContain(`<script nonce="${nonce}" type="module" crossorigin src="/assets/index-abc.js">`);
    expect(res.body).toContain(`<link nonce="${nonce}" rel="modulepreload"`);
    expect(res.body).toContain('<link rel="stylesheet"');
    expect(res.body.match(/nonce="/g)).toHaveLength(3);
    // The home's served banners are a data block: present, and without a nonce.
    expect(res.body).toContain('<script type="application/json" id="credo-home-banners"');

    const again = await t.app.inject({ method: 'GET', url: '/course/list' });
    expect(again.headers['content-security-policy']).not.toContain(nonce);
    expect(again.body).not.toContain(nonce);
  });

  it('keeps the other security headers on pages, and gives API answers their own policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/certification/list' });
    for (const [name, value] of Object.entries(EXPECTED)) if (name !== 'content-security-policy') expect(page.headers[name], name).toBe(value);
    const res = await t.app.inject({ method: 'GET', url: '/api/certification/language/multi?siteId=1&languageId=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(JSON_CSP);
    // Built scripts carry only the headers that act on a script (asset-headers.ts, web-static.test.ts).
    const script = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
  });
});
