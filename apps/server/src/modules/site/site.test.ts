import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryEntry, language, siteInfo } from '@credo/contracts/site';
import { envelopeOf } from '@credo/contracts/envelope';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ tenantHosts: { 'thermal.example.test': 'micro' } });
});
afterAll(() => t.close());

const get = (url: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { host } });

describe('GET /api/front-api/getSiteInfo', () => {
  it('answers the main tenant and site 1 for localhost', async () => {
    const res = await get('/api/front-api/getSiteInfo');
    expect(res.statusCode).toBe(200);
    const body = envelopeOf(siteInfo).parse(res.json());
    expect(body.code).toBe(200);
    expect(body.data.siteId).toBe(1);
    expect(body.data.tenant.code).toBe('main');
    expect(body.data.sitePrefixes).toEqual(expect.arrayContaining(['', 'eu', 'asia', 'ar']));
  });

  it('sets the EU and Asia flags from the path prefix', async () => {
    const eu = (await get('/api/front-api/getSiteInfo?sitePath=eu')).json().data;
    expect(eu).toMatchObject({ siteId: 21, isEU: true, isAsia: false });
    const asia = (await get('/api/front-api/getSiteInfo?sitePath=asia')).json().data;
    expect(asia).toMatchObject({ siteId: 27, isAsia: true, isEU: false });
    const ar = (await get('/api/front-api/getSiteInfo?sitePath=ar')).json().data;
    expect(ar).toMatchObject({ siteId: 17, isArSite: true });
  });

  it('treats a first segment that is not a prefix as a page path (default site)', async () => {
    const res = (await get('/api/front-api/getSiteInfo?sitePath=faq')).json();
    expect(res.data.siteId).toBe(1);
    expect(res.data.pathPrefix).toBe('');
  });

  it('chooses the tenant by host name, from the seeded hosts and the configured map', async () => {
    expect((await get('/api/front-api/getSiteInfo', 'micro.localhost:3000')).json().data).toMatchObject({ siteId: 19, tenant: { code: 'micro' } });
    expect((await get('/api/front-api/getSiteInfo', 'robot.localhost')).json().data).toMatchObject({ siteId: 28, tenant: { code: 'robot' } });
    expect((await get('/api/front-api/getSiteInfo', 'thermal.example.test')).json().data.tenant.code).toBe('micro');
    expect((await get('/api/front-api/getSiteInfo', 'unknown.example.org')).json().data.tenant.code).toBe('main');
  });

  it('refuses a siteId of another tenant with a 400 envelope', async () => {
    const res = await get('/api/front-api/getSiteInfo?siteId=19');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
    expect(res.json().message).toMatch(/siteId 19/);
  });

  it('refuses a malformed sitePath', async () => {
    const res = await get('/api/front-api/getSiteInfo?sitePath=%3Cscript%3E');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
    expect(res.json().message).toMatch(/sitePath/);
  });
});

describe('GET /api/certification/language/multi', () => {
  it('lists the languages of the site with rtl flags', async () => {
    const res = await get('/api/certification/language/multi?siteId=1&languageId=1');
    const body = envelopeOf(z.array(language)).parse(res.json());
    expect(body.data.find((l) => l.id === 1)).toMatchObject({ languagePackId: 'en', rtlStatus: '0' });
    expect(body.data.find((l) => l.languagePackId === 'ar')).toMatchObject({ rtlStatus: '1' });
    expect(new Set(body.data.map((l) => l.id)).size).toBe(body.data.length);
  });

  it('defaults to site 1 and its base language when the ids are absent', async () => {
    const a = (await get('/api/certification/language/multi')).json();
    const b = (await get('/api/certification/language/multi?siteId=1')).json();
    expect(a).toEqual(b);
  });

  it.each([
    ['siteId=999', /Unknown siteId 999/],
    ['siteId=abc', /siteId must be a positive integer/],
    ['siteId=-1', /siteId must be a positive integer/],
    ['languageId=999', /Unknown languageId 999/],
    ['languageId=1.5', /languageId must be a positive integer/],
  ])('answers a clear 400 envelope for %s', async (qs, message) => {
    const res = await get(`/api/certification/language/multi?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
    expect(res.json().message).toMatch(message);
  });

  it('refuses a language the site does not offer', async () => {
    const offered = (await get('/api/certification/language/multi?siteId=17')).json().data.map((l: { id: number }) => l.id);
    const notOffered = (await get('/api/certification/language/multi?siteId=21'))
      .json()
      .data.map((l: { id: number }) => l.id)
      .find((id: number) => !offered.includes(id));
    expect(notOffered).toBeDefined();
    const res = await get(`/api/certification/language/multi?siteId=17&languageId=${notOffered}`);
    expect(res.json()).toMatchObject({ code: 400 });
    expect(res.json().message).toMatch(/not offered on site 17/);
  });
});

describe('POST /api/certification/languageSwitch/listByParam', () => {
  it('groups the EU site languages by country', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/certification/languageSwitch/listByParam', payload: { siteId: 21, languageId: 1 } });
    const body = envelopeOf(z.array(countryEntry)).parse(res.json());
    const pl = body.data.find((c) => c.countryCode === 'PL');
    expect(pl?.country).toBe('Poland');
    expect(pl?.languageList.length).toBeGreaterThan(0);
  });

  it('reads siteId from the body and refuses an unknown one', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/certification/languageSwitch/listByParam', payload: { siteId: 4242 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Unknown siteId 4242/);
  });
});
