import { DEFAULT_LANGUAGE_ID } from '@credo/contracts/constants';
import { messageFor } from '@credo/contracts/errors';
import { isPolishPostcode, missingRequiredFields, profileIssues, type BusinessType, type FieldIssue, type UserInfo } from '@credo/contracts/user';
import type { UserUpdate } from '@credo/contracts/user-update';
import type { Db } from '../../db/client';
import { ownAccount } from '../../platform/access';
import { AppError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import type { SessionUser } from '../../platform/session';
import { requiredInfoFor } from '../supplement/index';
import { myRow } from './session-user.service';
import { toUserInfoDto } from './user-dto';
import {
  businessTypeExists,
  findBusinessTypes,
  findCountryByCode,
  findCountryByName,
  findUser,
  isLanguageOffered,
  setLanguage,
  setMigrationPopDismissed,
  updateProfile,
  type ProfilePatch,
  type UserRow,
} from './user.repo';

export type UserCtx = Pick<RequestContext, 'siteId' | 'languageId' | 'tenantId' | 'site'>;

/** Refused with the spec's 403 (HTTP 200), like `ownAccount`: a user reads and writes only their own data. */
const forbidden = () => new AppError(403, null, messageFor(403));

/** HTTP 400, envelope code 400, `data.issues` [{field, message}], the first issue in the message. */
export function invalid(issues: FieldIssue[]): AppError {
  const first = issues[0];
  return AppError.badRequest(first ? `Invalid ${first.field}: ${first.message}` : messageFor(400), { issues });
}

async function describe(db: Db, ctx: UserCtx, user: UserRow): Promise<UserInfo> {
  const { flags } = await requiredInfoFor(db, ctx, user.countryCode);
  return toUserInfoDto(user, missingRequiredFields(user, flags));
}

export async function getUserInfo(db: Db, ctx: UserCtx, me: SessionUser): Promise<UserInfo> {
  return describe(db, ctx, await myRow(db, me));
}

export async function getUserById(db: Db, ctx: UserCtx, me: SessionUser, id: number): Promise<UserInfo> {
  ownAccount(me, id);
  const user = await findUser(db, ctx.tenantId, id);
  if (!user) throw forbidden();
  return describe(db, ctx, user);
}

const PROFILE_KEYS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'phoneCode',
  'country',
  'countryCode',
  'province',
  'city',
  'address',
  'postcode',
  'vatNumber',
  'company',
  'jobTitle',
  'type',
  'languageId',
  'emailNotificationStatus',
  'migrationPopStatus',
] as const satisfies readonly (keyof ProfilePatch & keyof UserUpdate)[];

/** Country and its code go together: either one names a country of the countries table, and the other follows. */
async function resolveCountry(db: Db, patch: ProfilePatch, issues: FieldIssue[]) {
  if (!('country' in patch) && !('countryCode' in patch)) return;
  if (patch.countryCode) {
    const found = await findCountryByCode(db, patch.countryCode);
    if (!found) return void issues.push({ field: 'countryCode', message: `Unknown country code ${patch.countryCode}` });
    if (patch.country && patch.country.toLowerCase() !== found.name.toLowerCase()) {
      return void issues.push({ field: 'country', message: `The country does not match the country code ${found.code} (${found.name})` });
    }
    Object.assign(patch, { country: found.name, countryCode: found.code });
  } else if (patch.country) {
    const found = await findCountryByName(db, patch.country);
    if (!found) return void issues.push({ field: 'country', message: `Unknown country ${patch.country}` });
    Object.assign(patch, { country: found.name, countryCode: found.code });
  } else {
    Object.assign(patch, { country: null, countryCode: null });
  }
}

/**
 * POST /api/user/update. Permission first (own id only), then every rule of the certification
 * document's section 5 against the merged profile; all problems are answered at once and
 * nothing is written unless every rule holds.
 */
export async function updateUser(db: Db, ctx: UserCtx, me: SessionUser, input: UserUpdate): Promise<UserInfo> {
  ownAccount(me, input.id);

  const patch: ProfilePatch = {};
  for (const key of PROFILE_KEYS) if (input[key] !== undefined) Object.assign(patch, { [key]: input[key] });

  const issues: FieldIssue[] = [];
  await resolveCountry(db, patch, issues);
  if (patch.type != null && !(await businessTypeExists(db, patch.type))) issues.push({ field: 'type', message: `Unknown type ${patch.type}` });
  if (patch.languageId != null && !(await isLanguageOffered(db, ctx.siteId, patch.languageId))) {
    issues.push({ field: 'languageId', message: `Language ${patch.languageId} is not offered on this site` });
  }

  const merged: UserRow = { ...(await myRow(db, me)), ...patch };
  const { flags } = await requiredInfoFor(db, ctx, merged.countryCode);
  const polishPostcode = isPolishPostcode(merged.countryCode, ctx.site.defaultCountryCode);
  for (const issue of profileIssues(merged, { required: flags, polishPostcode })) {
    if (!issues.some((i) => i.field === issue.field)) issues.push(issue);
  }
  if (issues.length) throw invalid(issues);

  const updated = await updateProfile(db, me.id, patch);
  return toUserInfoDto(updated, missingRequiredFields(updated, flags));
}

/** POST /api/user/updateLanguageId: the stored language, one the current site offers. */
export async function updateLanguageId(db: Db, ctx: UserCtx, me: SessionUser, languageId: number): Promise<true> {
  if (!(await isLanguageOffered(db, ctx.siteId, languageId))) {
    throw invalid([{ field: 'languageId', message: `Language ${languageId} is not offered on site ${ctx.siteId}` }]);
  }
  await setLanguage(db, me.id, languageId);
  return true;
}

/** POST /api/user/migrationPop/dismiss: the EU/Asia URL-change notice is not shown again (cert §4). */
export async function dismissMigrationPop(db: Db, me: SessionUser): Promise<true> {
  await setMigrationPopDismissed(db, me.id);
  return true;
}

export async function listBusinessTypes(db: Db, ctx: UserCtx): Promise<BusinessType[]> {
  const rows = await findBusinessTypes(db, ctx.languageId, DEFAULT_LANGUAGE_ID);
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name }));
}
