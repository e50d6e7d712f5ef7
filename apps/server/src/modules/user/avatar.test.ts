import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@credo/contracts/constants';
import { warningMessages } from '@credo/contracts/errors';
import { users } from '../../db/schema/index';
import { LocalDiskStorage } from '../../platform/storage';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import sharp from 'sharp';
import { hasGpsTag, HTML_PAYLOAD, makeJpeg, makeJpegWithGps, makePng, pngClaiming, ZIP_PAYLOAD } from './avatar.test-images';

let t: TestApp;
let storage: LocalDiskStorage;
beforeAll(async () => {
  // Its own upload directory: the tests count a user's avatar files, and user ids repeat across test files.
  t = await buildTestApp({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'credo-avatar-')) });
  storage = new LocalDiskStorage(t.config.dataDir);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

// Real images: the upload decodes and re-encodes them.
const [PNG, JPEG] = await Promise.all([makePng(1, 1), makeJpeg()]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), randomBytes(64)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const padTo = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);

function multipart(file: Buffer, opts: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = `----credo${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'image'}"; filename="${opts.filename ?? 'me.png'}"\r\n` +
    `Content-Type: ${opts.type ?? 'image/png'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const upload = (me: SignedIn, file: Buffer, opts?: Parameters<typeof multipart>[1]) => {
  const body = multipart(file, opts);
  return t.app.inject({ method: 'POST', url: '/api/user/image/upload', payload: body.payload, headers: { ...me.headers, 'content-type': body.contentType } });
};

const photoOf = async (id: number) => (await t.app.db.select({ url: users.photoImgUrl }).from(users).where(eq(users.id, id)))[0].url;
const keyOf = (url: string) => `avatars/${url.split('/').pop()}`;
const filesOf = (userId: number) => {
  const dir = path.join(storage.root, 'avatars');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.startsWith(`${userId}-`) && !f.endsWith('.meta.json')) : [];
};

describe('POST /api/user/image/upload', () => {
  it('stores a PNG, points the user at it and serves it with its type', async () => {
    const me = await signIn(t);
    const res = await upload(me, PNG);
    expect(res.json()).toMatchObject({ code: 200 });
    const url: string = res.json().data;
    expect(url).toMatch(new RegExp(`^/api/user/avatar/${me.user.id}-[0-9a-f-]{36}\\.png$`));
    expect(await photoOf(me.user.id)).toBe(url);

    const img = await t.app.inject({ url, headers: me.headers });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.headers['cache-control']).toContain('max-age');
    expect(img.rawPayload.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
  });

  it('stores a JPEG sent with a misleading name and type, as image/jpeg', async () => {
    const me = await signIn(t);
    const res = await upload(me, JPEG, { filename: 'photo.gif', type: 'application/octet-stream' });
    const url: string = res.json().data;
    expect(url).toMatch(/\.jpg$/);
    const img = await t.app.inject({ url, headers: me.headers });
    expect(img.headers['content-type']).toBe('image/jpeg');
  });

  it('accepts exactly 200 KB', async () => {
    const me = await signIn(t);
    expect((await upload(me, padTo(PNG, AVATAR_MAX_BYTES))).json().code).toBe(200);
  });

  const refusals: [string, Buffer, Parameters<typeof multipart>[1], string][] = [
    ['a GIF', GIF, { filename: 'me.gif', type: 'image/gif' }, warningMessages.avatarFileType],
    ['a PDF named .png and declared image/png', PDF, { filename: 'me.png', type: 'image/png' }, warningMessages.avatarFileType],
    ['an empty file', Buffer.alloc(0), {}, warningMessages.avatarFileType],
    ['a PNG of 201 KB', padTo(PNG, 201 * 1024), {}, warningMessages.avatarFileSize],
  ];
  for (const [what, bytes, opts, message] of refusals) {
    it(`refuses ${what} with 400 and stores nothing`, async () => {
      const me = await signIn(t, { photoImgUrl: null });
      const res = await upload(me, bytes, opts);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message });
      expect(await photoOf(me.user.id)).toBeNull();
      expect(filesOf(me.user.id)).toEqual([]);
    });
  }

  it('refuses another field name and a non-multipart body', async () => {
    const me = await signIn(t);
    expect((await upload(me, PNG, { field: 'file' })).statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/user/image/upload', payload: { image: 'x' }, headers: me.headers });
    expect(json.statusCode).toBe(400);
    expect(filesOf(me.user.id)).toEqual([]);
  });

  it('deletes the previous avatar file', async () => {
    const me = await signIn(t);
    const first: string = (await upload(me, PNG)).json().data;
    expect(await storage.stat(keyOf(first))).not.toBeNull();
    const second: string = (await upload(me, JPEG)).json().data;
    expect(second).not.toBe(first);
    expect(await storage.stat(keyOf(first))).toBeNull();
    expect(await storage.stat(keyOf(second))).not.toBeNull();
    expect(filesOf(me.user.id)).toEqual([second.split('/').pop()]);
    expect((await t.app.inject({ url: first, headers: me.headers })).statusCode).toBe(404);
  });
});

describe('POST /api/user/image/upload: the stored image is re-encoded (decision 0014)', () => {
  /** Uploads, then answers the bytes the avatar URL serves. */
  async function roundTrip(bytes: Buffer, opts?: Parameters<typeof multipart>[1]) {
    const me = await signIn(t);
    const res = await upload(me, bytes, opts);
    expect(res.json().code, res.body).toBe(200);
    return (await t.app.inject({ url: res.json().data, headers: me.headers })).rawPayload;
  }

  it('drops the EXIF of a phone photo, GPS position included, and keeps the picture', async () => {
    const photo = await makeJpegWithGps();
    expect(hasGpsTag((await sharp(photo).metadata()).exif)).toBe(true);
    const stored = await roundTrip(photo, { filename: 'holiday.jpg', type: 'image/jpeg' });
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Exif'))).toBe(false);
    expect(stored.includes(Buffer.from('PhoneCam'))).toBe(false);
  });

  it.each([
    ['an HTML page with a script', HTML_PAYLOAD],
    ['a zip archive', ZIP_PAYLOAD],
  ])('stores a PNG polyglot carrying %s as a clean PNG without the payload', async (_what, payload) => {
    const polyglot = Buffer.concat([await makePng(8, 8), payload]);
    const stored = await roundTrip(polyglot);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 });
    expect(stored.includes(payload.subarray(0, 16))).toBe(false);
    expect(stored.includes(Buffer.from('<script'))).toBe(false);
    expect(stored.includes(Buffer.from('PK\u0003\u0004'))).toBe(false);
  });

  it('stores a JPEG comment segment carrying HTML without it', async () => {
    const jpeg = await makeJpeg();
    // A COM segment (FF FE) right after SOI, where polyglot JPEGs hide their script.
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.alloc(2), HTML_PAYLOAD]);
    comment.writeUInt16BE(HTML_PAYLOAD.length + 2, 2);
    const stored = await roundTrip(Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]), { type: 'image/jpeg' });
    expect(stored.includes(Buffer.from('<script'))).toBe(false);
  });

  it.each([
    ['a JPEG start followed by junk', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(300)])],
    ['a PNG signature followed by HTML', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), HTML_PAYLOAD])],
  ])('refuses %s that does not decode, with the file type message, storing nothing', async (_what, bytes) => {
    const me = await signIn(t, { photoImgUrl: null });
    const res = await upload(me, bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: warningMessages.avatarFileType });
    expect(filesOf(me.user.id)).toEqual([]);
  });

  it('refuses a small PNG whose header claims 30,000 × 30,000 pixels, without decoding it', async () => {
    const me = await signIn(t, { photoImgUrl: null });
    const res = await upload(me, await pngClaiming(30_000, 30_000));
    expect(res.json()).toMatchObject({ code: 400, message: warningMessages.avatarFileType });
    expect(filesOf(me.user.id)).toEqual([]);
  });
});

describe('GET /api/user/avatar/:file', () => {
  it("does not show one user's avatar to another", async () => {
    const owner = await signIn(t);
    const url: string = (await upload(owner, PNG)).json().data;
    const other = await signIn(t);
    expect((await t.app.inject({ url, headers: other.headers })).statusCode).toBe(404);
  });

  it('refuses file names that are not avatar keys', async () => {
    const me = await signIn(t);
    for (const file of ['..%2F..%2Fetc%2Fpasswd', `${me.user.id}-x.png`, 'a.meta.json']) {
      const res = await t.app.inject({ url: `/api/user/avatar/${file}`, headers: me.headers });
      expect(res.statusCode, file).toBe(400);
    }
  });
});
