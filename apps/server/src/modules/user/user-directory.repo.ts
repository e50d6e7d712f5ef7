import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/** What other modules may know of a user: names, contact, tenant and whether the account is deleted. */
export type UserCard = {
  id: number;
  tenantId: number;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  email: string | null;
  company: string | null;
  countryCode: string | null;
  emailNotificationStatus: number;
  /** The learner's language and site (notification mail is written in that language, with that site's links). */
  languageId: number | null;
  siteId: number | null;
  deleted: boolean;
};

export type ClaimsProfile = {
  subject: string;
  tenantId: number;
  siteId: number;
  languageId: number;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  role: string;
};

const cardColumns = {
  id: users.id,
  tenantId: users.tenantId,
  firstName: users.firstName,
  lastName: users.lastName,
  name: users.name,
  email: users.email,
  company: users.company,
  countryCode: users.countryCode,
  emailNotificationStatus: users.emailNotificationStatus,
  languageId: users.languageId,
  siteId: users.siteId,
  deleted: sql<boolean>`${users.deletedAt} is not null`,
};

/** One query for a whole list (primary-key lookups); deleted users are included, flagged. */
export async function selectCards(db: Db, ids: readonly number[]): Promise<UserCard[]> {
  if (ids.length === 0) return [];
  return db
    .select(cardColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

/**
 * Creates the user on first sign-in, refreshes identity fields afterwards; a single statement,
 * so two callbacks racing for a new user still make one row. Profile fields the learner edits
 * (phone, company …) are never overwritten by the provider.
 */
export async function upsertFromClaims(db: Db, p: ClaimsProfile) {
  const [row] = await db
    .insert(users)
    .values({
      subject: p.subject,
      tenantId: p.tenantId,
      siteId: p.siteId,
      languageId: p.languageId,
      email: p.email,
      firstName: p.firstName,
      lastName: p.lastName,
      name: p.name,
      role: p.role,
    })
    .onConflictDoUpdate({
      target: users.subject,
      set: {
        email: p.email,
        name: p.name,
        role: p.role,
        firstName: sql`coalesce(${users.firstName}, excluded.first_name)`,
        lastName: sql`coalesce(${users.lastName}, excluded.last_name)`,
        deletedAt: null,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row;
}

export async function updateNotificationStatus(db: Db, userId: number, status: number): Promise<void> {
  await db.update(users).set({ emailNotificationStatus: status }).where(eq(users.id, userId));
}
