import type { SweepTask } from '../../platform/sweeper';
import type { Storage } from '../../platform/storage';
import { deleteExpiredCodes } from './trainer-application.repo';
import { purgeDeclinedApplications } from './trainer-application.service';

/**
 * The sweeper's 'trainer-applications' task: declined applications' personal data and CV go once
 * their 3 business days are over (cert §6), and expired verification codes are removed. `now` is
 * the clock (injectable: tests move it past the delay).
 */
export function trainerApplicationSweepTask(storage: Storage, now: () => Date = () => new Date()): SweepTask {
  return {
    name: 'trainer-applications',
    run: async (db) => {
      const at = now();
      await purgeDeclinedApplications(db, storage, at);
      await deleteExpiredCodes(db, at);
    },
  };
}
