import { z } from 'zod';
import { inputText, positiveId } from './fields';
import { FIELD_LIMITS } from './constants';
import { yesNoSchema, type YesNoValue } from './enums-site';

/**
 * Schemas of the user calls (certification document sections 3, 4, 5, 7; commerce document
 * section 7): user info, profile update with the section 5 rules, required-information config
 * (supply-info), province/city lists, business types, avatar upload, signature hand-off.
 * The web form uses `userUpdate` (user-update.ts) and `profileIssues` too, so both sides apply
 * the same rules.
 */

// ---- Rules (certification document section 5) --------------------------------------------

/** The fields a site's required-information config can flag ('1' = required and shown). */
export const REQUIRED_INFO_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'country',
  'province',
  'city',
  'postcode',
  'address',
  'company',
  'type',
  'vatNumber',
] as const;
export type RequiredInfoField = (typeof REQUIRED_INFO_FIELDS)[number];
export type RequiredInfoFlags = Record<RequiredInfoField, YesNoValue>;

/** Label and control of each flagged field: inputs say "Please input", selects "Please select" (section 5). */
export const REQUIRED_INFO_LABELS: Record<RequiredInfoField, { label: string; control: 'input' | 'select' }> = {
  firstName: { label: 'first name', control: 'input' },
  lastName: { label: 'last name', control: 'input' },
  phoneNumber: { label: 'phone number', control: 'input' },
  country: { label: 'country', control: 'select' },
  province: { label: 'province', control: 'select' },
  city: { label: 'city', control: 'select' },
  postcode: { label: 'postcode', control: 'input' },
  address: { label: 'address', control: 'input' },
  company: { label: 'company', control: 'input' },
  type: { label: 'type', control: 'select' },
  vatNumber: { label: 'VAT number', control: 'input' },
};
export const requiredMessage = (field: RequiredInfoField) => {
  const { label, control } = REQUIRED_INFO_LABELS[field];
  return `Please ${control} ${label}`;
};

/**
 * Lengths of the fields the spec does not limit (country, province, city names, job title);
 * these numbers are ours. The spec's limits are FIELD_LIMITS (30/50/100/200).
 */
export const PROFILE_EXTRA_LIMITS = { country: 100, province: 100, city: 100, jobTitle: 100, phoneCode: FIELD_LIMITS.phoneNumber } as const;

/** Poland's postcode: two parts joined with a hyphen (section 3 and 5), e.g. 00-950. */
export const POLISH_POSTCODE_PATTERN = /^\d{2}-\d{3}$/;

export const VALIDATION_MESSAGES = {
  vat: 'Please enter numbers with at least 2 digits.',
  phone: 'Only digits and semicolons are allowed.',
  phonePair: 'The phone needs both the number and the code.',
  polishPostcode: 'The Polish postcode is two parts joined with a hyphen, e.g. 00-950.',
  countryCode: 'Use a two-letter country code, e.g. PL.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
} as const;

/** Trims strings (user-update.ts too); an empty string means "no value" (null). Other values pass through to the schema. */
export const trimToNull = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v);

/** One problem with one field; `data.issues` of a 400 answer. */
export const fieldIssue = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssue>;

/** The profile values the cross-field and required rules look at. */
export type ProfileValues = Partial<Record<RequiredInfoField | 'phoneCode' | 'countryCode', string | number | null>>;

const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * Required flags (a '1' field must be filled; the phone flag needs number and code), the phone
 * pair rule and Poland's postcode. `polishPostcode` is true when the country is PL, or when no
 * country is chosen and the site's default country is PL (see `isPolishPostcode`).
 */
export function profileIssues(p: ProfileValues, opts: { required: Partial<RequiredInfoFlags>; polishPostcode: boolean }): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const field of REQUIRED_INFO_FIELDS) {
    if (opts.required[field] !== '1') continue;
    if (isEmpty(p[field])) issues.push({ field, message: requiredMessage(field) });
    else if (field === 'phoneNumber' && isEmpty(p.phoneCode)) issues.push({ field: 'phoneCode', message: 'Please input phone code' });
  }
  const hasNumber = !isEmpty(p.phoneNumber);
  const hasCode = !isEmpty(p.phoneCode);
  if (hasNumber !== hasCode && !issues.some((i) => i.field === 'phoneNumber' || i.field === 'phoneCode')) {
    issues.push({ field: hasNumber ? 'phoneCode' : 'phoneNumber', message: VALIDATION_MESSAGES.phonePair });
  }
  if (opts.polishPostcode && !isEmpty(p.postcode) && !POLISH_POSTCODE_PATTERN.test(String(p.postcode))) {
    issues.push({ field: 'postcode', message: VALIDATION_MESSAGES.polishPostcode });
  }
  return issues;
}

/** The flagged fields still empty (the phone flag counts as empty while number or code is missing). */
export function missingRequiredFields(p: ProfileValues, required: Partial<RequiredInfoFlags>): RequiredInfoField[] {
  return REQUIRED_INFO_FIELDS.filter((f) => required[f] === '1' && (isEmpty(p[f]) || (f === 'phoneNumber' && isEmpty(p.phoneCode))));
}

