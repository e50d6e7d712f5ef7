import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';
import type { Db } from '../../db/client';
import { composeMail } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const logoOf = (host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/notification/mail-logo.png', headers: { host, ...headers } });

describe('the tenant logo as a PNG for mail (issue 20)', () => {
  it('serves a real PNG, 320 px wide at the logo’s aspect ratio, cached and revalidated by ETag', async () => {
    const res = await logoOf('localhost');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d{6,}/);
    expect(res.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // Decoded by libvips: the bytes are an image, not only a signature; the SVG is 271 × 48.
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(320);
    expect(meta.height).toBe(Math.round((320 * 48) / 271));
    // Not blank: the white logo's pixels are drawn.
    const { channels } = await sharp(res.rawPayload).stats();
    expect(channels[3].max).toBe(255);

    const again = await logoOf('localhost', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('is the logo of the tenant whose host is asked', async () => {
    const [main, robot] = await Promise.all([logoOf('localhost'), logoOf('robot.localhost')]);
    expect(robot.statusCode).toBe(200);
    expect(robot.headers.etag).not.toBe(main.headers.etag);
  });

  it('rendered mails reference the PNG on the tenant’s host, with width, height and alt text, and no SVG', async () => {
    const me = await signIn(t, { firstName: 'Ana' });
    const mail = await composeMail(t.app.db as Db, {
      type: 'certificate.issued',
      userId: me.user.id,
      certificateId: 1,
      number: 'C-1',
      certificationName: 'Video Expert',
    });
    if ('skipped' in mail) throw new Error(mail.skipped);
    const img = /<img[^>]*mail-logo\.png[^>]*>/.exec(mail.html)?.[0] ?? '';
    expect(img).toMatch(/src="http:\/\/localhost(:\d+)?\/api\/notification\/mail-logo\.png\?v=[\w-]{8}"/);
    expect(img).toContain('width="160"');
    expect(img).toContain(`height="${Math.round((160 * 48) / 271)}"`);
    expect(img).toMatch(/alt="[^"]+"/);
    expect(mail.html).not.toMatch(/\.svg/);
    // The URL the mail names answers with the PNG.
    const url = new URL(/src="([^"]*mail-logo[^"]*)"/.exec(img)![1].replace(/&amp;/g, '&'));
    const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { host: url.hostname } });
    expect(res.headers['content-type']).toBe('image/png');
  });
});
