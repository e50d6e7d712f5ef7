import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUIRED_INFO_FIELDS } from '@credo/contracts/user';
import { regions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const regionId = async (siteId: number, code: string) =>
  (
    await t.app.db
      .select({ id: regions.id })
      .from(regions)
      .where(and(eq(regions.siteId, siteId), eq(regions.code, code)))
  )[0].id;
const required = (data: Record<string, unknown>) => REQUIRED_INFO_FIELDS.filter((f) => data[f] === '1');

describe('/api/certification/supplementInfo/query', () => {
  it("answers the site's flags ('1' required) and its exempt regions, by GET and by POST", async () => {
    const get = (await t.app.inject({ url: '/api/certification/supplementInfo/query?siteId=1' })).json();
    expect(get.code).toBe(200);
    expect(required(get.data)).toEqual(['firstName', 'lastName', 'phoneNumber', 'country', 'company']);
    expect(get.data).toMatchObject({ siteId: 1, regionId: null, vatNumber: '0', regionInfoRelIdList: [] });
    const post = (await t.app.inject({ method: 'POST', url: '/api/certification/supplementInfo/query', payload: { siteId: 1, regionId: null } })).json();
    expect(post.data).toEqual(get.data);
  });

  it('the EU site requires VAT and exempts Norway and Switzerland', async () => {
    const data = (await t.app.inject({ url: '/api/certification/supplementInfo/query?siteId=21' })).json().data;
    expect(data.vatNumber).toBe('1');
    expect(data.regionInfoRelIdList.sort()).toEqual([await regionId(21, 'NO'), await regionId(21, 'CH')].sort());
  });

  it("a region's own config wins; a region without one gets the site's", async () => {
    const pl = (
      await t.app.inject({ method: 'POST', url: '/api/certification/supplementInfo/query', payload: { siteId: 21, regionId: await regionId(21, 'PL') } })
    ).json().data;
    expect(pl.regionId).toBe(await regionId(21, 'PL'));
    expect(required(pl)).toEqual(['firstName', 'lastName', 'phoneNumber', 'country', 'province', 'city', 'postcode', 'address', 'company', 'vatNumber']);
    const de = (await t.app.inject({ url: `/api/certification/supplementInfo/query?siteId=21&regionId=${await regionId(21, 'DE')}` })).json().data;
    expect(de.regionId).toBeNull();
    expect(required(de)).toEqual(['firstName', 'lastName', 'phoneNumber', 'country', 'company', 'vatNumber']);
  });

  it('the micro site requires the full set', async () => {
    const res = await t.app.inject({ url: '/api/certification/supplementInfo/query?siteId=19', headers: { host: 'micro.localhost' } });
    expect(required(res.json().data)).toEqual([...REQUIRED_INFO_FIELDS]);
  });

  it('a site without config requires nothing', async () => {
    const data = (await t.app.inject({ url: '/api/certification/supplementInfo/query', headers: { host: 'robot.localhost' } })).json().data;
    expect(required(data)).toEqual([]);
  });

  it('refuses a regionId that is not a positive integer', async () => {
    expect((await t.app.inject({ url: '/api/certification/supplementInfo/query?regionId=abc' })).statusCode).toBe(400);
  });
});

describe('exemption and the gather-info flag', () => {
  it('a user in an exempt region has nothing required; elsewhere the fields are missing', async () => {
    const norway = await signIn(t, { countryCode: 'NO', country: 'Norway' });
    const no = (await t.app.inject({ url: '/api/user/sso/getUserInfo?siteId=21', headers: norway.headers })).json().data;
    expect(no).toMatchObject({ gatherInfo: '0', missingFields: [] });

    const germany = await signIn(t, { countryCode: 'DE', country: 'Germany', firstName: 'Max', lastName: 'Muster' });
    const de = (await t.app.inject({ url: '/api/user/sso/getUserInfo?siteId=21', headers: germany.headers })).json().data;
    expect(de).toMatchObject({ gatherInfo: '1', missingFields: ['phoneNumber', 'company', 'vatNumber'] });
  });

  it('a user in a region with its own config is checked against it', async () => {
    const poland = await signIn(t, { countryCode: 'PL', country: 'Poland' });
    const data = (await t.app.inject({ url: '/api/user/sso/getUserInfo?siteId=21', headers: poland.headers })).json().data;
    expect(data.missingFields).toContain('postcode');
  });
});

describe('/api/certification/provinceCity/getListForSupplement', () => {
  it("lists Poland's 16 voivodeships, then the cities of one", async () => {
    const provinces = (await t.app.inject({ url: '/api/certification/provinceCity/getListForSupplement?countryCode=pl' })).json().data;
    expect(provinces).toHaveLength(16);
    const maz = provinces.find((p: { name: string }) => p.name === 'Mazowieckie');
    expect(maz).toMatchObject({ countryCode: 'PL', parentId: null });
    const cities = (await t.app.inject({ url: `/api/certification/provinceCity/getListForSupplement?countryCode=PL&parentId=${maz.id}` })).json().data;
    expect(cities.map((c: { name: string }) => c.name)).toEqual(['Warszawa', 'Radom', 'Płock']);
    expect(cities[0].parentId).toBe(maz.id);
  });

  it('answers Germany, and an empty list for a country without data', async () => {
    expect((await t.app.inject({ url: '/api/certification/provinceCity/getListForSupplement?countryCode=DE' })).json().data).toHaveLength(16);
    expect((await t.app.inject({ url: '/api/certification/provinceCity/getListForSupplement?countryCode=JP' })).json().data).toEqual([]);
  });

  it('refuses a malformed country code', async () => {
    expect((await t.app.inject({ url: '/api/certification/provinceCity/getListForSupplement?countryCode=POL' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/certification/provinceCity/getListForSupplement' })).statusCode).toBe(400);
  });
});
