import type { AccountDeletionStep } from '../../platform/account-deletion';
import type { Storage } from '../../platform/storage';
import { erasePersonalData, lockUnerasedOfUser } from './trainer-application.repo';

/**
 * The account deletion's trainer-application step (decision 0024): the user row is anonymised, not
 * deleted, so no cascade removes the applications. In the deletion's transaction every application
 * of the learner loses its personal fields and CV key, as a purged declined one does (who applied,
 * when and the decision stay: the audit log points at them). The CV files are removed only after
 * the commit: a file removed for a deletion that rolls back would be lost. A file left behind (a
 * crash, a failed removal) no application names any more, so the sweep deletes it an hour on.
 */
/** `storage` is read at the call: app.ts may decorate another store after wiring the steps. */
export function eraseApplicationsOfDeletedAccount(storage: () => Pick<Storage, 'delete'>): AccountDeletionStep {
  return async (tx, account, now, afterCommit) => {
    const rows = await lockUnerasedOfUser(tx, account.id);
    for (const row of rows) await erasePersonalData(tx, row.id, now);
    const keys = rows.flatMap((r) => (r.cvKey ? [r.cvKey] : []));
    if (keys.length > 0)
      afterCommit(async () => {
        const store = storage();
        for (const key of keys) await store.delete(key);
      });
    return { applications: rows.length };
  };
}
