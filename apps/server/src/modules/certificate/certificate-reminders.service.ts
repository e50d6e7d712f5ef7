import { CERTIFICATE_REMINDER_DAYS } from '@credo/contracts/certificate';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { sendMail } from '../../platform/mail';
import type { SweepTask } from '../../platform/sweeper';
import { findDueReminders } from './certificate-holder.service';
import { recordReminder } from './certificate.repo';

const DAY_MS = 86_400_000;
/** Certificates handled per reminder kind and sweep; the rest follow on the next sweep. */
const BATCH = 200;

export const reminderKind = (days: number) => `expiry-${days}d`;

type Due = Awaited<ReturnType<typeof findDueReminders>>[number];

/**
 * The mail, in English: the platform has no translated mail texts outside the identity pages yet
 * (noted in decision 0010), so the subject says plainly what it is about.
 */
function reminderMail(c: Due, days: number, publicUrl: string) {
  const end = c.expiresAt.toISOString().slice(0, 10);
  return {
    subject: `Your certificate ${c.certificationName} expires on ${end}`,
    text: [
      `Dear ${c.holderName || 'learner'},`,
      '',
      `your certificate "${c.certificationName}" (number ${c.number}) expires on ${end}, in ${days <= 7 ? 'less than a week' : `about ${days} days`}.`,
      'Renew it from the certification page to keep it valid:',
      `${publicUrl}/certification/detail/${c.certificationId}`,
      '',
      `Anyone can check the certificate at ${publicUrl}/verify/${c.number}`,
    ].join('\n'),
  };
}

/**
 * Queues the expiry reminders (decision 0010): for each of CERTIFICATE_REMINDER_DAYS (60, 7), the
 * certificates (not revoked, not renewed) ending within that many days but after the next
 * reminder's window, one mail each. The certificate_reminders primary key is written first
 * (ON CONFLICT DO NOTHING): a mail is queued only by the run that recorded it, so a repeat run,
 * or two nodes, never send it twice. Answers how many mails were queued.
 */
export async function queueExpiryReminders(db: Db, publicUrl: string, now = new Date()): Promise<number> {
  const days = [...CERTIFICATE_REMINDER_DAYS].sort((a, b) => b - a);
  let queued = 0;
  for (const [i, d] of days.entries()) {
    const nextDays = days[i + 1] ?? 0;
    const after = new Date(now.getTime() + nextDays * DAY_MS);
    const until = new Date(now.getTime() + d * DAY_MS);
    const kind = reminderKind(d);
    for (const c of await findDueReminders(db, kind, after, until, BATCH)) {
      if (!c.email || !(await recordReminder(db, c.id, kind))) continue;
      await sendMail(db, { to: c.email, ...reminderMail(c, d, publicUrl) });
      queued++;
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
