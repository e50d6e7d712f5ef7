import type { Config } from './config';
import { outboxDeliveryTask } from './platform/mail';
import { purgeExpiredSessions } from './platform/session';
import type { SweepTask } from './platform/sweeper';
import { signatureNonceSweepTask } from './modules/user/sign.service';
import { purgeIdpExpired } from './modules/idp/idp.service';
import { autoSubmitOverdue } from './modules/exam/exam.service';
import { certificateReminderTask } from './modules/certificate/certificate-reminders.service';

/** Everything the per-node sweeper does, in order; later issues add order timeouts and reminders here. */
export function sweepTasks(config: Config): SweepTask[] {
  return [
    { name: 'sessions', run: purgeExpiredSessions },
    signatureNonceSweepTask,
    { name: 'idp-purge', run: purgeIdpExpired },
    outboxDeliveryTask(config),
    { name: 'exam-auto-submit', run: async (db) => { await autoSubmitOverdue(db); } },
    certificateReminderTask(config),
  ];
}
