import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { computeSecurityHeaders, securityHeaderOptions } from './security-headers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const CSP = "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';"
  + "img-src 'self' data: blob: https:;object-src 'none';script-src 'self' https://www.googletagmanager.com;script-src-attr 'none';"
  + "style-src 'self' 'unsafe-inline';media-src 'self' blob:;"
  + "connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com";

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
  ])('are sent on %s', async (_name, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    for (const [name, value] of Object.entries(EXPECTED)) expect(res.headers[name], name).toBe(value);
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
