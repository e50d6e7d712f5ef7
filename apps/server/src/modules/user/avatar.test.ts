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

// A real 1x1 PNG, and a JPEG start (SOI + APP0): the check reads the magic bytes only.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), randomBytes(200), Buffer.from([0xff, 0xd9])]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), randomBytes(64)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const padTo = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);

function multipart(file: Buffer, opts: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = `----credo${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'image'}"; filename="${opts.filename ?? 'me.png'}"\r\n`
    + `Content-Type: ${opts.type ?? 'image/png'}\r\n\r\n`;
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
    expect(img.rawPayload.equals(PNG)).toBe(true);
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
