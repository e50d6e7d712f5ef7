import type { NotificationEvent, SessionFacts } from './events';
import type { MailKey, Translate } from './mail-texts';

/** What one mail says, before layout: the same for its HTML and its text part. */
export type MailContent = {
  subject: string;
  body: string;
  facts: [label: string, value: string][];
  action?: { label: string; path: string };
};

/** Dates in the recipient's language and time zone (Intl), with the zone named. */
export type Formatters = {
  /** Start to end, the day said once when both fall on it (Intl formatRange). */
  range: (a: Date | string, b: Date | string) => string;
  dateTime: (d: Date | string) => string;
  date: (d: Date | string) => string;
  money: (minor: number, currency: string) => string;
};

const pair = (t: Translate, label: MailKey, value: string | null | undefined): [string, string][] => (value ? [[t(label), value]] : []);

function sessionFacts(t: Translate, f: Formatters, s: SessionFacts): [string, string][] {
  const when = s.endsAt ? f.range(s.startsAt, s.endsAt) : f.dateTime(s.startsAt);
  return [...pair(t, 'labelSession', s.title), ...pair(t, 'labelWhen', when), ...pair(t, 'labelWhere', s.location)];
}

/** subject + body keys named `<prefix>Subject`, `<prefix>Body`. */
const says = (t: Translate, prefix: string, vars: Record<string, string | number>) => ({
  subject: t(`${prefix}Subject` as MailKey, vars),
  body: t(`${prefix}Body` as MailKey, vars),
});

/** The one template of each message kind: its texts, its facts table and its button. */
export function contentOf(e: NotificationEvent, t: Translate, f: Formatters): MailContent {
  switch (e.type) {
    case 'enrolment.decided':
    case 'application.decided': {
      const prefix = `${e.type === 'enrolment.decided' ? 'enrolment' : 'application'}${e.approved ? 'Approved' : 'Rejected'}`;
      return {
        ...says(t, prefix, { certification: e.certificationName }),
        facts: [...pair(t, 'labelCertification', e.certificationName), ...pair(t, 'labelReason', e.approved ? null : e.reason)],
        action: { label: t('actionOpenJourney'), path: `/certification/detail/${e.certificationId}` },
      };
    }
    case 'certificate.issued':
      return {
        ...says(t, 'certificateIssued', { certification: e.certificationName }),
        facts: [...pair(t, 'labelCertificate', e.number), ...pair(t, 'labelValidUntil', e.expiresAt ? f.date(e.expiresAt) : null)],
        action: { label: t('actionViewCertificate'), path: `/verify/${encodeURIComponent(e.number)}` },
      };
    case 'certificate.revoked':
      return {
        ...says(t, 'certificateRevoked', { certification: e.certificationName }),
        facts: [...pair(t, 'labelCertificate', e.number), ...pair(t, 'labelReason', e.reason)],
      };
    case 'certificate.expiring':
      return {
        ...says(t, 'certificateExpiring', { certification: e.certificationName, date: f.date(e.expiresAt) }),
        facts: [...pair(t, 'labelCertificate', e.number), ...pair(t, 'labelValidUntil', f.date(e.expiresAt))],
        action: { label: t('actionRenew'), path: `/certification/detail/${e.certificationId}` },
      };
    case 'certificate.expired':
      return {
        ...says(t, 'certificateExpired', { certification: e.certificationName, date: f.date(e.expiredAt) }),
        facts: pair(t, 'labelCertificate', e.number),
        action: { label: t('actionRenew'), path: `/certification/detail/${e.certificationId}` },
      };
    case 'seat.booked':
    case 'seat.cancelled':
    case 'seat.rescheduled':
    case 'waitlist.promoted':
    case 'session.reminder': {
      const prefix =
        e.type === 'session.reminder'
          ? `sessionReminder${e.hoursBefore}`
          : { 'seat.booked': 'seatBooked', 'seat.cancelled': 'seatCancelled', 'seat.rescheduled': 'seatRescheduled', 'waitlist.promoted': 'waitlistPromoted' }[
              e.type
            ];
      const was = e.type === 'seat.rescheduled' ? pair(t, 'labelWas', f.dateTime(e.from.startsAt)) : [];
      return {
        ...says(t, prefix, { session: e.session.title, seatKind: t(e.seatKind) }),
        facts: [...sessionFacts(t, f, e.session), ...was],
        action: { label: t('actionMyLearning'), path: '/my-learning' },
      };
    }
    case 'practical.result':
      return {
        ...says(t, e.passed ? 'practicalPassed' : 'practicalFailed', { exam: e.examName }),
        facts: [...pair(t, 'labelExam', e.examName), ...pair(t, 'labelResult', t(e.passed ? 'passed' : 'failed'))],
        action: { label: t('actionMyLearning'), path: '/my-learning' },
      };
    case 'order.paid':
    case 'order.failed':
    case 'order.timedOut':
    case 'transfer.decided': {
      const prefix =
        e.type === 'transfer.decided'
          ? e.accepted
            ? 'transferAccepted'
            : 'transferRejected'
          : { 'order.paid': 'orderPaid', 'order.failed': 'orderFailed', 'order.timedOut': 'orderTimedOut' }[e.type];
      const reason = e.type === 'transfer.decided' && !e.accepted ? e.reason : null;
      return {
        ...says(t, prefix, { goods: e.goods }),
        facts: [
          ...pair(t, 'labelOrder', e.seqNo),
          ...pair(t, 'labelItem', e.goods),
          ...pair(t, 'labelAmount', f.money(e.amountMinor, e.currency)),
          ...pair(t, 'labelReason', reason),
        ],
        action: { label: t('actionMyLearning'), path: '/my-learning' },
      };
    }
    case 'survey.invitation':
      return { ...says(t, 'surveyInvitation', { title: e.title }), facts: [], action: { label: t('actionSurvey'), path: e.path } };
    case 'trainer.decided':
      return { ...says(t, e.approved ? 'trainerApproved' : 'trainerRejected', {}), facts: pair(t, 'labelReason', e.approved ? null : e.reason) };
    case 'smarttry.requested':
    case 'smarttry.decided': {
      const prefix = e.type === 'smarttry.requested' ? 'smartTryRequested' : e.approved ? 'smartTryApproved' : 'smartTryRejected';
      return {
        ...says(t, prefix, { campaign: e.campaignTitle, product: e.productName }),
        facts: [
          ...pair(t, 'labelCampaign', e.campaignTitle),
          ...(e.type === 'smarttry.requested' ? pair(t, 'labelCertification', e.certificationName) : []),
          ...pair(t, 'labelProduct', e.productName),
          ...pair(t, 'labelDistributor', e.distributorName),
          ...pair(t, 'labelReason', e.type === 'smarttry.decided' && !e.approved ? e.reason : null),
        ],
        action: { label: t('actionSmartTry'), path: '/smart-try' },
      };
    }
  }
}
