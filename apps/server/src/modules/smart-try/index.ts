// The smart-try module's face (issue 21 item 3, floor 4): what other modules may call.
export { smartTrySitesForSitemap } from './smart-try-sitemap';
export type { SmartTryAudit } from './smart-try-staff.service';
export { eraseSmartTryRequestsOfDeletedAccount } from './smart-try-account-release';
