/** The auth module's face (issue 15): the only entry other modules and the composition root import. */
export { purgeExpiredSessions, sessionRowsOf, type SessionRows } from './session-store.service';
