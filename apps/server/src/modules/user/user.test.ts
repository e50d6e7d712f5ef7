import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const visitor = { origin: 'http://localhost', host: 'localhost' };

describe('user endpoints refuse visitors with HTTP 401', () => {
  const calls: [method: 'GET' | 'POST', url: string, payload?: object][] = [
    ['GET', '/api/user/sso/getUserInfo'],
    ['GET', '/api/user/getUserById?id=1'],
    ['POST', '/api/user/update', { firstName: 'Eve' }],
    ['POST', '/api/user/updateLanguageId', { languageId: 1 }],
    ['GET', '/api/user/getTypeList'],
    ['POST', '/api/user/image/upload', {}],
    ['GET', '/api/user/avatar/1-00000000-0000-4000-8000-000000000000.png'],
    ['POST', '/api/user/account/delete', {}],
  ];
  for (const [method, url, payload] of calls) {
    it(`${method} ${url.split('?')[0]}`, async () => {
      const res = await t.app.inject({ method, url, payload, headers: visitor });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, data: null });
    });
  }

  it('an unknown or revoked session cookie is a visitor too', async () => {
    const res = await t.app.inject({ url: '/api/user/sso/getUserInfo', headers: { cookie: `credo_sid=${'x'.repeat(43)}` } });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/user/sso/getUserInfo', () => {
  it('answers the user info of section 3 with gatherInfo and the missing fields', async () => {
    const me = await signIn(t, { firstName: 'Ada', lastName: 'Lovelace', countryCode: 'GB', country: 'United Kingdom', type: 2 });
    const res = await t.app.inject({ url: '/api/user/sso/getUserInfo?siteId=1', headers: me.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual([
      'address',
      'city',
      'company',
      'country',
      'countryCode',
      'email',
      'emailNotificationStatus',
      'firstName',
      'gatherInfo',
      'id',
      'jobTitle',
      'languageId',
      'lastName',
      'migrationPopStatus',
      'missingFields',
      'name',
      'phoneCode',
      'phoneNumber',
      'photoImgUrl',
      'postcode',
      'province',
      'type',
      'vatNumber',
    ]);
    expect(body.data).toMatchObject({ id: me.user.id, firstName: 'Ada', email: me.user.email, type: 2, migrationPopStatus: '1', emailNotificationStatus: 0 });
    // Site 1 requires names, country, company and phone: company and phone are missing.
    expect(body.data.gatherInfo).toBe('1');
    expect(body.data.missingFields).toEqual(['phoneNumber', 'company']);
  });

  it('gatherInfo is 0 once every required field is filled', async () => {
    const me = await signIn(t, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      countryCode: 'GB',
      country: 'United Kingdom',
      company: 'Analytical Engines',
      phoneNumber: '2071234567',
      phoneCode: '44',
    });
    const data = (await t.app.inject({ url: '/api/user/sso/getUserInfo?siteId=1', headers: me.headers })).json().data;
    expect(data).toMatchObject({ gatherInfo: '0', missingFields: [] });
  });
});

describe('GET /api/user/getUserById', () => {
  it('answers your own info', async () => {
    const me = await signIn(t, { firstName: 'Own' });
    const res = await t.app.inject({ url: `/api/user/getUserById?id=${me.user.id}`, headers: me.headers });
    expect(res.json()).toMatchObject({ code: 200, data: { id: me.user.id, firstName: 'Own' } });
  });

  it("refuses another user's id with code 403 and leaks nothing", async () => {
    const me = await signIn(t);
    const other = await signIn(t, { firstName: 'Secret', phoneNumber: '123' });
    const res = await t.app.inject({ url: `/api/user/getUserById?id=${other.user.id}`, headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 403, data: null });
    expect(res.body).not.toContain('Secret');
    expect(res.body).not.toContain(other.user.email!);
  });

  it('answers 400 when id is not a positive integer', async () => {
    const me = await signIn(t);
    for (const id of ['abc', '0', '-1', '1.5', '']) {
      const res = await t.app.inject({ url: `/api/user/getUserById?id=${id}`, headers: me.headers });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().code).toBe(400);
    }
  });
});

describe('POST /api/user/updateLanguageId', () => {
  it('stores a language the site offers', async () => {
    const me = await signIn(t);
    // Site 21 (EU) offers Polish (3).
    const res = await t.app.inject({ method: 'POST', url: '/api/user/updateLanguageId', payload: { siteId: 21, languageId: 3 }, headers: me.headers });
    expect(res.json()).toEqual({ code: 200, data: true, message: 'success' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row.languageId).toBe(3);
  });

  it('refuses a language the site does not offer', async () => {
    const me = await signIn(t);
    // Site 2 (UK) offers only English; the user's language stays 1.
    const viaBody = await t.app.inject({ method: 'POST', url: '/api/user/updateLanguageId', payload: { siteId: 2, languageId: 3 }, headers: me.headers });
    expect(viaBody.statusCode).toBe(400);
    const viaQuery = await t.app.inject({
      method: 'POST',
      url: '/api/user/updateLanguageId?siteId=2&languageId=1',
      payload: { languageId: 3 },
      headers: me.headers,
    });
    expect(viaQuery.statusCode).toBe(400);
    expect(viaQuery.json()).toMatchObject({ code: 400, data: { issues: [{ field: 'languageId' }] } });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row.languageId).toBe(1);
  });

  it('refuses a cross-site request (CSRF)', async () => {
    const me = await signIn(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/updateLanguageId',
      payload: { languageId: 1 },
      headers: { ...me.headers, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/user/getTypeList', () => {
  it('lists the business types in the request language, English where not translated', async () => {
    const me = await signIn(t);
    const en = (await t.app.inject({ url: '/api/user/getTypeList?siteId=1&languageId=1', headers: me.headers })).json().data;
    expect(en.map((x: { code: string }) => x.code)).toEqual([
      'installer',
      'integrator',
      'distributor',
      'engineer',
      'consultant',
      'end-user',
      'student',
      'other',
    ]);
    expect(en[0]).toEqual({ id: 1, code: 'installer', name: 'Installer' });
    const pl = (await t.app.inject({ url: '/api/user/getTypeList?siteId=21&languageId=3', headers: me.headers })).json().data;
    expect(pl[0].name).toBe('Instalator');
    const ar = (await t.app.inject({ url: '/api/user/getTypeList?siteId=17&languageId=2', headers: me.headers })).json().data;
    expect(ar[0].name).toBe('مُركِّب');
    // Vietnamese has no names: English answers.
    const vi = (await t.app.inject({ url: '/api/user/getTypeList?siteId=6&languageId=9', headers: me.headers })).json().data;
    expect(vi[0].name).toBe('Installer');
  });
});

describe('OpenAPI', () => {
  it('/api/docs describes the user calls from their contracts', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    for (const p of [
      '/api/user/sso/getUserInfo',
      '/api/user/getUserById',
      '/api/user/update',
      '/api/user/updateLanguageId',
      '/api/user/getTypeList',
      '/api/user/image/upload',
      '/api/user/sso/oneHikIdSign/verify',
      '/api/user/account/delete',
      '/api/certification/supplementInfo/query',
      '/api/certification/provinceCity/getListForSupplement',
    ]) {
      expect(paths[p], p).toBeDefined();
    }
    expect(JSON.stringify(paths['/api/user/update'].post.requestBody)).toContain('vatNumber');
  });
});
