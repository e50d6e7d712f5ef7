import { z } from 'zod';
import { ID_MAX, inputText, positiveId } from './fields';
import { FIELD_LIMITS, PHONE_PATTERN, VAT_PATTERN } from './constants';
import { YesNo } from './enums-site';
import { cleanName } from './text-safety';
import { PROFILE_EXTRA_LIMITS, trimToNull, VALIDATION_MESSAGES } from './user';

/**
 * POST /api/user/update's body, in a module of its own: the web's profile form runs it before
 * sending, and only that lazily loaded form should bring zod to the browser. Kept beside the
 * plain values of user.ts, every page that imports a limit or a field list loaded zod with it
 * (issue 5's first-load budget). Built from the plain YesNo values, not enums-site's schema, for
 * the same reason.
 */

/** '' and null mean no value; numeric strings become numbers (form selects send strings). */
const toOptionalNumber = (v: unknown) => {
  const t = trimToNull(v);
  return typeof t === 'string' && /^-?\d+$/.test(t) ? Number(t) : t;
};

const text = (label: string, max: number) => z.preprocess(trimToNull, inputText.max(max, VALIDATION_MESSAGES.tooLong(label, max)).nullable()).optional();
/** A person's name: without controls and bidi overrides (text-safety.ts); only invisible characters means no value. */
const name = (label: string, max: number) =>
  z.preprocess((v) => trimToNull(typeof v === 'string' ? cleanName(v) : v), z.string().max(max, VALIDATION_MESSAGES.tooLong(label, max)).nullable()).optional();
const phone = (label: string) =>
  z
    .preprocess(
      trimToNull,
      inputText
        .max(FIELD_LIMITS.phoneNumber, VALIDATION_MESSAGES.tooLong(label, FIELD_LIMITS.phoneNumber))
        .regex(PHONE_PATTERN, VALIDATION_MESSAGES.phone)
        .nullable(),
    )
    .optional();

/**
 * POST /api/user/update: the user object. A field left out keeps its stored value; '' or null
 * clears it. Unknown fields (id, email, name, photoImgUrl …) are ignored: e-mail comes from the
 * identity provider and the avatar from the upload call. Cross-field and required rules are
 * `profileIssues`, applied to the merged profile.
 */
export const userUpdate = z.object({
  /** When sent it must be the caller's own id. */
  id: z.preprocess(toOptionalNumber, positiveId.nullable()).optional(),
  firstName: name('First name', FIELD_LIMITS.firstName),
  lastName: name('Last name', FIELD_LIMITS.lastName),
  phoneNumber: phone('Phone number'),
  phoneCode: phone('Phone code'),
  country: text('Country', PROFILE_EXTRA_LIMITS.country),
  countryCode: z
    .preprocess(
      (v) => {
        const t = trimToNull(v);
        return typeof t === 'string' ? t.toUpperCase() : t;
      },
      inputText.regex(/^[A-Z]{2}$/, VALIDATION_MESSAGES.countryCode).nullable(),
    )
    .optional(),
  province: text('Province', PROFILE_EXTRA_LIMITS.province),
  city: text('City', PROFILE_EXTRA_LIMITS.city),
  address: text('Address', FIELD_LIMITS.address),
  postcode: text('Postcode', FIELD_LIMITS.postcode),
  vatNumber: z
    .preprocess(
      trimToNull,
      inputText
        .max(FIELD_LIMITS.vatNumber, VALIDATION_MESSAGES.tooLong('VAT number', FIELD_LIMITS.vatNumber))
        .regex(VAT_PATTERN, VALIDATION_MESSAGES.vat)
        .nullable(),
    )
    .optional(),
  company: text('Company', FIELD_LIMITS.company),
  jobTitle: text('Job title', PROFILE_EXTRA_LIMITS.jobTitle),
  /** Business type id (GET /api/user/getTypeList): positiveId's bounds, with the form's message for none chosen (0). */
  type: z.preprocess(toOptionalNumber, z.number().int().positive('Please select type').max(ID_MAX).nullable()).optional(),
  /** The user's stored language; must be offered on the current site. null is ignored. */
  languageId: z.preprocess((v) => toOptionalNumber(v) ?? undefined, positiveId.optional()),
  /** 0 not subscribed, 1 subscribed, 2 cancelled. */
  emailNotificationStatus: z.preprocess(toOptionalNumber, z.union([z.literal(0), z.literal(1), z.literal(2)])).optional(),
  /** '0' once the migration notice is dismissed. */
  migrationPopStatus: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(YesNo)).optional(),
});
export type UserUpdate = z.infer<typeof userUpdate>;
export type UserUpdateInput = z.input<typeof userUpdate>;
