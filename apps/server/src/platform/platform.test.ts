import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    // A route that crashes, to prove the 500 envelope hides the stack.
    app.get('/api/test/crash', async () => {
      throw new Error('secret internal detail at /srv/app.ts:12');
    });
  });
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers /healthz after a database round trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('reports 503 when the database is gone', async () => {
    const ping = t.database.ping;
    t.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
    } finally {
      t.database.ping = ping;
    }
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope?siteId=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });

  it('answers a crash with 500, envelope code 500 and no stack or detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe(500);
    expect(res.body).not.toMatch(/secret|\/srv|at /);
  });

  it('sends security headers and a request id, echoing a well-formed incoming one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-12345678' } });
    expect(res.headers['x-request-id']).toBe('abc-12345678');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // A JSON answer's own policy: nothing loads or runs in it (asset-headers.ts; pages: security-headers.test.ts).
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const other = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes OpenAPI 3.1 listing every implemented site path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/front-api/getSiteInfo',
      '/api/certification/language/multi',
      '/api/certification/footer/searchFooter',
      '/api/certification/languageSwitch/listByParam',
      '/api/certification/location/getCountryByIp',
      '/api/certification/seo/getRelBySiteId',
      '/api/certification/dictData/getDictModelList',
      '/api/certification/banner/release/query',
      '/api/certification/regionInfo/getList',
      '/api/certification/currency/getCurrencyTypeList',
      '/healthz',
    ])
      expect(paths).toContain(p);
    expect(doc.paths['/api/certification/banner/release/query'].post.requestBody).toBeDefined();
  });

  it('serves the demo media', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/front-api/getSiteInfo' });
    const logo = res.json().data.tenant.logoUrl as string;
    expect(logo).toMatch(/^\/media\//);
    const img = await t.app.inject({ method: 'GET', url: logo });
    expect(img.statusCode).toBe(200);
  });
});
