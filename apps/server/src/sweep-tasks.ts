import type { Config } from './config';
import type { SweepTask } from './platform/sweeper';
import { purgeExpiredSessions } from './modules/auth/index';
import { signatureNonceSweepTask } from './modules/user/sign.service';
import { purgeIdpExpired } from './modules/idp/idp.service';
import { autoSubmitOverdue } from './modules/exam/exam.service';
import { certificateReminderTask } from './modules/certificate/certificate-reminders.service';
import { certificateExpiredTask } from './modules/certificate/certificate-expired.service';
import { expireOverdueOrders, sweepAbandonedProofs } from './modules/checkout/index';
import { LocalDiskStorage } from './platform/storage';
import { queueClassroomReminders } from './modules/classroom/classroom-reminders';
import { queuePracticalExamReminders } from './modules/practical-exam/practical-exam-reminders';
import { trainerApplicationSweepTask } from './modules/trainer-application/index';

/** Everything the per-node sweeper does, in order. Outbox delivery has its own loop (main.ts, startSmtpDelivery). */
export function sweepTasks(config: Config): SweepTask[] {
  return [
    { name: 'sessions', run: purgeExpiredSessions },
    signatureNonceSweepTask,
    { name: 'idp-purge', run: purgeIdpExpired },
    {
      name: 'exam-auto-submit',
      run: async (db) => {
        await autoSubmitOverdue(db);
      },
    },
    certificateReminderTask(config),
    // The holder's mail once a certificate has ended (issue 20), distinct from the reminders before.
    certificateExpiredTask,
    // Unpaid card orders after 30 minutes, bank transfers after 3 calendar days: the seat goes back.
    {
      name: 'checkout-timeouts',
      run: async (db) => {
        await expireOverdueOrders(db);
      },
    },
    // Payment proofs uploaded but never sent with save/voucher, after a day (review finding 7).
    {
      name: 'abandoned-proofs',
      run: async (db) => {
        await sweepAbandonedProofs(db, new LocalDiskStorage(config.dataDir));
      },
    },
    // Session reminders 24 hours and 1 hour before the start, each once (issue 20).
    {
      name: 'session-reminders',
      run: async (db) => {
        await queueClassroomReminders(db);
        await queuePracticalExamReminders(db);
      },
    },
    // Declined trainer applications' personal data and CV after 3 business days (cert §6), expired verification codes.
    trainerApplicationSweepTask(new LocalDiskStorage(config.dataDir)),
  ];
}
