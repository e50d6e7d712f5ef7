import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { languages, notificationPreferences, sites, tenants } from '../../db/schema/index';

export type Preferences = { reminders: boolean; surveys: boolean; campaigns: boolean; timeZone: string | null };
export const DEFAULT_PREFERENCES: Preferences = { reminders: true, surveys: true, campaigns: true, timeZone: null };

const preferenceColumns = {
  reminders: notificationPreferences.reminders,
  surveys: notificationPreferences.surveys,
  campaigns: notificationPreferences.campaigns,
  timeZone: notificationPreferences.timeZone,
};

export async function selectPreferences(db: Db, userId: number): Promise<Preferences> {
  const [row] = await db.select(preferenceColumns).from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return row ?? DEFAULT_PREFERENCES;
}

/** The stored preferences of many users in one statement; a user who never set any is absent (DEFAULT_PREFERENCES). */
export async function selectPreferencesOf(db: Db, userIds: number[]): Promise<Map<number, Preferences>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notificationPreferences.userId, ...preferenceColumns })
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, userIds));
  return new Map(rows.map(({ userId, ...prefs }) => [userId, prefs]));
}

/** One statement: two concurrent changes of different kinds both hold (each sets only its columns). */
export async function upsertPreferences(db: Db, userId: number, patch: Partial<Preferences>): Promise<Preferences> {
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...patch, updatedAt: sql`now()` } })
    .returning(preferenceColumns);
  return row;
}

/** The recipient's site, tenant and language (published platform tables). */
export async function selectPlace(db: Db, tenantId: number, siteId: number | null, languageId: number | null) {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  const [site] = siteId ? await db.select().from(sites).where(eq(sites.id, siteId)) : [];
  const langId = languageId ?? site?.baseLanguageId ?? null;
  const [language] = langId ? await db.select({ pack: languages.languagePackId, rtl: languages.rtl }).from(languages).where(eq(languages.id, langId)) : [];
  return { tenant, site, language };
}
