import type { Db } from '../../db/client';
import type { SweepTask } from '../../platform/sweeper';
import type { LocalDiskStorage } from '../../platform/storage';
import { cvKeysNamed, deleteExpiredCodes } from './trainer-application.repo';
import { purgeDeclinedApplications } from './trainer-application.service';
import { HOUR_MS } from '@credo/contracts/durations';

type SweepStorage = Pick<LocalDiskStorage, 'keysOlderThan' | 'delete'>;
/** A CV file no application names, older than this, is deleted (a request still writing its row is younger). */
const ORPHAN_AFTER_MS = HOUR_MS;
const CV_KEY = /^trainer-cv\/[0-9a-f-]{36}\.pdf$/;

/**
 * CV files no application names: an erased application (a purged decline, or a deleted account's:
 * the account deletion clears the key in its transaction and removes the file after the commit, so
 * this catches a removal that failed or never ran) or a crash between the file and its row.
 */
export async function sweepOrphanCvs(db: Db, storage: SweepStorage, now: Date): Promise<number> {
  const keys = (await storage.keysOlderThan('trainer-cv', new Date(now.getTime() - ORPHAN_AFTER_MS))).filter((k) => CV_KEY.test(k));
  if (keys.length === 0) return 0;
  const named = await cvKeysNamed(db, keys);
  const orphans = keys.filter((k) => !named.has(k));
  for (const key of orphans) await storage.delete(key);
  return orphans.length;
}

/**
 * The sweeper's 'trainer-applications' task: declined applications' personal data and CV go once
 * their 3 business days are over (cert §6), CV files no application names any more go, and expired verification codes are removed. `now` is
 * the clock (injectable: tests move it past the delay).
 */
export function trainerApplicationSweepTask(storage: SweepStorage, now: () => Date = () => new Date()): SweepTask {
  return {
    name: 'trainer-applications',
    run: async (db) => {
      const at = now();
      await purgeDeclinedApplications(db, storage, at);
      await sweepOrphanCvs(db, storage, at);
      await deleteExpiredCodes(db, at);
    },
  };
}
