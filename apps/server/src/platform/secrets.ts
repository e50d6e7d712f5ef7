import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema/index';

/**
 * A named secret shared by every node: the first node to ask creates it (insert … on conflict
 * do nothing decides the race), every later call reads the same value.
 */
export async function getOrCreateSecret(db: Db, name: string, create: () => string = () => randomBytes(32).toString('base64url')): Promise<string> {
  await db.insert(appSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row.value;
}

/** A secret read without generating a candidate first (generating an RSA key on every start is wasteful). */
export async function readSecret(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row?.value;
}
