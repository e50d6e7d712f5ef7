import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { certificationTypeInfo, relatedCertification } from '@credo/contracts/certification';
import { envelopeOf } from '@credo/contracts/envelope';
import { certifications, releaseCourses } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const EN = 1;
const AR = 2;
const PL = 3;
const RELATED = '/api/certification/release/certification/getByCountryLanguage';

const get = (url: string, host?: string) => t.app.inject({ method: 'GET', url, headers: host ? { host } : {} });
const related = async (query: string) => envelopeOf(z.array(relatedCertification)).parse((await get(`${RELATED}?${query}`)).json()).data;

/** The id of a certification version, straight from the seeded rows. */
const certId = async (groupKey: string, siteId: number, languageId: number) => {
  const [row] = await t.database.db
    .select({ id: certifications.id })
    .from(certifications)
    .where(and(eq(certifications.groupKey, groupKey), eq(certifications.siteId, siteId), eq(certifications.languageId, languageId)));
  return row.id;
};

describe('POST /api/certification/getCertificationTypeInfo', () => {
  const types = async (host?: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/certification/getCertificationTypeInfo', payload: {}, headers: host ? { host } : {} });
    return envelopeOf(z.array(certificationTypeInfo)).parse(res.json()).data;
  };

  it('answers the main tenant both programmes with their kind names, general first', async () => {
    const list = await types();
    expect(list.map((type) => type.kind)).toEqual([0, 1]);
    expect(list[0].name).toBe('General Security Certification');
    expect(list[1].name.length).toBeGreaterThan(0);
  });

  it('answers each tenant only its own programmes (the neutral brand has no vendor programme)', async () => {
    expect((await types('neutral.localhost')).map((type) => type.kind)).toEqual([0]);
    const micro = await types('micro.localhost:3000');
    expect(micro.map((type) => type.name)).toEqual(['Thermography Fundamentals', 'Thermal Imaging Certification']);
  });

  // Issue 14 item 6: the display name follows the language; the key (hub URL) does not.
  it('names the programmes in the request language and keeps the English key for links', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/certification/getCertificationTypeInfo', payload: { siteId: 17, languageId: AR } });
    const [general] = envelopeOf(z.array(certificationTypeInfo)).parse(res.json()).data;
    expect(general).toMatchObject({ name: 'General Security Certification', title: 'شهادة الأمن العامة' });
    expect((await types())[0].title).toBe('General Security Certification');
  });

  it('names the programme of an Arabic certification in Arabic on its detail and in the hub list', async () => {
    const ar = await certId('gen-associate', 17, AR);
    const detail = (await get(`/api/certification/release/certification/detail?siteId=17&languageId=${AR}&id=${ar}`)).json();
    expect(detail.data.kindName).toBe('شهادة الأمن العامة');
    const list = (await get(`/api/certification/release/certification/list?siteId=17&languageId=${AR}&kind=0`)).json();
    expect(list.code).toBe(200);
    expect(list.data.map((row: { kindName: string }) => row.kindName)).toContain('شهادة الأمن العامة');
  });
});

describe('GET /api/certification/release/certification/getByCountryLanguage', () => {
  it('finds the Arabic version of an English certification on the same site', async () => {
    const en = await certId('gen-associate', 1, EN);
    const ar = await certId('gen-associate', 1, AR);
    const list = await related(`siteId=1&languageId=${AR}&id=${en}`);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: ar, languageId: AR, kind: 0, level: 1 });
    expect(list[0].name).toMatch(/[\u0600-\u06FF]/);
  });

  it('finds the certification of a course page in the new language', async () => {
    const en = await certId('vendor-professional', 1, EN);
    const [course] = await t.database.db.select({ id: releaseCourses.id }).from(releaseCourses).where(eq(releaseCourses.certificationId, en)).limit(1);
    const list = await related(`siteId=1&languageId=${AR}&courseId=${course.id}`);
    expect(list.map((c) => c.id)).toEqual([await certId('vendor-professional', 1, AR)]);
  });

  it('answers the same language version when the language does not change', async () => {
    const en = await certId('gen-professional', 21, EN);
    expect((await related(`siteId=21&languageId=${EN}&id=${en}`)).map((c) => c.id)).toEqual([en]);
    expect((await related(`siteId=21&languageId=${PL}&id=${en}`)).map((c) => c.id)).toEqual([await certId('gen-professional', 21, PL)]);
  });

  it('honours the chosen country: nothing when the site does not offer the language there', async () => {
    const en = await certId('gen-associate', 1, EN);
    expect(await related(`siteId=1&languageId=${AR}&id=${en}&countryCode=ae`)).toHaveLength(1);
    expect(await related(`siteId=1&languageId=${AR}&id=${en}&countryCode=FR`)).toEqual([]);
  });

  it('answers an empty list for an unknown id and for a certification or course of another site', async () => {
    expect(await related(`siteId=1&languageId=${AR}&id=999999`)).toEqual([]);
    expect(await related(`siteId=1&languageId=${AR}&courseId=999999`)).toEqual([]);
    const euOnly = await certId('gen-associate', 21, EN);
    expect(await related(`siteId=1&languageId=${AR}&id=${euOnly}`)).toEqual([]);
  });

  it('answers nothing on a site whose catalogue lacks the language (no guess at another one)', async () => {
    // Site 1 offers Spanish, but the demo catalogue has no Spanish certifications.
    const en = await certId('gen-associate', 1, EN);
    expect(await related(`siteId=1&languageId=4&id=${en}`)).toEqual([]);
  });

  it.each([
    ['neither id nor courseId', 'siteId=1&languageId=2', /id/],
    ['both id and courseId', 'siteId=1&languageId=2&id=1&courseId=1', /id/],
    ['a non-numeric id', 'siteId=1&languageId=2&id=abc', /id/],
    ['a malformed country', 'siteId=1&languageId=2&id=1&countryCode=France', /countryCode/],
    ['a language the site does not offer', 'siteId=1&languageId=3&id=1', /languageId/],
  ])('refuses %s with a 400 envelope', async (_name, query, field) => {
    const res = await get(`${RELATED}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400 });
    expect(res.json().message).toMatch(field);
  });
});
