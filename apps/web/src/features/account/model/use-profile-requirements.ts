import { isPolishPostcode, missingRequiredFields, type RequiredInfoFlags, type UserInfo } from '@credo/contracts/user';
import { useSite } from '@/shared/site/site-context';
import { ALL_PROFILE_FIELDS, rowOf, toFormValues, toProfileValues, type ProfileField, type ProfileFormValues } from './profile-values';
import { useRequiredInfo } from './use-required-info';

export type ProfileRequirements = {
  /** The rows the info dialog shows: the flagged fields and those the server reports missing. */
  dialogRows: ProfileField[];
  required: Partial<RequiredInfoFlags>;
  polishPostcode: boolean;
  /** Required fields still empty in `values`: Confirm stays disabled while there is one. */
  missing: string[];
  ready: boolean;
};

const sameCode = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').toUpperCase() === (b ?? '').toUpperCase();

/**
 * What the form asks of this user with the values being edited: the config of the chosen
 * country's region (section 3), plus the fields the server reported missing while the country
 * is still the stored one (the server also knows multi-country regions).
 */
export const useProfileRequirements = (user: UserInfo, values: ProfileFormValues | undefined): ProfileRequirements => {
  const { siteInfo } = useSite();
  const merged = { ...toFormValues(user), ...values };
  const countryCode = merged.countryCode;
  const info = useRequiredInfo(countryCode);
  const serverMissing = sameCode(countryCode, user.countryCode) ? user.missingFields : [];
  const required: Partial<RequiredInfoFlags> = { ...info.required };
  for (const field of serverMissing) required[field] = '1';
  const shown = new Set([...info.flagged, ...serverMissing].map(rowOf));
  return {
    dialogRows: ALL_PROFILE_FIELDS.filter((row) => shown.has(row)),
    required,
    polishPostcode: isPolishPostcode(countryCode, siteInfo.defaultCountryCode),
    missing: missingRequiredFields(toProfileValues(merged), required),
    ready: info.ready,
  };
};
