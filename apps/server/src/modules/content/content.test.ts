import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeOf } from '@credo/contracts/envelope';
import { banner, currency, dictItem, footerConfig, regionInfo, seoConfig } from '@credo/contracts/site';
import { buildTestApp, type TestApp } from '../../../test/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, payload });
const arabicId = async () =>
  (await get('/api/certification/language/multi?siteId=1')).json().data.find((l: { languagePackId: string }) => l.languagePackId === 'ar').id as number;

describe('footer', () => {
  it('has links of every areaKind 1-7, socials and the contact e-mail', async () => {
    const body = envelopeOf(footerConfig).parse((await get('/api/certification/footer/searchFooter?siteId=1&languageId=1')).json());
    expect(new Set(body.data.linkList.map((l) => l.areaKind))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(body.data.email).toMatch(/@/);
    expect(body.data.socialList.some((s) => s.socialMediaList.length === 1)).toBe(true);
    expect(body.data.socialList.some((s) => s.socialMediaList.length > 1)).toBe(true);
  });

  it('answers the language asked for', async () => {
    const en = (await get('/api/certification/footer/searchFooter?siteId=1&languageId=1')).json().data.linkList;
    const ar = (await get(`/api/certification/footer/searchFooter?siteId=1&languageId=${await arabicId()}`)).json().data.linkList;
    expect(ar.length).toBeGreaterThan(0);
    expect(ar.map((l: { linkTitle: string }) => l.linkTitle)).not.toEqual(en.map((l: { linkTitle: string }) => l.linkTitle));
    expect(ar.some((l: { linkTitle: string }) => /[\u0600-\u06FF]/.test(l.linkTitle))).toBe(true);
  });
});

describe('banners', () => {
  it('answers home banners for typeList ["0"] and only the types asked for', async () => {
    const body = envelopeOf(z.array(banner)).parse(
      (await post('/api/certification/banner/release/query', { typeList: ['0'], siteId: 1, languageId: 1 })).json(),
    );
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((b) => b.type === '0')).toBe(true);
    const sorted = [...body.data].sort((a, b) => a.sort - b.sort || a.id - b.id);
    expect(body.data.map((b) => b.id)).toEqual(sorted.map((b) => b.id));
  });

  it.each([[{}], [{ typeList: [] }], [{ typeList: 'x' }], [{ typeList: ['<b>'] }]])(
    'refuses a bad payload %j with a 400 envelope naming the field',
    async (payload) => {
      const res = await post('/api/certification/banner/release/query', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400 });
      expect(res.json().message).toMatch(/typeList/);
    },
  );

  it('refuses malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/certification/banner/release/query',
      headers: { 'content-type': 'application/json' },
      payload: '{"typeList":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });
});

describe('seo, dictionary, regions, currencies', () => {
  it('answers SEO configs, all or by url', async () => {
    const all = envelopeOf(z.array(seoConfig)).parse((await post('/api/certification/seo/getRelBySiteId', { siteId: 1, languageId: 1 })).json());
    expect(all.data.some((s) => s.url === '/')).toBe(true);
    const one = (await post('/api/certification/seo/getRelBySiteId', { siteId: 1, languageId: 1, url: '/' })).json().data;
    expect(one).toHaveLength(1);
    expect(one[0].title.length).toBeGreaterThan(0);
  });

  it('answers dictionary items, page_image by default, several types by dictTypeList', async () => {
    const def = envelopeOf(z.array(dictItem)).parse((await get('/api/certification/dictData/getDictModelList?siteId=1')).json());
    expect(def.data.length).toBeGreaterThan(0);
    expect(def.data.every((d) => d.dictType === 'page_image')).toBe(true);
    const both = (await get('/api/certification/dictData/getDictModelList?dictTypeList=page_image,front_logo')).json().data;
    expect(new Set(both.map((d: { dictType: string }) => d.dictType))).toEqual(new Set(['page_image', 'front_logo']));
    const bad = await get('/api/certification/dictData/getDictModelList?dictType=DROP%20TABLE');
    expect(bad.statusCode).toBe(400);
  });

  it('answers countries and regions of the site, by type, by GET and POST', async () => {
    const viaGet = envelopeOf(z.array(regionInfo)).parse((await get('/api/certification/regionInfo/getList?siteId=21&type=0')).json());
    expect(viaGet.data.some((r) => r.regionCode === 'PL')).toBe(true);
    expect(viaGet.data.every((r) => r.type === 0)).toBe(true);
    const viaPost = (await post('/api/certification/regionInfo/getList', { siteId: 21, type: 0 })).json();
    expect(viaPost.data).toEqual(viaGet.data);
    const everywhere = (await get('/api/certification/regionInfo/getList?siteId=21&countryQueryType=0')).json().data;
    expect(everywhere.length).toBeGreaterThanOrEqual(viaGet.data.length);
    expect((await get('/api/certification/regionInfo/getList?type=7')).statusCode).toBe(400);
  });

  it('answers the currencies of the EU site with their symbols', async () => {
    const body = envelopeOf(z.array(currency)).parse((await post('/api/certification/currency/getCurrencyTypeList', { siteId: 21 })).json());
    const codes = body.data.map((c) => c.currencyCode);
    expect(codes).toEqual(expect.arrayContaining(['EUR', 'PLN']));
    expect(body.data.find((c) => c.currencyCode === 'EUR')?.currencySymbol).toBe('€');
  });
});

describe('reference cache', () => {
  it('serves repeated calls from memory per site and language until it expires', async () => {
    const { banners } = await import('../../db/schema/index');
    const ask = async () =>
      (await post('/api/certification/banner/release/query', { typeList: ['0'], siteId: 21, languageId: 1 })).json().data.length as number;
    const before = await ask();
    await t.database.db
      .insert(banners)
      .values({ siteId: 21, languageId: 1, type: '0', title: 'New', imageUrl: '/media/x.svg', mobileImageUrl: '/media/x.svg', sort: 99 });
    expect(await ask()).toBe(before);
    t.app.referenceCache.clear();
    expect(await ask()).toBe(before + 1);
  });
});
