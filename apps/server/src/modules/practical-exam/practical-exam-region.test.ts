import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PracticalExamRegions } from '@credo/contracts/training';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { certId, dataOf, makeSession, post } from './practical-exam-test-kit';
import { DAY_MS } from '@credo/contracts/durations';

let t: TestApp;
let genP: number;

beforeAll(async () => {
  t = await buildTestApp();
  genP = await certId(t, 'gen-professional');
});
afterAll(() => t.close());

const regionsOf = async (certificationId: number, siteId = 1) =>
  dataOf<PracticalExamRegions>(await post(t, null, 'certification/practicalExam/getRegion', { certificationId, siteId }));

describe('POST /api/certification/practicalExam/getRegion', () => {
  it("counts the countries and regions of the certification's sessions not ended on the request's site", async () => {
    const before = await regionsOf(genP);
    expect(before.countries.find((c) => c.code === 'ZQ')).toBeUndefined();
    await makeSession(t, genP, { countryCode: 'ZQ', regionId: 990_001 });
    await makeSession(t, genP, { countryCode: 'ZQ', regionId: 990_001, startAt: new Date(Date.now() + 20 * DAY_MS) });
    await makeSession(t, genP, { countryCode: 'ZQ', regionId: 990_002 });
    // Not counted: ended, remote (no country or region), another site, another certification.
    await makeSession(t, genP, { countryCode: 'ZQ', regionId: 990_003, startAt: new Date(Date.now() - 2 * DAY_MS) });
    await makeSession(t, genP, { countryCode: null, city: null, regionId: null });
    await makeSession(t, await certId(t, 'gen-professional', 21), { siteId: 21, countryCode: 'ZQ', regionId: 990_001 });

    const after = await regionsOf(genP);
    expect(after.countries.find((c) => c.code === 'ZQ')).toEqual({ code: 'ZQ', sessions: 3 });
    expect(after.countries.every((c) => c.code !== null)).toBe(true);
    expect(after.regions.filter((r) => r.regionId >= 990_000)).toEqual([
      { regionId: 990_001, countryCode: 'ZQ', sessions: 2 },
      { regionId: 990_002, countryCode: 'ZQ', sessions: 1 },
    ]);
    // Everything else is as before: the remote session added no country.
    expect(after.countries.filter((c) => c.code !== 'ZQ')).toEqual(before.countries);
  });

  it('answers empty lists for a certification without sessions and 400 without a certification id', async () => {
    expect(await regionsOf(2_000_000_000)).toEqual({ countries: [], regions: [] });
    const bad = await post(t, null, 'certification/practicalExam/getRegion', {});
    expect(bad.statusCode).toBe(400);
  });
});
