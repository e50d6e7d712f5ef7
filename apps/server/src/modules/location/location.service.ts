import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries } from '../../db/schema/index';
import { isLocalAddress, lookupCountry } from './ip-ranges';

export type CountryLookupInput = { ip: string; headerCountry?: string; defaultCountry: string; fallbackCountry: string };

/**
 * Country of the visitor: the trusted proxy's header first, then the bundled range table;
 * loopback and private addresses get the configured default; anything else unknown gets the site's country.
 */
export async function getCountryByIp(db: Db, input: CountryLookupInput) {
  const header = input.headerCountry?.trim().toUpperCase();
  let countryCode: string;
  let source: 'header' | 'table' | 'default';
  if (header && /^[A-Z]{2}$/.test(header) && header !== 'XX') {
    countryCode = header;
    source = 'header';
  } else if (isLocalAddress(input.ip)) {
    countryCode = input.defaultCountry;
    source = 'default';
  } else {
    const found = lookupCountry(input.ip);
    countryCode = found ?? input.fallbackCountry;
    source = found ? 'table' : 'default';
  }
  const [row] = await db.select({ name: countries.name }).from(countries).where(eq(countries.code, countryCode)).limit(1);
  return { ip: input.ip, countryCode, countryName: row?.name ?? countryCode, source };
}
