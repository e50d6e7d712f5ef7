import { z } from 'zod';
import { inputText, positiveId } from './fields';

/**
 * Schemas of the site calls (certification document section 7, commerce document section 7).
 * The spec gives field names for site, language, footer and country entries (section 3);
 * where it does not show a payload the shape here is ours and documented in /api/docs.
 */

/** siteId and languageId travel in the query or body of every call except /api/front-api/*. */
export const siteParams = z.object({
  siteId: positiveId.optional(),
  languageId: positiveId.optional(),
});

export const siteInfoQuery = z.object({
  /**
   * First path segment of the page URL (e.g. "eu", "asia"). When it is not one of the tenant's
   * site prefixes the tenant's default site answers (the segment was a page path, not a prefix).
   */
  sitePath: inputText
    .max(30)
    .regex(/^[a-z-]*$/i)
    .optional(),
  /** A site id may be asked for directly (site info by ids). */
  siteId: positiveId.optional(),
});

export const siteInfo = z.object({
  siteId: z.number().int(),
  siteCode: z.string(),
  siteName: z.string(),
  pathPrefix: z.string(),
  baseLanguageId: z.number().int(),
  orderFood: z.boolean(),
  showCompanyCertificate: z.boolean(),
  languageNavigation: z.boolean(),
  analyticsTestId: z.string().nullable(),
  analyticsProdId: z.string().nullable(),
  contactEmail: z.string(),
  defaultCountryCode: z.string(),
  isEU: z.boolean(),
  isAsia: z.boolean(),
  isArSite: z.boolean(),
  showNonCertiMenu: z.boolean(),
  /** Every site prefix of this tenant ('' is the default site), so the client can parse URLs. */
  sitePrefixes: z.array(z.string()),
  tenant: z.object({
    tenantId: z.number().int(),
    code: z.string(),
    name: z.string(),
    defaultTitle: z.string(),
    faviconUrl: z.string(),
    logoUrl: z.string(),
    /** For dark backgrounds such as the header. */
    logoInverseUrl: z.string(),
    privacyPolicyUrl: z.string(),
  }),
});
export type SiteInfo = z.infer<typeof siteInfo>;

export const language = z.object({
  id: z.number().int(),
  languagePackId: z.string(),
  languageComplete: z.string(),
  languageSimple: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  /** '1' right-to-left, '0' left-to-right. */
  rtlStatus: z.enum(['0', '1']),
});
export type Language = z.infer<typeof language>;

const footerLink = z.object({
  id: z.number().int(),
  areaKind: z.number().int().min(1).max(7),
  linkTitle: z.string(),
  linkUrl: z.string(),
  linkImage: z.string().nullable(),
});
const socialEntry = z.object({
  id: z.number().int(),
  linkImage: z.string(),
  socialMediaList: z.array(z.object({ link: z.string(), title: z.string() })),
});
export const footerConfig = z.object({
  email: z.string(),
  linkList: z.array(footerLink),
  socialList: z.array(socialEntry),
});
export type FooterConfig = z.infer<typeof footerConfig>;

/** Country entry of the language selector: a country and the ids of its languages. */
export const countryEntry = z.object({
  country: z.string(),
  countryCode: z.string(),
  languageList: z.array(z.number().int()),
});
export type CountryEntry = z.infer<typeof countryEntry>;

export const countryByIp = z.object({
  ip: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  /** How the country was found: 'header' (proxy header), 'table' (bundled ranges), 'default'. */
  source: z.enum(['header', 'table', 'default']),
});

export const seoQuery = z.object({ url: inputText.max(500).optional() });
export const seoConfig = z.object({ url: z.string(), title: z.string(), description: z.string() });
export type SeoConfig = z.infer<typeof seoConfig>;

export const dictQuery = z.object({
  dictType: inputText
    .max(50)
    .regex(/^[a-z_]+$/)
    .optional(),
  /** Comma-separated list of dict types ("dictionary list by dictTypeList"). */
  dictTypeList: inputText
    .max(500)
    .regex(/^[a-z_,]+$/)
    .optional(),
});
export const dictItem = z.object({
  dictType: z.string(),
  dictLabel: z.string(),
  dictValue: z.string(),
  imageUrl: z.string().nullable(),
  sort: z.number().int(),
});

export const bannerQuery = z.object({
  typeList: z
    .array(inputText.regex(/^\d{1,3}$/))
    .min(1)
    .max(20),
});
export const banner = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  mobileImageUrl: z.string(),
  linkUrl: z.string().nullable(),
  sort: z.number().int(),
});
export type Banner = z.infer<typeof banner>;

export const regionQuery = z.object({
  /** Country type: 0 country, 1 region (certification document section 3). */
  type: z.coerce.number().int().min(0).max(1).optional(),
  /** 0: every country and region; 1: only those served by the current site. */
  countryQueryType: z.coerce.number().int().min(0).max(1).optional(),
});
export const regionInfo = z.object({
  id: z.number().int(),
  regionName: z.string(),
  regionCode: z.string(),
  type: z.number().int(),
  currencyTypeId: z.number().int().nullable(),
});

export const currency = z.object({
  id: z.number().int(),
  currencyCode: z.string(),
  currencySymbol: z.string(),
  currencyName: z.string(),
});
