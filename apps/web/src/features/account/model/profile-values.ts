import type { ProfileValues, RequiredInfoField, UserInfo } from '@credo/contracts/user';
import type { UserUpdateInput } from '@credo/contracts/user-update';

/** The values of the profile form (antd Form field names). */
export type ProfileFormValues = {
  firstName?: string;
  lastName?: string;
  phoneCode?: string;
  phoneNumber?: string;
  countryCode?: string;
  province?: string;
  city?: string;
  postcode?: string;
  address?: string;
  company?: string;
  jobTitle?: string;
  type?: number;
  vatNumber?: string;
};

/** The rows of the profile form; `phone` holds the phone code and number side by side. */
export type ProfileField =
  'firstName' | 'lastName' | 'phone' | 'countryCode' | 'province' | 'city' | 'postcode' | 'address' | 'company' | 'jobTitle' | 'type' | 'vatNumber';

/** The order of the form (the edit page shows them all). */
export const ALL_PROFILE_FIELDS: readonly ProfileField[] = [
  'firstName',
  'lastName',
  'phone',
  'countryCode',
  'province',
  'city',
  'postcode',
  'address',
  'company',
  'jobTitle',
  'type',
  'vatNumber',
];

/** The form row showing a field of the required-information config. */
export const rowOf = (field: RequiredInfoField): ProfileField => (field === 'phoneNumber' ? 'phone' : field === 'country' ? 'countryCode' : field);

/** The form values a row holds. */
export const valuesOfRow = (row: ProfileField): (keyof ProfileFormValues)[] => (row === 'phone' ? ['phoneCode', 'phoneNumber'] : [row]);

/** The form field that shows an issue of the server about payload field `field`, or null. */
export const formFieldOfIssue = (field: string): keyof ProfileFormValues | null => {
  if (field === 'country') return 'countryCode';
  const names: readonly string[] = ALL_PROFILE_FIELDS.flatMap(valuesOfRow);
  return names.includes(field) ? (field as keyof ProfileFormValues) : null;
};

const text = (value: string | null) => value ?? '';

export const toFormValues = (user: UserInfo): ProfileFormValues => ({
  firstName: text(user.firstName),
  lastName: text(user.lastName),
  phoneCode: text(user.phoneCode),
  phoneNumber: text(user.phoneNumber),
  countryCode: user.countryCode ?? undefined,
  province: user.province ?? undefined,
  city: user.city ?? undefined,
  postcode: text(user.postcode),
  address: text(user.address),
  company: text(user.company),
  jobTitle: text(user.jobTitle),
  type: user.type ?? undefined,
  vatNumber: text(user.vatNumber),
});

/** A two-part postcode with a part missing ('00-' or '-950') counts as not filled yet. */
export const completePostcode = (postcode: string | undefined): string => (postcode && !/^-|-$/.test(postcode.trim()) ? postcode.trim() : '');

/** The values the contract's required and cross-field rules look at. */
export const toProfileValues = (values: ProfileFormValues): ProfileValues => ({
  firstName: values.firstName ?? null,
  lastName: values.lastName ?? null,
  phoneNumber: values.phoneNumber ?? null,
  phoneCode: values.phoneCode ?? null,
  country: values.countryCode ?? null,
  countryCode: values.countryCode ?? null,
  province: values.province ?? null,
  city: values.city ?? null,
  postcode: completePostcode(values.postcode),
  address: values.address ?? null,
  company: values.company ?? null,
  type: values.type ?? null,
  vatNumber: values.vatNumber ?? null,
});

/**
 * The user object for POST /user/update: only the rows shown (a field left out keeps its stored
 * value; '' clears one). The country travels as its code; the server fills in the name.
 */
export const toUpdatePayload = (userId: number, values: ProfileFormValues, rows: readonly ProfileField[]): UserUpdateInput => {
  const payload: Record<string, unknown> = { id: userId };
  for (const name of rows.flatMap(valuesOfRow)) {
    const value = values[name];
    payload[name] = typeof value === 'string' ? value.trim() : (value ?? '');
  }
  return payload as UserUpdateInput;
};
