import { REQUIRED_INFO_FIELDS, type ProvinceCity, type RequiredInfoFlags, type SupplementConfig } from '@credo/contracts/user';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../platform/request-context';
import { findProvinceCities, findRegionIdsOfCountry, findSupplementConfigs, type SupplementConfigRow } from './supplement.repo';

type Ctx = Pick<RequestContext, 'siteId'>;

/** Flags of a stored config; a field missing from the row is not required. */
const toFlags = (row: SupplementConfigRow | undefined): RequiredInfoFlags =>
  Object.fromEntries(REQUIRED_INFO_FIELDS.map((f) => [f, row?.flags[f] === '1' ? '1' : '0'])) as RequiredInfoFlags;

const NOTHING_REQUIRED = toFlags(undefined);

/** The region's own config when it has one, else the site's; a site without config requires nothing. */
function pick(rows: SupplementConfigRow[], regionIds: number[]): SupplementConfigRow | undefined {
  for (const id of regionIds) {
    const own = rows.find((r) => r.regionId === id);
    if (own) return own;
  }
  return rows.find((r) => r.regionId === null);
}

/** /api/certification/supplementInfo/query: the config of the site, or of one of its regions. */
export async function getSupplementConfig(db: Db, ctx: Ctx, regionId?: number): Promise<SupplementConfig> {
  const regionIds = regionId ? [regionId] : [];
  const row = pick(await findSupplementConfigs(db, ctx.siteId, regionIds), regionIds);
  return { siteId: ctx.siteId, regionId: row?.regionId ?? null, ...toFlags(row), regionInfoRelIdList: row?.exemptRegionIds ?? [] };
}

export type RequiredInfo = { flags: RequiredInfoFlags; exempt: boolean };

/**
 * What a user with this country must fill on this site: the config of the country's region (or
 * its multi-country region, or the site), and nothing at all when that region is exempt.
 */
export async function requiredInfoFor(db: Db, ctx: Ctx, countryCode: string | null): Promise<RequiredInfo> {
  const regionIds = countryCode ? await findRegionIdsOfCountry(db, ctx.siteId, countryCode) : [];
  const row = pick(await findSupplementConfigs(db, ctx.siteId, regionIds), regionIds);
  const exempt = regionIds.some((id) => row?.exemptRegionIds.includes(id));
  return { flags: exempt ? NOTHING_REQUIRED : toFlags(row), exempt };
}

/** Provinces of a country (no parentId) or the cities of one province. */
export async function getProvinceCities(db: Db, q: { countryCode: string; parentId?: number }): Promise<ProvinceCity[]> {
  const rows = await findProvinceCities(db, q.countryCode, q.parentId ?? null);
  return rows.map((r) => ({ id: r.id, name: r.name, countryCode: r.countryCode, parentId: r.parentId }));
}
