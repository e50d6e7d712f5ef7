import { FIELD_LIMITS, PHONE_PATTERN, VAT_PATTERN } from '@credo/contracts/constants';
import { POLISH_POSTCODE_PATTERN, PROFILE_EXTRA_LIMITS, type RequiredInfoFlags } from '@credo/contracts/user';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { ProfileFormValues } from './profile-values';

/** Maximum lengths of the form values: the spec's 30/50/100/200 (section 5) and the contract's own. */
export const MAX_LENGTH: Record<Exclude<keyof ProfileFormValues, 'type'>, number> = {
  firstName: FIELD_LIMITS.firstName,
  lastName: FIELD_LIMITS.lastName,
  phoneCode: PROFILE_EXTRA_LIMITS.phoneCode,
  phoneNumber: FIELD_LIMITS.phoneNumber,
  countryCode: 2,
  province: PROFILE_EXTRA_LIMITS.province,
  city: PROFILE_EXTRA_LIMITS.city,
  postcode: FIELD_LIMITS.postcode,
  address: FIELD_LIMITS.address,
  company: FIELD_LIMITS.company,
  jobTitle: PROFILE_EXTRA_LIMITS.jobTitle,
  vatNumber: FIELD_LIMITS.vatNumber,
};

type RuleOptions = { required: Partial<RequiredInfoFlags>; polishPostcode: boolean };

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * The client rules of section 5, the same as the server's (contracts/user): required flags with
 * the 'Please input / Please select' wording, lengths, digits and semicolons for the phone, VAT
 * digits (at least 2, at most 50), the phone pair, and Poland's two-part postcode.
 */
export const profileRules = (t: TFunction, { required, polishPostcode }: RuleOptions) => {
  const requiredRule = (flagged: boolean, key: string): FormRule[] =>
    flagged ? [{ required: true, whitespace: true, message: t(`profile.required.${key}`) }] : [];
  const max = (name: keyof typeof MAX_LENGTH): FormRule => ({
    max: MAX_LENGTH[name],
    message: t('profile.validation.tooLong', { max: MAX_LENGTH[name], count: MAX_LENGTH[name] }),
  });
  const phonePattern: FormRule = { pattern: PHONE_PATTERN, message: t('profile.validation.phone') };
  const phonePair =
    (other: 'phoneCode' | 'phoneNumber'): FormRule =>
    ({ getFieldValue }) => ({
      validator: (_rule, value) =>
        isBlank(value) && !isBlank(getFieldValue(other)) ? Promise.reject(new Error(t('profile.validation.phonePair'))) : Promise.resolve(),
    });
  const phoneRequired = required.phoneNumber === '1';

  return {
    firstName: [...requiredRule(required.firstName === '1', 'firstName'), max('firstName')],
    lastName: [...requiredRule(required.lastName === '1', 'lastName'), max('lastName')],
    phoneCode: [...requiredRule(phoneRequired, 'phoneCode'), max('phoneCode'), phonePattern, phonePair('phoneNumber')],
    phoneNumber: [...requiredRule(phoneRequired, 'phoneNumber'), max('phoneNumber'), phonePattern, phonePair('phoneCode')],
    countryCode: requiredRule(required.country === '1', 'country'),
    province: [...requiredRule(required.province === '1', 'province'), max('province')],
    city: [...requiredRule(required.city === '1', 'city'), max('city')],
    postcode: [
      ...requiredRule(required.postcode === '1', 'postcode'),
      max('postcode'),
      ...(polishPostcode ? [{ pattern: POLISH_POSTCODE_PATTERN, message: t('profile.validation.polishPostcode') }] : []),
    ],
    address: [...requiredRule(required.address === '1', 'address'), max('address')],
    company: [...requiredRule(required.company === '1', 'company'), max('company')],
    jobTitle: [max('jobTitle')],
    type: required.type === '1' ? [{ required: true, message: t('profile.required.type') }] : [],
    vatNumber: [...requiredRule(required.vatNumber === '1', 'vatNumber'), max('vatNumber'), { pattern: VAT_PATTERN, message: t('profile.validation.vat') }],
  } satisfies Record<keyof ProfileFormValues, FormRule[]>;
};
