import type { Db } from '../../db/client';
import type { SweepTask } from '../../platform/sweeper';
import { notify } from '../notification/index';
import { findDueReminders } from './certificate-holder.service';
import { recordReminder } from './certificate.repo';
import { DAY_MS } from '@credo/contracts/durations';

/** Certificates handled per sweep; the rest follow on the next sweep. */
const BATCH = 200;
/**
 * How far back an end still earns the mail: a certificate that ended long before this task
 * existed (a first deployment, an imported history) is not announced years late.
 */
const LOOKBACK_DAYS = 30;
/** The certificate_reminders kind marking "expired mail handled"; distinct from the expiry-Nd reminders. */
export const EXPIRED_KIND = 'expired';

/**
 * Queues the `certificate.expired` mail (issue 20) once per certificate that ended in the last
 * LOOKBACK_DAYS, neither revoked nor renewed (findDueCertificates excludes both). The marker row and
 * the mail are written in one transaction: the marker's primary key lets one run (or node) win, and
 * the outbox idempotency key (type + certificate + holder) refuses a second mail anyway. Answers how
 * many mails were queued.
 */
export async function queueExpiredCertificates(db: Db, now = new Date()): Promise<number> {
  const after = new Date(now.getTime() - LOOKBACK_DAYS * DAY_MS);
  let queued = 0;
  for (const c of await findDueReminders(db, EXPIRED_KIND, after, now, BATCH)) {
    const sent = await db.transaction(async (tx) => {
      if (!(await recordReminder(tx, c.id, EXPIRED_KIND))) return false;
      const r = await notify(tx, {
        type: 'certificate.expired',
        userId: c.userId,
        certificateId: c.id,
        number: c.number,
        certificationId: c.certificationId,
        certificationName: c.certificationName,
        expiredAt: c.expiresAt,
      });
      return r.queued;
    });
    if (sent) queued++;
  }
  return queued;
}

export const certificateExpiredTask: SweepTask = {
  name: 'certificate-expired',
  run: async (db) => {
    await queueExpiredCertificates(db);
  },
};
