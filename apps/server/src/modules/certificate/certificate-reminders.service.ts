import { CERTIFICATE_REMINDER_DAYS } from '@credo/contracts/certificate';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { SweepTask } from '../../platform/sweeper';
import { notify } from '../notification/index';
import { findDueReminders } from './certificate-holder.service';
import { recordReminder } from './certificate.repo';
import { DAY_MS } from '@credo/contracts/durations';

/** Certificates handled per reminder kind and sweep; the rest follow on the next sweep. */
const BATCH = 200;

export const reminderKind = (days: number) => `expiry-${days}d`;

/**
 * Queues the expiry reminders (decision 0010): for each of CERTIFICATE_REMINDER_DAYS (60, 7), the
 * certificates (not revoked, not renewed) ending within that many days but after the next
 * reminder's window, one mail each. The certificate_reminders primary key is written first
 * (ON CONFLICT DO NOTHING): a mail is queued only by the run that recorded it, so a repeat run,
 * or two nodes, never send it twice. Answers how many mails were queued.
 */
export async function queueExpiryReminders(db: Db, _publicUrl?: string, now = new Date()): Promise<number> {
  const days = [...CERTIFICATE_REMINDER_DAYS].sort((a, b) => b - a);
  let queued = 0;
  for (const [i, d] of days.entries()) {
    const nextDays = days[i + 1] ?? 0;
    const after = new Date(now.getTime() + nextDays * DAY_MS);
    const until = new Date(now.getTime() + d * DAY_MS);
    const kind = reminderKind(d);
    for (const c of await findDueReminders(db, kind, after, until, BATCH)) {
      if (!c.email || !(await recordReminder(db, c.id, kind))) continue;
      // In the holder's language and time zone, unless they turned reminders off (issue 20).
      const sent = await notify(db, {
        type: 'certificate.expiring',
        userId: c.userId,
        certificateId: c.id,
        number: c.number,
        certificationId: c.certificationId,
        certificationName: c.certificationName,
        expiresAt: c.expiresAt,
        days: d,
      });
      if (sent.queued) queued++;
    }
  }
  return queued;
}

export function certificateReminderTask(config: Pick<Config, 'publicUrl'>): SweepTask {
  return {
    name: 'certificate-expiry-reminders',
    run: async (db) => {
      await queueExpiryReminders(db, config.publicUrl);
    },
  };
}
