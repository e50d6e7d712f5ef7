import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import type { AccountDeletionStep, AfterCommit } from '../../platform/account-deletion';
import { clearSessionCookie, type SessionStore, type SessionUser } from '../../platform/session';
import type { Storage } from '../../platform/storage';
import { deleteAccount as deleteProviderAccount } from '../idp/index';
import { deleteAvatarFile } from './avatar.service';
import { myRow } from './session-user.service';
import { anonymiseUser } from './user.repo';

export type AccountDeps = {
  db: Db;
  sessions: SessionStore;
  storage: Storage;
  publicUrl: string;
  secureCookie: boolean;
  /** Other modules' part of the deletion (released seats and places), in the same transaction. */
  steps: readonly AccountDeletionStep[];
};

/** The embedded provider's account id when the user signed in there (subject `${publicUrl}/idp|<id>`). */
export function embeddedAccountId(subject: string, publicUrl: string): number | null {
  const prefix = `${publicUrl}/idp|`;
  if (!subject.startsWith(prefix)) return null;
  const sub = subject.slice(prefix.length);
  return /^[1-9]\d{0,9}$/.test(sub) ? Number(sub) : null;
}

/**
 * POST /api/user/account/delete: in one transaction the row is anonymised, every session revoked
 * and the embedded provider's account deleted (an external provider keeps its own account), and
 * the other modules' steps run (future classroom seats, waitlist places and practical-exam places
 * are released, trainer applications and Smart Try requests erased); then the steps' after-commit
 * work (CV files) runs, the avatar file goes and the cookie is cleared.
 */
export async function deleteMyAccount(deps: AccountDeps, reply: FastifyReply, me: SessionUser): Promise<{ logoutUrl: string }> {
  // The subject and the picture: the session carries only id, tenant and role (decision 0038).
  const { subject, photoImgUrl } = await myRow(deps.db, me);
  const providerAccountId = embeddedAccountId(subject, deps.publicUrl);
  const later: AfterCommit[] = [];
  await deps.db.transaction(async (tx) => {
    await anonymiseUser(tx, me.id);
    await deps.sessions.revokeUser(me.id, tx);
    // The embedded provider deletes its account in the same transaction (modules/idp).
    if (providerAccountId !== null) await deleteProviderAccount(tx, providerAccountId);
    const now = new Date();
    for (const step of deps.steps) await step(tx, { id: me.id, tenantId: me.tenantId }, now, (work) => later.push(work));
  });
  // The steps' after-commit work (files of other modules). A failure does not undo the committed
  // deletion nor fail the answer: each module's sweep removes what is left.
  for (const work of later) await work().catch(() => undefined);
  // After the commit: a failed transaction must not lose the picture of a user who still exists.
  await deleteAvatarFile(deps.storage, photoImgUrl, me.id);
  clearSessionCookie(reply, deps.secureCookie);
  return { logoutUrl: '/' };
}
