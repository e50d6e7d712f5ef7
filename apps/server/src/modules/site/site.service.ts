import type { CountryEntry, Language, SiteInfo } from '@credo/contracts/site';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../platform/request-context';
import type { SiteRegistry, SiteRow, TenantRow } from '../../platform/site-registry';
import { AppError } from '../../platform/app-error';
import { findSiteLanguageOffers } from './site.repo';

export function toSiteInfoDto(site: SiteRow, tenant: TenantRow, sitePrefixes: string[]): SiteInfo {
  return {
    siteId: site.id,
    siteCode: site.code,
    siteName: site.name,
    pathPrefix: site.pathPrefix,
    baseLanguageId: site.baseLanguageId,
    orderFood: site.orderFood,
    showCompanyCertificate: site.showCompanyCertificate,
    languageNavigation: site.languageNavigation,
    analyticsTestId: site.analyticsTestId,
    analyticsProdId: site.analyticsProdId,
    contactEmail: site.contactEmail,
    defaultCountryCode: site.defaultCountryCode,
    isEU: site.isEu,
    isAsia: site.isAsia,
    isArSite: site.isArSite,
    showNonCertiMenu: site.showNonCertiMenu,
    sitePrefixes,
    tenant: {
      tenantId: tenant.id,
      code: tenant.code,
      name: tenant.name,
      defaultTitle: tenant.defaultTitle,
      faviconUrl: tenant.faviconUrl,
      logoUrl: tenant.logoUrl,
      logoInverseUrl: tenant.logoInverseUrl,
      privacyPolicyUrl: tenant.privacyPolicyUrl,
    },
  };
}

/**
 * Site info for the front end's bootstrap (front-api: no siteId/languageId context).
 * The tenant comes from the Host header; the site from the URL's first segment or an explicit id.
 */
export async function getSiteInfo(registry: SiteRegistry, tenant: TenantRow, query: { sitePath?: string; siteId?: number }): Promise<SiteInfo> {
  const snap = await registry.get();
  const tenantSites = [...snap.sitesById.values()].filter((s) => s.tenantId === tenant.id).sort((a, b) => a.id - b.id);
  let site: SiteRow | undefined;
  if (query.siteId !== undefined) {
    site = tenantSites.find((s) => s.id === query.siteId);
    if (!site) throw AppError.badRequest(`Unknown siteId ${query.siteId} for this host`);
  } else {
    const segment = (query.sitePath ?? '').toLowerCase();
    site = (segment && tenantSites.find((s) => s.pathPrefix === segment)) || tenantSites.find((s) => s.pathPrefix === '') || tenantSites[0];
  }
  if (!site) throw new AppError(500, null, `Tenant ${tenant.code} has no site`, 500);
  return toSiteInfoDto(
    site,
    tenant,
    tenantSites.map((s) => s.pathPrefix),
  );
}

/** Distinct languages of the current site, each with the first country it is offered for. */
export async function listSiteLanguages(db: Db, ctx: Pick<RequestContext, 'siteId'>): Promise<Language[]> {
  const offers = await findSiteLanguageOffers(db, ctx.siteId);
  const seen = new Set<number>();
  const out: Language[] = [];
  for (const o of offers) {
    if (seen.has(o.id)) continue;
    seen.add(o.id);
    out.push({
      id: o.id,
      languagePackId: o.languagePackId,
      languageComplete: o.languageComplete,
      languageSimple: o.languageSimple,
      countryCode: o.countryCode,
      countryName: o.countryName,
      rtlStatus: o.rtl ? '1' : '0',
    });
  }
  return out;
}

/** The language selector's first step: countries of the site, each with its language ids. */
export async function listCountryLanguages(db: Db, ctx: Pick<RequestContext, 'siteId'>): Promise<CountryEntry[]> {
  const offers = await findSiteLanguageOffers(db, ctx.siteId);
  const byCountry = new Map<string, CountryEntry>();
  for (const o of offers) {
    const entry = byCountry.get(o.countryCode) ?? { country: o.countryName, countryCode: o.countryCode, languageList: [] };
    if (!entry.languageList.includes(o.id)) entry.languageList.push(o.id);
    byCountry.set(o.countryCode, entry);
  }
  return [...byCountry.values()];
}
