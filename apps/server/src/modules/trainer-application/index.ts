/**
 * The trainer-application module's face (issue 21 item 2, floor 4; decision 0024): applications to
 * become a trainer and their verification codes. Staff decide through its staff routes, audited by
 * the staff module's writer that app.ts hands in; the sweeper deletes declined applications' data.
 */
export { trainerApplicationRoutes } from './trainer-application.routes';
export { trainerApplicationStaffRoutes } from './trainer-application-staff.routes';
export { purgeDeclinedApplications, type TrainerAudit } from './trainer-application.service';
export { trainerApplicationSweepTask } from './trainer-application.sweep';
export { eraseApplicationsOfDeletedAccount } from './trainer-application-account-release';
