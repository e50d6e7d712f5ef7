import { z } from 'zod';
import { inputText, positiveId } from './fields';
import { CertificationKind, certificationKindSchema, type CertificationKindValue } from './enums-site';

/**
 * Schemas of the certification calls the site shell makes (certification document sections 2, 3
 * and 7): the tenant's certification types (header menus and hub links) and the language switch
 * of a detail page (GET /certification/release/certification/getByCountryLanguage). The spec
 * names the calls but not their payloads; the field names here are ours and in /api/docs.
 */

/** POST /api/certification/getCertificationTypeInfo: one entry per programme of the tenant. */
export const certificationTypeInfo = z.object({
  id: z.number().int(),
  /** 0 general programme, 1 vendor programme. */
  kind: certificationKindSchema,
  /** The kind name, e.g. "General Security Certification": the programme's key, hub links are built from it. */
  name: z.string(),
  /** The programme's display name in the request's language (the key where it has none). */
  title: z.string(),
});
export type CertificationTypeInfo = z.infer<typeof certificationTypeInfo>;

/**
 * GET /api/certification/release/certification/getByCountryLanguage: the language versions of a
 * certification (or of a course's certification) in the request's language (`languageId`, the
 * language just chosen), optionally for the country chosen with it. Exactly one of `id` and
 * `courseId` names the page being left.
 */
export const certificationByCountryLanguageQuery = z
  .object({
    siteId: positiveId.optional(),
    languageId: positiveId.optional(),
    /** The certification shown on /certification/detail/{id}. */
    id: positiveId.optional(),
    /** The release course shown on /course/detail/{id}: its certification is looked up. */
    courseId: positiveId.optional(),
    /** The country chosen in the selector; when the site does not offer the language there, nothing matches. */
    countryCode: inputText
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'countryCode must be a two-letter country code')
      .transform((code) => code.toUpperCase())
      .optional(),
  })
  .refine((q) => (q.id === undefined) !== (q.courseId === undefined), {
    message: 'Give exactly one of id and courseId',
    path: ['id'],
  });

export const relatedCertification = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: certificationKindSchema,
  level: z.number().int(),
  versionLabel: z.string(),
  languageId: z.number().int(),
});
export type RelatedCertification = z.infer<typeof relatedCertification>;

// ---- Hub links (certification document section 2) -------------------------------------

/** The tenant whose certification hubs have fixed paths (cert §2: "the vendor tenant"). */
export const VENDOR_TENANT_CODE = 'main';

/** The three pages of a certification hub, in menu order. */
export const HUB_PAGES = ['overview', 'online-video-courses', 'classroom'] as const;
export type HubPage = (typeof HUB_PAGES)[number];

/** Fixed hub prefixes of the vendor tenant, by certification kind (cert §2). */
export const VENDOR_HUB_PREFIXES: Record<CertificationKindValue, string> = {
  [CertificationKind.GENERAL]: '/general-security-certification',
  [CertificationKind.VENDOR]: '/hikvision-security-certification',
};

/** A kind name as it appears in a hub path: lower case, spaces turned into dashes (cert §2). */
export const kindNameSlug = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '-');

/**
 * Path of one hub page: `/hikvision-security-certification/overview` (and the general twin) on
 * the vendor tenant, `/overview/{kind-name}` on the others (cert §2).
 */
export const hubPath = (tenantCode: string, type: Pick<CertificationTypeInfo, 'kind' | 'name'>, page: HubPage): string =>
  tenantCode === VENDOR_TENANT_CODE ? `${VENDOR_HUB_PREFIXES[type.kind]}/${page}` : `/${page}/${encodeURIComponent(kindNameSlug(type.name))}`;