export const isPolishPostcode = (countryCode: string | null | undefined, siteDefaultCountryCode: string) =>
  (countryCode ? countryCode.toUpperCase() : siteDefaultCountryCode) === 'PL';

// ---- User info (certification document section 3) ----------------------------------------

export const userInfo = z.object({
  id: z.number().int(),
  languageId: z.number().int().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  phoneCode: z.string().nullable(),
  country: z.string().nullable(),
  countryCode: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  vatNumber: z.string().nullable(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  /** Business type id. */
  type: z.number().int().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  photoImgUrl: z.string().nullable(),
  emailNotificationStatus: z.number().int(),
  migrationPopStatus: yesNoSchema,
  /** '1' when the site's config requires a field this user has not filled: the web opens the info dialog. */
  gatherInfo: yesNoSchema,
  /** The required fields still empty (empty when gatherInfo is '0'). */
  missingFields: z.array(z.enum(REQUIRED_INFO_FIELDS)),
});
export type UserInfo = z.infer<typeof userInfo>;

/** GET /api/user/getUserById?id= (own id only). */
export const userIdQuery = z.object({
  id: positiveId,
});

/** POST /api/user/updateLanguageId. */
export const updateLanguageBody = z.object({ languageId: positiveId });

// ---- Required-information config, provinces and cities, business types --------------------

const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), positiveId.optional());

/** /api/certification/supplementInfo/query {regionId}: the region's own config when it has one. */
export const supplementQuery = z.object({ regionId: optionalId });

/** One flag per field ('1' required and shown, '0' not), plus the exempt regions. */
export const supplementConfig = z.object({
  siteId: z.number().int(),
  /** The region whose own config answered, or null for the site's config. */
  regionId: z.number().int().nullable(),
  ...(Object.fromEntries(REQUIRED_INFO_FIELDS.map((f) => [f, yesNoSchema])) as Record<RequiredInfoField, typeof yesNoSchema>),
  /** Region ids exempt from the requirement: a user in one of them has nothing required. */
  regionInfoRelIdList: z.array(z.number().int()),
});
export type SupplementConfig = z.infer<typeof supplementConfig>;

/** /api/certification/provinceCity/getListForSupplement: provinces of a country, or cities of a province. */
export const provinceCityQuery = z.object({
  countryCode: inputText
    .trim()
    .regex(/^[A-Za-z]{2}$/, VALIDATION_MESSAGES.countryCode)
    .transform((s) => s.toUpperCase()),
  parentId: optionalId,
});
export const provinceCity = z.object({
  id: z.number().int(),
  name: z.string(),
  countryCode: z.string(),
  /** null for a province; the province id for a city. */
  parentId: z.number().int().nullable(),
});
export type ProvinceCity = z.infer<typeof provinceCity>;

/** GET /api/user/getTypeList: business types in the request's language (English when not translated). */
export const businessType = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type BusinessType = z.infer<typeof businessType>;

// ---- Avatar --------------------------------------------------------------------------------

/** Multipart field of POST /api/user/image/upload (section 7); the size limit is AVATAR_MAX_BYTES. */
export const AVATAR_FIELD = 'image';
/** Path of the avatar files the upload call answers with. */
export const AVATAR_URL_PREFIX = '/api/user/avatar/';
export const avatarFileParams = z.object({
  file: inputText.regex(/^\d{1,10}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/, 'Unknown avatar file'),
});

// ---- Signature hand-off (certification document section 4, "Site login check") -----------

/** POST /api/user/sso/oneHikIdSign/verify. */
export const signVerifyBody = z.object({
  appId: inputText.trim().min(1).max(100),
  signature: inputText.trim().min(1).max(4096),
});
export const signVerifyResult = z.object({ verified: z.literal(true) });

/**
 * What the other application signs: `base64url(JSON(payload)) + '.' + base64url(HMAC-SHA256(secret, first part))`.
 * Times are seconds since the epoch; exp - iat at most SIGN_MAX_LIFETIME_SECONDS.
 */
export const signPayload = z.object({
  email: inputText.trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254)),
  sub: inputText.max(200).optional(),
  firstName: inputText.max(FIELD_LIMITS.firstName).optional(),
  lastName: inputText.max(FIELD_LIMITS.lastName).optional(),
  iat: z.number().int().positive(),
  exp: z.number().int().positive(),
  nonce: inputText.regex(/^[\w-]{16,128}$/, 'nonce must be 16-128 url-safe characters'),
});
export type SignPayload = z.infer<typeof signPayload>;
/** A signature lives at most 10 minutes, and may be issued at most 5 minutes ahead of our clock. */
export const SIGN_MAX_LIFETIME_SECONDS = 600;
export const SIGN_MAX_CLOCK_SKEW_SECONDS = 300;

// ---- Account deletion ----------------------------------------------------------------------

export const accountDeleteResult = z.object({ logoutUrl: z.string() });

/** The success message of POST /api/user/update (section 8 "modify successful"). */
export const MODIFY_SUCCESSFUL = 'modify successful';
