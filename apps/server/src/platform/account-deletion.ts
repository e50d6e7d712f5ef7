import type { Db } from '../db/client';

/**
 * What other modules do when an account is deleted, inside the deletion's own transaction
 * (issue 17: a deleted account's future seats, and those its unpaid open orders hold, go back to
 * other learners). A step makes no network call: it runs under the deletion's locks, so what needs
 * one is recorded for a loop that runs after the commit (checkout's voided sessions). The user module sits on
 * the lowest floor and may not call the training modules, so app.ts hands it their steps as a
 * decoration; a step that throws rolls the whole deletion back.
 */
export type DeletedAccount = { id: number; tenantId: number };
/**
 * Work a step leaves for after the commit, e.g. removing files: a file removed for a deletion that
 * then rolls back would be lost data. It runs only once the deletion is committed; if it fails the
 * account stays deleted and the owning module's sweep removes what is left.
 */
export type AfterCommit = () => Promise<void>;
export type AccountDeletionStep = (tx: Db, account: DeletedAccount, now: Date, afterCommit: (work: AfterCommit) => void) => Promise<unknown>;

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Run in order in the account deletion's transaction (modules/user account.service). */
    accountDeletionSteps: readonly AccountDeletionStep[];
  }
}
