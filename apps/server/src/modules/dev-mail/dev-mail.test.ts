import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { sendMail } from '../../platform/mail';
import { isLoopback } from './dev-mail.routes';

/**
 * Issue 13, finding 2: the outbox shows every tenant's mail, reset links included, so even where
 * it is served it answers loopback clients only; anyone else gets the 404 of an unknown path.
 */
let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  dev = await buildTestApp();
  // `npm start` with DEV_MAIL=true (the e2e harness) behind a trusted proxy.
  prod = await buildTestApp({ env: 'production', devMail: true, trustProxy: 1 });
  await sendMail(dev.app.db, { to: 'victim@example.com', subject: 'Reset', text: 'http://localhost:3000/idp/reset?token=secret' });
  await sendMail(prod.app.db, { to: 'victim@example.com', subject: 'Reset', text: 'http://localhost:3000/idp/reset?token=secret' });
});
afterAll(async () => {
  await dev.close();
  await prod.close();
});

const get = (t: TestApp, url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers });
const PATHS = ['/dev/mail', '/dev/mail/latest?to=victim@example.com'];

describe('/dev/mail access', () => {
  it('answers 404 to a client that is not on this machine', async () => {
    for (const url of PATHS) {
      for (const remoteAddress of ['203.0.113.9', '10.0.0.5', '::ffff:192.168.1.4', '2001:db8::1']) {
        const res = await get(dev, url, remoteAddress);
        expect(res.statusCode, `${url} from ${remoteAddress}`).toBe(404);
        expect(res.body).not.toContain('token=secret');
      }
    }
  });

  it('serves loopback clients (IPv4, IPv6, IPv4-mapped)', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await get(dev, '/dev/mail/latest?to=victim@example.com', remoteAddress);
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.json().links).toEqual(['http://localhost:3000/idp/reset?token=secret']);
    }
  });

  it('in production with DEV_MAIL=true behind a trusted proxy, the forwarded client address counts', async () => {
    const fromOutside = await get(prod, '/dev/mail/latest?to=victim@example.com', '127.0.0.1', { 'x-forwarded-for': '198.51.100.20' });
    expect(fromOutside.statusCode).toBe(404);
    expect((await get(prod, '/dev/mail', '127.0.0.1', { 'x-forwarded-for': '198.51.100.20' })).statusCode).toBe(404);
    const local = await get(prod, '/dev/mail/latest?to=victim@example.com', '127.0.0.1');
    expect(local.statusCode).toBe(200);
  });

  it('trusts only the nearest proxy: a client-prepended X-Forwarded-For: 127.0.0.1 does not pass', async () => {
    // The proxy (127.0.0.1) appends the real client to what the client sent.
    const spoofed = await get(prod, '/dev/mail/latest?to=victim@example.com', '127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 198.51.100.20' });
    expect(spoofed.statusCode).toBe(404);
    expect(spoofed.body).not.toContain('token=secret');
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([true, true, true, true]);
    expect(['128.0.0.1', '1127.0.0.1', '::ffff:10.0.0.1', '::2', 'localhost', ''].map(isLoopback)).toEqual([false, false, false, false, false, false]);
  });
});
