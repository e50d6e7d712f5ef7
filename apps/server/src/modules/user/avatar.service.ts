import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { warningMessages } from '@credo/contracts/errors';
import { AVATAR_URL_PREFIX, avatarFileParams } from '@credo/contracts/user';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { SessionUser } from '../../platform/session';
import type { Storage } from '../../platform/storage';
import { reencodeImage } from './avatar.image';
import { replaceAvatarUrl } from './user.repo';

export type AvatarImage = { ext: 'png' | 'jpg'; contentType: 'image/png' | 'image/jpeg' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPG or PNG by their magic bytes; the file name and the declared type are not trusted. */
export function sniffImage(bytes: Buffer): AvatarImage | null {
  if (bytes.length > PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return { ext: 'png', contentType: 'image/png' };
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { ext: 'jpg', contentType: 'image/jpeg' };
  return null;
}

const storageKeyOf = (file: string) => `avatars/${file}`;

/** The avatar file name inside one of our avatar URLs, when it belongs to this user. */
export function ownAvatarFile(url: string | null, userId: number): string | null {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return null;
  const file = url.slice(AVATAR_URL_PREFIX.length);
  return avatarFileParams.safeParse({ file }).success && file.startsWith(`${userId}-`) ? file : null;
}

export const avatarTypeError = () => AppError.badRequest(warningMessages.avatarFileType);
export const avatarSizeError = () => AppError.badRequest(warningMessages.avatarFileSize);

/**
 * Stores the checked image, decoded and encoded again (no EXIF, no appended payload), under a new
 * random key, points the user at it, then removes the previous file. The bytes were size-limited
 * while streaming (route); nothing is stored for a refused file: not JPG or PNG by its magic
 * bytes, or not decodable as one.
 */
export async function saveAvatar(db: Db, storage: Storage, me: SessionUser, bytes: Buffer): Promise<string> {
  const image = sniffImage(bytes);
  if (!image) throw avatarTypeError();
  const clean = await reencodeImage(bytes, image.ext);
  if (!clean) throw avatarTypeError();
  const file = `${me.id}-${randomUUID()}.${image.ext}`;
  await storage.put(storageKeyOf(file), clean, image.contentType);
  const url = AVATAR_URL_PREFIX + file;
  let previous: string | null;
  try {
    previous = await replaceAvatarUrl(db, me.id, url);
  } catch (err) {
    await storage.delete(storageKeyOf(file));
    throw err;
  }
  const old = ownAvatarFile(previous, me.id);
  if (old && old !== file) await storage.delete(storageKeyOf(old));
  return url;
}

/** Removes a user's avatar file (account deletion); other URLs (provider pictures) are left alone. */
export async function deleteAvatarFile(storage: Storage, url: string | null, userId: number): Promise<void> {
  const file = ownAvatarFile(url, userId);
  if (file) await storage.delete(storageKeyOf(file));
}

/** An avatar is shown to its owner only; anything else is not found. */
export async function openAvatar(storage: Storage, me: SessionUser, file: string): Promise<{ stream: Readable; size: number; contentType: string } | null> {
  if (!file.startsWith(`${me.id}-`)) return null;
  const key = storageKeyOf(file);
  const stat = await storage.stat(key);
  if (!stat) return null;
  return { stream: storage.createReadStream(key), size: stat.size, contentType: stat.contentType };
}
