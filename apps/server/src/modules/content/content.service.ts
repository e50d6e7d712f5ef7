import type { z } from 'zod';
import type { banner, currency, dictItem, FooterConfig, regionInfo, seoConfig } from '@credo/contracts/site';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../platform/request-context';
import { findBanners, findDictItems, findFooterLinks, findRegions, findSeoConfigs, findSiteCurrencies, findSocialLinks } from './content.repo';

type Ctx = Pick<RequestContext, 'siteId' | 'languageId' | 'site' | 'tenantId'>;

/** Default dictType of the dictionary call (commerce document section 7). */
export const DEFAULT_DICT_TYPE = 'page_image';

export async function getFooter(db: Db, ctx: Ctx): Promise<FooterConfig> {
  const [links, socials] = await Promise.all([findFooterLinks(db, ctx), findSocialLinks(db, ctx.siteId)]);
  return {
    email: ctx.site.contactEmail,
    linkList: links.map((l) => ({ id: l.id, areaKind: l.areaKind, linkTitle: l.linkTitle, linkUrl: l.linkUrl, linkImage: l.linkImage })),
    socialList: socials.map((s) => ({ id: s.id, linkImage: s.linkImage, socialMediaList: s.socialMediaList })),
  };
}

export async function getSeoConfigs(db: Db, ctx: Ctx, url?: string): Promise<z.infer<typeof seoConfig>[]> {
  const rows = await findSeoConfigs(db, ctx, url);
  return rows.map((r) => ({ url: r.url, title: r.title, description: r.description }));
}

export async function getDictItems(db: Db, ctx: Ctx, q: { dictType?: string; dictTypeList?: string }): Promise<z.infer<typeof dictItem>[]> {
  const types = q.dictTypeList ? [...new Set(q.dictTypeList.split(',').filter(Boolean))] : [q.dictType ?? DEFAULT_DICT_TYPE];
  const rows = await findDictItems(db, ctx, types);
  return rows.map((r) => ({ dictType: r.dictType, dictLabel: r.label, dictValue: r.value, imageUrl: r.imageUrl, sort: r.sort }));
}

export async function getBanners(db: Db, ctx: Ctx, typeList: string[]): Promise<z.infer<typeof banner>[]> {
  const rows = await findBanners(db, ctx, [...new Set(typeList)]);
  return rows.map((b) => ({
    id: b.id,
    type: b.type,
    title: b.title,
    description: b.description,
    imageUrl: b.imageUrl,
    mobileImageUrl: b.mobileImageUrl,
    linkUrl: b.linkUrl,
    sort: b.sort,
  }));
}

/**
 * Countries and regions. countryQueryType 1 (default): those of the current site;
 * 0: those of every site, one entry per code (profile forms let a learner pick any country).
 */
export async function getRegions(db: Db, ctx: Ctx, q: { type?: number; countryQueryType?: number }): Promise<z.infer<typeof regionInfo>[]> {
  const allSites = q.countryQueryType === 0;
  const rows = await findRegions(db, allSites ? undefined : ctx.siteId, q.type);
  const seen = new Set<string>();
  const out: z.infer<typeof regionInfo>[] = [];
  for (const r of rows) {
    if (seen.has(r.code)) continue;
    seen.add(r.code);
    out.push({ id: r.id, regionName: r.name, regionCode: r.code, type: r.type, currencyTypeId: r.currencyId });
  }
  return out;
}

export async function getCurrencies(db: Db, ctx: Ctx): Promise<z.infer<typeof currency>[]> {
  const rows = await findSiteCurrencies(db, ctx.siteId);
  return rows.map((c) => ({ id: c.id, currencyCode: c.code, currencySymbol: c.symbol, currencyName: c.name }));
}
