import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';

/**
 * The provider (Koa) builds its endpoint URLs from X-Forwarded-Host/-Proto when behind a proxy.
 * Koa cannot check that the peer is a listed proxy, so only Fastify's trusted view reaches it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ trustProxy: ['10.0.0.1'] });
});
afterAll(() => t.close());

const discovery = async (remoteAddress: string, headers: Record<string, string>) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/idp/.well-known/openid-configuration',
    remoteAddress,
    headers: { host: 'localhost:3000', ...headers },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { authorization_endpoint: string };
};

describe('identity provider behind a listed proxy (TRUST_PROXY=10.0.0.1)', () => {
  it("ignores a direct client's forged X-Forwarded-Host and -Proto", async () => {
    const forged = await discovery('203.0.113.9', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '10.0.0.1' });
    expect(forged.authorization_endpoint).toBe('http://localhost:3000/idp/auth');
  });

  it('honours the listed proxy', async () => {
    const proxied = await discovery('10.0.0.1', { 'x-forwarded-host': 'localhost:3000', 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' });
    expect(proxied.authorization_endpoint).toBe('https://localhost:3000/idp/auth');
  });
});
