import { HOUR_MS } from '@credo/contracts/durations';
/**
 * The domain events the notification module turns into mail (issue 20). Each names its recipient
 * (`userId`) and carries the facts its mail shows, given by the caller (this module sits on floor 2
 * and reads no table of the modules above it). Dates may be Date or ISO strings; they are stored
 * in the outbox as JSON and shown in the recipient's language and time zone.
 */
type When = Date | string;

/** A classroom or practical-exam session as the seat mails show it (and its .ics attachment). */
export type SessionFacts = {
  id: number;
  title: string;
  startsAt: When;
  endsAt?: When | null;
  location?: string | null;
  /** IANA zone of the venue; the mail shows the recipient's zone, the .ics carries UTC. */
  timeZone?: string | null;
};

type SmartTryFacts = { campaignTitle: string; productName: string; distributorName: string };
type Decision = { approved: boolean; reason?: string | null; at: When };
type Money = { amountMinor: number; currency: string };
type Order = { orderId: number; seqNo: string; goods: string };
type Seat = { seatId: number; seatKind: 'classroom' | 'practical'; session: SessionFacts };
/** The enrolment's or registration's emailNotificationStatus (0 not subscribed, 1 subscribed, 2 cancelled): optional mail goes only at 1. */
type Subscription = { emailNotificationStatus?: number };

export type NotificationEvent = { userId: number } & (
  | ({ type: 'enrolment.decided'; enrolmentId: number; certificationId: number; certificationName: string } & Decision)
  | ({ type: 'application.decided'; applicationId: number; certificationId: number; certificationName: string } & Decision)
  | { type: 'certificate.issued'; certificateId: number; number: string; certificationName: string; expiresAt?: When | null }
  | { type: 'certificate.revoked'; certificateId: number; number: string; certificationName: string; reason?: string | null }
  | { type: 'certificate.expiring'; certificateId: number; number: string; certificationId: number; certificationName: string; expiresAt: When; days: number }
  | { type: 'certificate.expired'; certificateId: number; number: string; certificationId: number; certificationName: string; expiredAt: When }
  | ({ type: 'seat.booked'; at: When } & Seat)
  | ({ type: 'seat.cancelled'; at: When } & Seat)
  /** `seatId` is the new seat; `fromSeatId` the old one, whose calendar event the mail's .ics cancels. */
  | ({ type: 'seat.rescheduled'; at: When; from: SessionFacts; fromSeatId?: number } & Seat)
  | ({ type: 'waitlist.promoted'; at: When } & Seat)
  | ({ type: 'session.reminder'; hoursBefore: 24 | 1 } & Seat & Subscription)
  | { type: 'practical.result'; enrolmentId: number; examName: string; passed: boolean; at: When }
  | ({ type: 'order.paid'; paidAt: When } & Order & Money)
  | ({ type: 'order.failed'; at: When } & Order & Money)
  | ({ type: 'order.timedOut' } & Order & Money)
  | ({ type: 'transfer.decided'; accepted: boolean; reason?: string | null; at: When } & Order & Money)
  | ({ type: 'survey.invitation'; relationType: 'course' | 'classroom'; relationId: number; title: string; path: string } & Subscription)
  | ({ type: 'trainer.decided'; applicationId: number } & Decision)
  /** Smart Try (issue 21 item 3): a request received, and staff's outcome. */
  | ({ type: 'smarttry.requested'; requestId: number; certificationName: string; at: When } & SmartTryFacts)
  | ({ type: 'smarttry.decided'; requestId: number } & SmartTryFacts & Decision)
);

export type NotificationType = NotificationEvent['type'];
export type EventOf<T extends NotificationType> = Extract<NotificationEvent, { type: T }>;

/** What a learner may turn off; everything else is transactional and always goes. */
export const OPTIONAL_CATEGORIES = ['reminders', 'surveys', 'campaigns'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

export const CATEGORY_OF: Record<NotificationType, OptionalCategory | 'transactional'> = {
  'enrolment.decided': 'transactional',
  'application.decided': 'transactional',
  'certificate.issued': 'transactional',
  'certificate.revoked': 'transactional',
  'certificate.expiring': 'reminders',
  'certificate.expired': 'transactional',
  'seat.booked': 'transactional',
  'seat.cancelled': 'transactional',
  'seat.rescheduled': 'transactional',
  'waitlist.promoted': 'transactional',
  'session.reminder': 'reminders',
  'practical.result': 'transactional',
  'order.paid': 'transactional',
  'order.failed': 'transactional',
  'order.timedOut': 'transactional',
  'transfer.decided': 'transactional',
  'survey.invitation': 'surveys',
  'trainer.decided': 'transactional',
  'smarttry.requested': 'transactional',
  'smarttry.decided': 'transactional',
};

const iso = (w: When) => (typeof w === 'string' ? new Date(w) : w).toISOString();

/**
 * What makes one occurrence of an event unique (with its type and recipient, the outbox's
 * idempotency key): the row it is about, plus the time of the change where a row can change again
 * (a seat booked, cancelled and booked again is two bookings; a webhook replayed is one).
 */
export function occurrenceOf(e: NotificationEvent): string {
  switch (e.type) {
    case 'enrolment.decided':
      return `${e.enrolmentId}@${iso(e.at)}`;
    case 'application.decided':
      return `${e.applicationId}@${iso(e.at)}`;
    case 'certificate.issued':
    case 'certificate.revoked':
    case 'certificate.expired':
      return `${e.certificateId}`;
    case 'certificate.expiring':
      return `${e.certificateId}/${e.days}d`;
    case 'seat.booked':
    case 'seat.cancelled':
    case 'seat.rescheduled':
    case 'waitlist.promoted':
      return `${e.seatKind}-${e.seatId}@${iso(e.at)}`;
    case 'session.reminder':
      return `${e.seatKind}-${e.seatId}/${e.session.id}@${iso(e.session.startsAt)}/${e.hoursBefore}h`;
    case 'practical.result':
      return `${e.enrolmentId}@${iso(e.at)}`;
    case 'order.paid':
    case 'order.failed':
    case 'order.timedOut':
      return `${e.orderId}`;
    case 'transfer.decided':
      return `${e.orderId}@${iso(e.at)}`;
    case 'survey.invitation':
      return `${e.relationType}-${e.relationId}`;
    case 'trainer.decided':
      return `${e.applicationId}@${iso(e.at)}`;
    case 'smarttry.requested':
      return `${e.requestId}`;
    case 'smarttry.decided':
      return `${e.requestId}@${iso(e.at)}`;
  }
}

/**
 * When each session reminder goes (ms before the start): the 24-hour one for a session starting 20
 * to 24 hours from now, the 1-hour one 15 to 60 minutes from now. A seat booked later gets no
 * reminder it would find wrong ("starts in 24 hours" six hours before).
 */
export const SESSION_REMINDER_WINDOWS = [
  { hoursBefore: 24 as const, from: 20 * HOUR_MS, until: 24 * HOUR_MS },
  { hoursBefore: 1 as const, from: HOUR_MS / 4, until: HOUR_MS },
];
