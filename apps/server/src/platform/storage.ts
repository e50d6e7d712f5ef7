import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';

export type StoredObject = { size: number; contentType: string };

/** Byte range, both ends inclusive (as in an HTTP Range header). */
export type ReadRange = { start?: number; end?: number };

/**
 * Where files live (proofs, avatars, videos, certificates). Keys are relative posix paths such
 * as `videos/camera-basics.mp4`; the backend decides where the bytes go.
 */
export type Storage = {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<StoredObject>;
  /** Size and content type, or null when no object has this key. */
  stat(key: string): Promise<StoredObject | null>;
  createReadStream(key: string, range?: ReadRange): Readable;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
};

/** Thrown for keys that could leave the storage root or are not plain relative paths. */
export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const META_SUFFIX = '.meta.json';
const SEGMENT = /^[A-Za-z0-9._-]+$/;

/**
 * Accepts `a/b/c.ext` only: no absolute paths, no backslashes, no `.`/`..` or empty segments,
 * no control characters, and never our own metadata suffix.
 */
export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512) throw new InvalidStorageKeyError(String(key));
  if (key.includes('\\') || key.startsWith('/') || /^[A-Za-z]:/.test(key)) throw new InvalidStorageKeyError(key);
  if (key.endsWith(META_SUFFIX)) throw new InvalidStorageKeyError(key);
  for (const seg of key.split('/')) {
    if (seg === '' || seg === '.' || seg === '..' || !SEGMENT.test(seg)) throw new InvalidStorageKeyError(key);
  }
}

/** Files under `<dataDir>/uploads`; the content type sits in a `<file>.meta.json` beside each file. */
export class LocalDiskStorage implements Storage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'uploads');
  }

  /** Absolute path of a key, checked to stay inside the root. */
  pathOf(key: string): string {
    assertValidKey(key);
    const full = path.resolve(this.root, ...key.split('/'));
    if (!full.startsWith(this.root + path.sep)) throw new InvalidStorageKeyError(key);
    return full;
  }

  async put(key: string, body: Buffer | Readable, contentType: string): Promise<StoredObject> {
    const full = this.pathOf(key);
    await fsp.mkdir(path.dirname(full), { recursive: true });
    // Write beside the target and rename: a reader never sees a half-written file.
    const tmp = `${full}.${randomUUID()}.tmp`;
    try {
      if (Buffer.isBuffer(body)) await fsp.writeFile(tmp, body);
      else await pipeline(body, fs.createWriteStream(tmp));
      await fsp.writeFile(`${full}${META_SUFFIX}`, JSON.stringify({ contentType }));
      await fsp.rename(tmp, full);
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
    const { size } = await fsp.stat(full);
    return { size, contentType };
  }

  async stat(key: string): Promise<StoredObject | null> {
    const full = this.pathOf(key);
    let size: number;
    try {
      const st = await fsp.stat(full);
      if (!st.isFile()) return null;
      size = st.size;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    let contentType = 'application/octet-stream';
    try {
      const meta = JSON.parse(await fsp.readFile(`${full}${META_SUFFIX}`, 'utf8')) as { contentType?: unknown };
      if (typeof meta.contentType === 'string') contentType = meta.contentType;
    } catch {
      // A file copied in by hand has no metadata: serve it as bytes.
    }
    return { size, contentType };
  }

  createReadStream(key: string, range: ReadRange = {}): Readable {
    const { start, end } = range;
    if (start !== undefined && (!Number.isInteger(start) || start < 0)) throw new RangeError('start must be a non-negative integer');
    if (end !== undefined && (!Number.isInteger(end) || end < (start ?? 0))) throw new RangeError('end must be an integer >= start');
    return fs.createReadStream(this.pathOf(key), { start, end });
  }

  /**
   * Keys of the files directly under a folder (`proofs`) last written before `before`, for the
   * sweepers of abandoned uploads; metadata and half-written files are left out.
   */
  async keysOlderThan(folder: string, before: Date): Promise<string[]> {
    const dir = this.pathOf(folder);
    let names: string[];
    try {
      names = await fsp.readdir(dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const keys: string[] = [];
    for (const name of names) {
      if (name.endsWith(META_SUFFIX) || name.endsWith('.tmp') || !SEGMENT.test(name)) continue;
      const st = await fsp.stat(path.join(dir, name)).catch(() => null);
      if (st?.isFile() && st.mtime < before) keys.push(`${folder}/${name}`);
    }
    return keys;
  }

  async delete(key: string): Promise<void> {
    const full = this.pathOf(key);
    await fsp.rm(full, { force: true });
    await fsp.rm(`${full}${META_SUFFIX}`, { force: true });
  }
}

/** Where files live for this app: the decorated storage when one is set (S3 …), else local disk under DATA_DIR. */
export function storageOf(app: { hasDecorator(name: string): boolean; config: { dataDir: string } }): Storage {
  return app.hasDecorator('storage') ? (app as unknown as { storage: Storage }).storage : new LocalDiskStorage(app.config.dataDir);
}
