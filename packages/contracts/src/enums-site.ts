import { z } from 'zod';
import type { ValueOf } from './enums';

/**
 * Site, tenant and certification-catalogue enumerations
 * (certification-and-learning.md §1-§3, §9 = "cert doc"; commerce-and-catalogue.md = "commerce doc").
 */

/** Enumeration yes '1', no '0' (both documents, §9); also rtlStatus and supply-info flags. */
export const YesNo = {
  YES: '1',
  NO: '0',
} as const;
export type YesNoValue = ValueOf<typeof YesNo>;
export const yesNoSchema = z.enum(YesNo);

/** Certification kinds (cert doc §1, §3; commerce doc §9 banner codes by kind). */
export const CertificationKind = {
  GENERAL: 0,
  VENDOR: 1,
} as const;
export type CertificationKindValue = ValueOf<typeof CertificationKind>;
export const certificationKindSchema = z.enum(CertificationKind);

/**
 * Certification levels. The numbers are ours; the order is the spec's (cert doc §1: the lower
 * level must be obtained before the higher, associate before professional before expert).
 */
export const CertificationLevel = {
  ASSOCIATE: 1,
  PROFESSIONAL: 2,
  EXPERT: 3,
} as const;
export type CertificationLevelValue = ValueOf<typeof CertificationLevel>;
export const certificationLevelSchema = z.enum(CertificationLevel);

/** Levels each kind offers (cert doc §1): general associate and professional; vendor all three. Not read yet: the seed and hubs list the levels they have. */
export const LEVELS_BY_KIND: Record<CertificationKindValue, readonly CertificationLevelValue[]> = {
  [CertificationKind.GENERAL]: [CertificationLevel.ASSOCIATE, CertificationLevel.PROFESSIONAL],
  [CertificationKind.VENDOR]: [CertificationLevel.ASSOCIATE, CertificationLevel.PROFESSIONAL, CertificationLevel.EXPERT],
};

/** Medals (cert doc §9): bronze, silver, gold for associate, professional, expert certificates. Not used yet: My Learning's medals (issue 18). */
export const Medal = {
  BRONZE: 'bronze',
  SILVER: 'silver',
  GOLD: 'gold',
} as const;
export type MedalValue = ValueOf<typeof Medal>;
export const medalSchema = z.enum(Medal);
export const MEDAL_BY_LEVEL: Record<CertificationLevelValue, MedalValue> = {
  [CertificationLevel.ASSOCIATE]: Medal.BRONZE,
  [CertificationLevel.PROFESSIONAL]: Medal.SILVER,
  [CertificationLevel.EXPERT]: Medal.GOLD,
};

/** Footer link columns by areaKind (cert doc §2). */
export const FooterArea = {
  GENERAL_PROGRAMME: 1,
  VENDOR_PROGRAMME: 2,
  QUICK_LINKS: 3,
  RELATED_LINKS: 4,
  /** Strategic partner logos, mobile. */
  PARTNER_LOGOS: 5,
  /** Legal links beside the copyright. */
  LEGAL_LINKS: 6,
  SOCIAL_LINKS: 7,
} as const;
export type FooterAreaValue = ValueOf<typeof FooterArea>;
export const footerAreaSchema = z.enum(FooterArea);

/** Country type of a region entry (cert doc §3). */
export const CountryType = {
  COUNTRY: 0,
  REGION: 1,
} as const;
export type CountryTypeValue = ValueOf<typeof CountryType>;
export const countryTypeSchema = z.enum(CountryType);

/**
 * Tenants (cert doc §1, commerce doc §1): main brand, micro (thermal-imaging) brand, robot
 * brand and a neutral variant. Each has its own title, favicon and privacy-policy link.
 */
export const Tenant = {
  MAIN: 'main',
  MICRO: 'micro',
  ROBOT: 'robot',
  NEUTRAL: 'neutral',
} as const;
export type TenantValue = ValueOf<typeof Tenant>;
export const tenantSchema = z.enum(Tenant);
/** Tenants that offer the logout action (cert doc §2: "only for the three brand tenants"). */
export const BRAND_TENANTS: readonly TenantValue[] = [Tenant.MAIN, Tenant.MICRO, Tenant.ROBOT];

/** Site ids (cert doc §3). Ids 20 and 22-25 are not in the spec. */
export const SiteId = {
  EN: 1,
  UK: 2,
  MENA: 3,
  ZA: 4,
  ES: 5,
  VN: 6,
  FR: 7,
  CATC: 8,
  TR: 9,
  ID: 10,
  BR: 11,
  PT: 12,
  KR: 13,
  AMERICAS: 14,
  TH: 15,
  AU: 16,
  AR: 17,
  AF: 18,
  /** Micro-brand site. */
  MICRO: 19,
  EU: 21,
  LK: 26,
  ASIA: 27,
  /** Robotics site. */
  ROBOTICS: 28,
} as const;
export type SiteIdValue = ValueOf<typeof SiteId>;
export const siteIdSchema = z.enum(SiteId);

/** Cookie policy categories, each stored on or off (commerce doc §3). */
export const CookieCategory = {
  NECESSARY: 'necessary',
  FUNCTIONALITY: 'functionality',
  ANALYTICS: 'analytics',
} as const;
export type CookieCategoryValue = ValueOf<typeof CookieCategory>;
export const cookieCategorySchema = z.enum(CookieCategory);
export const cookiePolicySchema = z.object({
  necessary: z.boolean(),
  functionality: z.boolean(),
  analytics: z.boolean(),
});
export type CookiePolicy = z.infer<typeof cookiePolicySchema>;
