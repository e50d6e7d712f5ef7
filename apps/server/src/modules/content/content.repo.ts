import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners, currencies, dictItems, footerLinks, regions, seoConfigs, siteCurrencies, socialLinks } from '../../db/schema/index';

type Where = { siteId: number; languageId: number };

export function findFooterLinks(db: Db, { siteId, languageId }: Where) {
  return db
    .select()
    .from(footerLinks)
    .where(and(eq(footerLinks.siteId, siteId), eq(footerLinks.languageId, languageId)))
    .orderBy(asc(footerLinks.areaKind), asc(footerLinks.sort), asc(footerLinks.id));
}

export function findSocialLinks(db: Db, siteId: number) {
  return db.select().from(socialLinks).where(eq(socialLinks.siteId, siteId)).orderBy(asc(socialLinks.sort), asc(socialLinks.id));
}

export function findSeoConfigs(db: Db, { siteId, languageId }: Where, url?: string) {
  const conds = [eq(seoConfigs.siteId, siteId), eq(seoConfigs.languageId, languageId)];
  if (url !== undefined) conds.push(eq(seoConfigs.url, url));
  return db
    .select()
    .from(seoConfigs)
    .where(and(...conds))
    .orderBy(asc(seoConfigs.url));
}

/** Site- and language-specific entries plus shared ones (null site or language). */
export function findDictItems(db: Db, { siteId, languageId }: Where, types: string[]) {
  return db
    .select()
    .from(dictItems)
    .where(
      and(
        inArray(dictItems.dictType, types),
        or(isNull(dictItems.siteId), eq(dictItems.siteId, siteId)),
        or(isNull(dictItems.languageId), eq(dictItems.languageId, languageId)),
      ),
    )
    .orderBy(asc(dictItems.dictType), asc(dictItems.sort), asc(dictItems.id));
}

export function findBanners(db: Db, { siteId, languageId }: Where, types: string[]) {
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.siteId, siteId), eq(banners.languageId, languageId), inArray(banners.type, types)))
    .orderBy(asc(banners.sort), asc(banners.id));
}

export function findRegions(db: Db, siteId: number | undefined, type: number | undefined) {
  const conds = [];
  if (siteId !== undefined) conds.push(eq(regions.siteId, siteId));
  if (type !== undefined) conds.push(eq(regions.type, type));
  return db
    .select()
    .from(regions)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(asc(regions.sort), asc(regions.name));
}

export function findSiteCurrencies(db: Db, siteId: number) {
  return db
    .select({ id: currencies.id, code: currencies.code, symbol: currencies.symbol, name: currencies.name })
    .from(siteCurrencies)
    .innerJoin(currencies, eq(currencies.id, siteCurrencies.currencyId))
    .where(eq(siteCurrencies.siteId, siteId))
    .orderBy(asc(currencies.id));
}
