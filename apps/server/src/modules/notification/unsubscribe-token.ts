import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { getOrCreateSecret } from '../../platform/secrets';
import { OPTIONAL_CATEGORIES, type OptionalCategory } from './events';

const SECRET = 'notification-unsubscribe';

const mac = (secret: string, userId: number, category: string) => createHmac('sha256', secret).update(`unsubscribe:${userId}:${category}`).digest('base64url');

/** A token for one recipient and one kind: it cannot be turned into another user's or kind's link. */
export async function unsubscribeToken(db: Db, userId: number, category: OptionalCategory): Promise<string> {
  return mac(await getOrCreateSecret(db, SECRET), userId, category);
}

/** A signer for many links with one read of the secret (a campaign batch signs hundreds). */
export async function unsubscribeSigner(db: Db): Promise<(userId: number, category: OptionalCategory) => string> {
  const secret = await getOrCreateSecret(db, SECRET);
  return (userId, category) => mac(secret, userId, category);
}

export async function checkUnsubscribeToken(db: Db, userId: number, category: string, token: string): Promise<boolean> {
  if (!(OPTIONAL_CATEGORIES as readonly string[]).includes(category)) return false;
  const want = Buffer.from(mac(await getOrCreateSecret(db, SECRET), userId, category));
  const got = Buffer.from(token);
  return got.length === want.length && timingSafeEqual(got, want);
}
