/** The user module's face (issue 15): the only entry other modules import. */
export {
  displayNameOf,
  saveNotificationChoice,
  upsertUserFromClaims,
  userCardOf,
  userCardsByIds,
  type ClaimsProfile,
  type UserCard,
} from './user-directory.service';
export { isActiveUser, sessionUserLookup, userIdOfSubject } from './session-user.service';
export { companyMembersOf, shortNameOf, type CompanyMember } from './company-members.service';
export { profileExportOf } from './user-export';
export { learnerIdsOfSite } from './site-learners.service';
export { userIdsOfTenant } from './tenant-users';
