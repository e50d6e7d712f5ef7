import { createAccount } from '../../modules/idp/idp.service';
import type { Tx } from '../insert';

/** Demo accounts of the embedded identity provider (the README lists them); all verified. */
export const demoAccounts = [
  { email: 'learner@credo.test', password: 'Learner!2026', firstName: 'Ada', lastName: 'Lovelace', role: 'learner' },
  { email: 'learner2@credo.test', password: 'Learner2!2026', firstName: 'Alan', lastName: 'Turing', role: 'learner' },
  { email: 'staff@credo.test', password: 'Staff!2026', firstName: 'Grace', lastName: 'Hopper', role: 'staff' },
] as const;

export async function insertDemoAccounts(tx: Tx): Promise<void> {
  for (const a of demoAccounts) {
    await createAccount(tx, { email: a.email, password: a.password, firstName: a.firstName, lastName: a.lastName, role: a.role, locale: 'en', verified: true });
  }
}
