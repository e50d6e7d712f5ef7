import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, provinceCities, regions, supplementConfigs } from '../../db/schema/index';

export type SupplementConfigRow = typeof supplementConfigs.$inferSelect;

/** The site's own config (region null) and, when asked, the config of one of its regions. */
export function findSupplementConfigs(db: Db, siteId: number, regionIds: number[]) {
  const byRegion = regionIds.map((id) => eq(supplementConfigs.regionId, id));
  return db
    .select()
    .from(supplementConfigs)
    .where(and(eq(supplementConfigs.siteId, siteId), or(isNull(supplementConfigs.regionId), ...byRegion)));
}

/**
 * The site's regions a country belongs to: its own entry (type 0) first, then the multi-country
 * region of its group (type 1), e.g. PL -> [Poland], DE -> [Germany, DACH].
 */
export async function findRegionIdsOfCountry(db: Db, siteId: number, countryCode: string): Promise<number[]> {
  const [country] = await db.select({ group: countries.regionGroup }).from(countries).where(eq(countries.code, countryCode)).limit(1);
  const codes = [countryCode, ...(country?.group ? [country.group] : [])];
  const rows = await db
    .select({ id: regions.id, code: regions.code, type: regions.type })
    .from(regions)
    .where(and(eq(regions.siteId, siteId), or(...codes.map((c) => eq(regions.code, c)))));
  return rows.sort((a, b) => a.type - b.type).map((r) => r.id);
}

export function findProvinceCities(db: Db, countryCode: string, parentId: number | null) {
  return db
    .select()
    .from(provinceCities)
    .where(and(eq(provinceCities.countryCode, countryCode), parentId === null ? isNull(provinceCities.parentId) : eq(provinceCities.parentId, parentId)))
    .orderBy(asc(provinceCities.sort), asc(provinceCities.name));
}
