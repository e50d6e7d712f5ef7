import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, languages, siteLanguages } from '../../db/schema/index';

/** Languages offered on a site, one row per (language, country) offer, in display order. */
export function findSiteLanguageOffers(db: Db, siteId: number) {
  return db
    .select({
      id: languages.id,
      languagePackId: languages.languagePackId,
      languageComplete: languages.languageComplete,
      languageSimple: languages.languageSimple,
      rtl: languages.rtl,
      countryCode: siteLanguages.countryCode,
      countryName: countries.name,
    })
    .from(siteLanguages)
    .innerJoin(languages, eq(languages.id, siteLanguages.languageId))
    .innerJoin(countries, eq(countries.code, siteLanguages.countryCode))
    .where(and(eq(siteLanguages.siteId, siteId)))
    .orderBy(asc(siteLanguages.sort), asc(languages.id));
}
