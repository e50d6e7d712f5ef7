import type { RequiredInfoField, UserInfo } from '@credo/contracts/user';
import type { UserRow } from './user.repo';

/** The spec's user info (section 3), plus the gather-info flag and the fields still missing. */
export function toUserInfoDto(u: UserRow, missingFields: RequiredInfoField[]): UserInfo {
  return {
    id: u.id,
    languageId: u.languageId,
    firstName: u.firstName,
    lastName: u.lastName,
    phoneNumber: u.phoneNumber,
    phoneCode: u.phoneCode,
    country: u.country,
    countryCode: u.countryCode,
    province: u.province,
    city: u.city,
    address: u.address,
    postcode: u.postcode,
    vatNumber: u.vatNumber,
    company: u.company,
    jobTitle: u.jobTitle,
    type: u.type,
    email: u.email,
    name: u.name,
    photoImgUrl: u.photoImgUrl,
    emailNotificationStatus: u.emailNotificationStatus,
    migrationPopStatus: u.migrationPopStatus === '0' ? '0' : '1',
    gatherInfo: missingFields.length > 0 ? '1' : '0',
    missingFields,
  };
}
