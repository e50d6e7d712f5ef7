import type { Db } from '../../db/client';
import { getOrCreateSecret } from '../../platform/secrets';
import { anonymiseAccount, insertAccount, purgeOldTokens, type IdpAccount } from './idp.repo';
import { destroyAccountPayloads, purgeExpiredPayloads } from './oidc-adapter';
import { hashPassword, passwordProblem, type PasswordProblem } from './password';
import { FIELD_LIMITS } from '@credo/contracts/constants';

/** Where the embedded provider is mounted; its issuer is `${PUBLIC_URL}/idp`. */
export const IDP_MOUNT = '/idp';
/** The one client: this platform's own web app (first party, so no consent screen). */
export const IDP_CLIENT_ID = 'credo-web';
export const IDP_CLIENT_SECRET_NAME = 'idp.client.credo-web';

export const issuerFor = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}${IDP_MOUNT}`;

/** Issuer per database handle, recorded when the provider is mounted (the relying party asks with the handle only). */
const mountedIssuers = new WeakMap<object, string>();
export function recordMountedIssuer(db: Db, issuer: string) {
  mountedIssuers.set(db, issuer);
}

export type EmbeddedClient = { clientId: string; clientSecret: string; issuer: string };

/**
 * The relying party's credentials at the embedded provider. The client secret is shared by every
 * node through app_secrets. `publicUrl` defaults to the one the mounted provider uses.
 */
export async function embeddedClient(db: Db, publicUrl?: string): Promise<EmbeddedClient> {
  const issuer = publicUrl ? issuerFor(publicUrl) : mountedIssuers.get(db);
  if (!issuer) throw new Error('The embedded identity provider is not mounted (OIDC_ISSUER is set?); pass publicUrl to embeddedClient');
  const clientSecret = await getOrCreateSecret(db, IDP_CLIENT_SECRET_NAME);
  return { clientId: IDP_CLIENT_ID, clientSecret, issuer };
}

const EMAIL_PATTERN = /^[^\s@"<>()[\]\\,;:]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Trimmed, lower-cased e-mail, or null when it is not a plausible address. */
export function normaliseEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const email = raw.trim().toLowerCase();
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? email : null;
}

export type AccountProblem = 'exists' | 'email' | 'name' | PasswordProblem;

export class IdpAccountError extends Error {
  constructor(readonly reason: AccountProblem) {
    super(
      {
        exists: 'An account with this e-mail already exists',
        email: 'The e-mail address is not valid',
        name: `First and last name are required (at most ${FIELD_LIMITS.firstName} characters each)`,
        passwordShort: 'The password must have at least 10 characters',
        passwordLong: 'The password must have at most 200 characters',
      }[reason],
    );
    this.name = 'IdpAccountError';
  }
}

export type CreateAccountInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role?: 'learner' | 'staff';
  locale?: string;
  tenantId?: number | null;
  /** CLI and seed accounts are verified at once; sign-up accounts are not. */
  verified?: boolean;
};

/** Creates a local account (scrypt hash); throws IdpAccountError on a taken e-mail or a weak password. */
export async function createAccount(db: Db, input: CreateAccountInput): Promise<IdpAccount> {
  const email = normaliseEmail(input.email);
  if (!email) throw new IdpAccountError('email');
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (!firstName || !lastName || firstName.length > FIELD_LIMITS.firstName || lastName.length > FIELD_LIMITS.lastName) throw new IdpAccountError('name');
  const problem = passwordProblem(input.password);
  if (problem) throw new IdpAccountError(problem);
  const account = await insertAccount(db, {
    email,
    passwordHash: await hashPassword(input.password),
    firstName,
    lastName,
    role: input.role ?? 'learner',
    locale: input.locale ?? 'en',
    tenantId: input.tenantId ?? null,
    verified: input.verified ?? false,
  });
  if (!account) throw new IdpAccountError('exists');
  return account;
}

/**
 * Account deletion at the provider: e-mail becomes `deleted-<id>@invalid`, the hash and names go,
 * and every session, grant, code and token of the account is destroyed. Works inside the
 * caller's transaction (pass the transaction handle).
 */
export async function deleteAccount(db: Db, accountId: number): Promise<void> {
  await anonymiseAccount(db, accountId);
  await destroyAccountPayloads(db, accountId);
}

/** Signs an account out of the provider everywhere (sessions, grants, tokens). */
export const revokeAccountSessions = destroyAccountPayloads;

/** For the sweeper: removes expired provider rows and old mail-link tokens. */
export async function purgeIdpExpired(db: Db): Promise<void> {
  await purgeExpiredPayloads(db);
  await purgeOldTokens(db);
}
