import { NotificationStatus } from '@credo/contracts/enums-learning';

/**
 * Whether an e-mail notification checkbox starts ticked (issue 14 item 10). Every enrol form
 * (certification enrol dialog, /invitation, course enrol panel) reads it from here so they agree.
 * The spec has three states (commerce §4: 0 not subscribed, 1 subscribed, 2 cancelled) and no
 * stated default; the enrol forms have always offered the notices ticked, and only a learner who
 * stopped them ("Stop e-mail notifications", status 2) starts unticked. A new account is 0.
 */
export const NOTIFY_BY_DEFAULT = true;

/** The starting tick for a learner whose stored status is `status` (unknown: the default). */
export const defaultNotify = (status: number | null | undefined): boolean => (status === NotificationStatus.CANCELLED ? false : NOTIFY_BY_DEFAULT);
