import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessTypeNames, businessTypes, countries, siteLanguages, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
/** The columns POST /api/user/update may write. */
export type ProfilePatch = Partial<
  Pick<
    UserRow,
    | 'firstName'
    | 'lastName'
    | 'phoneNumber'
    | 'phoneCode'
    | 'country'
    | 'countryCode'
    | 'province'
    | 'city'
    | 'address'
    | 'postcode'
    | 'vatNumber'
    | 'company'
    | 'jobTitle'
    | 'type'
    | 'languageId'
    | 'emailNotificationStatus'
    | 'migrationPopStatus'
  >
>;

export async function findUser(db: Db, tenantId: number, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.tenantId, tenantId), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function updateProfile(db: Db, id: number, patch: ProfilePatch): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function findCountryByCode(db: Db, code: string) {
  const [row] = await db.select({ code: countries.code, name: countries.name }).from(countries).where(eq(countries.code, code)).limit(1);
  return row;
}

export async function findCountryByName(db: Db, name: string) {
  const [row] = await db
    .select({ code: countries.code, name: countries.name })
    .from(countries)
    .where(sql`lower(${countries.name}) = lower(${name})`)
    .limit(1);
  return row;
}

export async function businessTypeExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: businessTypes.id }).from(businessTypes).where(eq(businessTypes.id, id)).limit(1);
  return Boolean(row);
}

export async function isLanguageOffered(db: Db, siteId: number, languageId: number): Promise<boolean> {
  const [row] = await db
    .select({ languageId: siteLanguages.languageId })
    .from(siteLanguages)
    .where(and(eq(siteLanguages.siteId, siteId), eq(siteLanguages.languageId, languageId)))
    .limit(1);
  return Boolean(row);
}

/** Business types with the name in the language, or in the fallback language when not translated. */
export function findBusinessTypes(db: Db, languageId: number, fallbackLanguageId: number) {
  return db
    .select({
      id: businessTypes.id,
      code: businessTypes.code,
      name: sql<string>`coalesce(
      (select n.name from ${businessTypeNames} n where n.type_id = ${businessTypes.id} and n.language_id = ${languageId}),
      (select n.name from ${businessTypeNames} n where n.type_id = ${businessTypes.id} and n.language_id = ${fallbackLanguageId}),
      ${businessTypes.code})`,
    })
    .from(businessTypes)
    .orderBy(asc(businessTypes.sort), asc(businessTypes.id));
}

export async function setLanguage(db: Db, id: number, languageId: number): Promise<void> {
  await db.update(users).set({ languageId, updatedAt: new Date() }).where(eq(users.id, id));
}

/**
 * Records that the migration notice was dismissed. A plain conditional UPDATE: repeating it, or
 * two at once, leaves the same '0' (the second matches no row and writes nothing).
 */
export async function setMigrationPopDismissed(db: Db, id: number): Promise<void> {
  await db
    .update(users)
    .set({ migrationPopStatus: '0', updatedAt: new Date() })
    .where(and(eq(users.id, id), sql`${users.migrationPopStatus} <> '0'`));
}

/** Sets the new avatar URL and answers the previous one; the row lock orders two uploads at once. */
export function replaceAvatarUrl(db: Db, id: number, url: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ url: users.photoImgUrl }).from(users).where(eq(users.id, id)).for('update');
    await tx.update(users).set({ photoImgUrl: url, updatedAt: new Date() }).where(eq(users.id, id));
    return row?.url ?? null;
  });
}

/**
 * Account deletion: every personal field goes, the subject too (it may hold the e-mail), so a
 * later sign-in with the same identity starts a new account. The row stays for the records that
 * refer to it (orders, certificates).
 */
export async function anonymiseUser(db: Db, id: number): Promise<void> {
  await db
    .update(users)
    .set({
      subject: `deleted|${id}`,
      email: null,
      name: 'Deleted user',
      firstName: null,
      lastName: null,
      phoneNumber: null,
      phoneCode: null,
      country: null,
      countryCode: null,
      province: null,
      city: null,
      address: null,
      postcode: null,
      vatNumber: null,
      company: null,
      jobTitle: null,
      type: null,
      photoImgUrl: null,
      emailNotificationStatus: 0,
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}
