import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { isLocalAddress, lookupCountry } from './ip-ranges';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ defaultCountry: 'DE', countryHeader: 'cf-ipcountry' });
});
afterAll(() => t.close());

const lookup = (opts: { ip?: string; headers?: Record<string, string>; method?: 'GET' | 'POST' } = {}) =>
  t.app.inject({
    method: opts.method ?? 'GET',
    url: '/api/certification/location/getCountryByIp?siteId=1',
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: opts.headers,
  });

describe('getCountryByIp', () => {
  it('answers the configured default for loopback and private addresses', async () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.5', '::1']) {
      expect((await lookup({ ip })).json().data).toMatchObject({ countryCode: 'DE', countryName: 'Germany', source: 'default' });
    }
  });

  it('uses the bundled range table for public addresses', async () => {
    expect((await lookup({ ip: '212.77.100.1' })).json().data).toMatchObject({ countryCode: 'PL', countryName: 'Poland', source: 'table' });
    expect((await lookup({ ip: '8.8.8.8', method: 'POST' })).json().data).toMatchObject({ countryCode: 'US', source: 'table' });
  });

  it('prefers the proxy header and ignores a malformed one', async () => {
    expect((await lookup({ ip: '8.8.8.8', headers: { 'cf-ipcountry': 'fr' } })).json().data).toMatchObject({ countryCode: 'FR', source: 'header' });
    expect((await lookup({ ip: '8.8.8.8', headers: { 'cf-ipcountry': '<x>' } })).json().data).toMatchObject({ countryCode: 'US', source: 'table' });
  });

  it('falls back to the site country for an unknown public address', async () => {
    const data = (await lookup({ ip: '203.0.113.9' })).json().data;
    expect(data.source).toBe('default');
    expect(data.countryCode).toMatch(/^[A-Z]{2}$/);
  });
});

describe('ip range helpers', () => {
  it('classifies addresses', () => {
    expect(isLocalAddress('172.16.0.1')).toBe(true);
    expect(isLocalAddress('172.32.0.1')).toBe(false);
    expect(isLocalAddress('::ffff:127.0.0.1')).toBe(true);
    expect(lookupCountry('999.1.1.1')).toBeNull();
    expect(lookupCountry('::ffff:212.77.100.1')).toBe('PL');
  });
});
