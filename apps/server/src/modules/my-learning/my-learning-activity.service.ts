import type { ExamAttempt, MyExams, MyLearningCertificates, MyOrders, MyTraining, SeatState, TrainingSeat } from '@credo/contracts/my-learning';
import type { Db } from '../../db/client';
import { myCertificates } from '../certificate/index';
import { learnerOrdersOf } from '../checkout/index';
import { classroomSeatsOfLearner } from '../classroom/index';
import { groupKeysOfCertifications } from '../certification/index';
import { enrolmentsOfLearner, type LearnerEnrolment } from '../enrolment/index';
import { examAttemptsOfLearner, type LearnerExamAttempt } from '../exam/index';
import { practicalPlacesOfLearner } from '../practical-exam/index';

/** An attempt as the exams tab shows it: '2' pass, '1' fail, open while it runs (cert §4). */
export function toAttempt(a: LearnerExamAttempt): ExamAttempt {
  const result = a.submittedAt === null ? 'open' : a.result === '2' ? 'pass' : 'fail';
  return {
    paperId: a.paperId,
    examName: a.examName,
    relationType: a.relationType,
    relationId: a.relationId,
    startedAt: a.startedAt.toISOString(),
    submittedAt: a.submittedAt?.toISOString() ?? null,
    score: a.score,
    passScore: a.passScore,
    totalPoints: a.totalPoints,
    result,
    // The analysis button follows viewAnswerDetails (cert §6), and only a submitted attempt has one.
    analysis: a.viewAnswerDetails && result !== 'open',
  };
}

export async function myExams(db: Db, userId: number): Promise<MyExams> {
  return { attempts: (await examAttemptsOfLearner(db, userId)).map(toAttempt) };
}

/** Classroom seat (cert §4: 1 unenrolled, 2 pending, 3 enrolled, 4 rejected, 15 expired; attendance 1 in, 2 absent). */
export function classroomSeatState(s: { status: number; attendance: number; endAt: Date }, now: Date): SeatState {
  if (s.status === 1) return 'cancelled';
  if (s.status === 4) return 'rejected';
  if (s.status === 15) return 'expired';
  if (s.attendance === 1) return 'attended';
  if (s.attendance === 2) return 'absent';
  return s.endAt.getTime() <= now.getTime() ? 'finished' : 'booked';
}

/** Practical place (cert §4: 1 cancel, 2 enrolled, 3 removed, 4 success, 5 fail, 6 absent). */
export function practicalSeatState(p: { status: number; endAt: Date }, now: Date): SeatState {
  if (p.status === 1 || p.status === 3) return 'cancelled';
  if (p.status === 6) return 'absent';
  if (p.status === 4 || p.status === 5) return 'attended';
  return p.endAt.getTime() <= now.getTime() ? 'finished' : 'booked';
}

/** The learner's classroom seats, waitlist places and practical-exam places, soonest session first. */
export async function myTraining(db: Db, userId: number, now = new Date()): Promise<MyTraining> {
  const [{ seats, waitlist }, places] = await Promise.all([classroomSeatsOfLearner(db, userId), practicalPlacesOfLearner(db, userId)]);
  const upcoming = (startAt: Date) => startAt.getTime() > now.getTime();
  const out: TrainingSeat[] = [
    ...seats.map((s) => {
      const state = classroomSeatState(s, now);
      return {
        id: s.id,
        type: 'classroom' as const,
        sessionId: s.classroomId,
        title: s.title,
        startAt: s.startAt.toISOString(),
        endAt: s.endAt.toISOString(),
        city: s.city,
        kind: s.kind,
        state,
        status: s.status,
        certificationId: s.certificationId,
        changeable: state === 'booked' && upcoming(s.startAt),
      };
    }),
    ...waitlist
      .filter((w) => w.status === 0)
      .map((w) => ({
        id: w.id,
        type: 'classroom' as const,
        sessionId: w.classroomId,
        title: w.title,
        startAt: w.startAt.toISOString(),
        endAt: w.endAt.toISOString(),
        city: w.city,
        kind: w.kind,
        state: 'waitlisted' as const,
        status: w.status,
        certificationId: w.certificationId,
        changeable: false,
      })),
    ...places.map((p) => {
      const state = practicalSeatState(p, now);
      return {
        id: p.id,
        type: 'practicalExam' as const,
        sessionId: p.practicalExamId,
        title: p.name,
        startAt: p.startAt.toISOString(),
        endAt: p.endAt.toISOString(),
        city: p.city,
        kind: null,
        state,
        status: p.status,
        certificationId: p.certificationId,
        changeable: state === 'booked' && upcoming(p.startAt),
      };
    }),
  ];
  return { seats: out.sort((a, b) => b.startAt.localeCompare(a.startAt)) };
}

/** The learner's orders (hidden ones, which the learner deleted, stay out of the tab). */
export async function myOrders(db: Db, userId: number): Promise<MyOrders> {
  const rows = await learnerOrdersOf(db, userId);
  return {
    orders: rows
      .filter((o) => o.hiddenAt === null)
      .map((o) => ({
        seqNo: o.seqNo,
        goods: o.goods,
        relationId: o.relationId,
        relationType: o.relationType,
        state: o.state,
        payType: o.payType,
        currencyCode: o.currencyCode,
        totalMinor: o.totalMinor,
        placedAt: o.placedAt.toISOString(),
        paidAt: o.paidAt?.toISOString() ?? null,
        deadlineAt: o.deadlineAt.toISOString(),
      })),
  };
}

/**
 * Whether a certificate is being renewed (cert §9 "renew"): it is about to expire or expired and
 * the learner has an enrolment, not rejected, whose cycle started after the certificate was
 * issued in a certification of the same group. Renewal may run in another certification id than
 * the certificate's (the site's version of the group, in the learner's language: a newer version
 * or a language twin), so the group decides, never the id alone; another group never counts.
 */
export function isRenewing(
  c: { state: string; issuedAt: string; certificationId: number },
  enrolments: Pick<LearnerEnrolment, 'certificationId' | 'state' | 'cycleStartedAt'>[],
  groupOf: Map<number, string>,
): boolean {
  if (c.state !== 'aboutToExpire' && c.state !== 'expired') return false;
  const group = groupOf.get(c.certificationId);
  const issued = new Date(c.issuedAt).getTime();
  return enrolments.some(
    (e) =>
      e.state !== 'rejected' &&
      e.cycleStartedAt.getTime() > issued &&
      (e.certificationId === c.certificationId || (group !== undefined && groupOf.get(e.certificationId) === group)),
  );
}

/**
 * The certificates tab: the certificate module's list and medals, each certificate grouped as
 * valid, about to expire, expired or renewing (isRenewing).
 */
export async function myLearningCertificates(db: Db, userId: number, now = new Date()): Promise<MyLearningCertificates> {
  const [{ certificates, medals }, enrolments] = await Promise.all([myCertificates(db, userId, now), enrolmentsOfLearner(db, userId)]);
  const groupOf = await groupKeysOfCertifications(db, [...certificates.map((c) => c.certificationId), ...enrolments.map((e) => e.certificationId)]);
  return {
    medals,
    certificates: certificates.map((c) => {
      const group = isRenewing(c, enrolments, groupOf)
        ? 'renewing'
        : c.state === 'valid' || c.state === 'aboutToExpire' || c.state === 'expired'
          ? c.state
          : null;
      return {
        id: c.id,
        number: c.number,
        state: c.state,
        group,
        issuedAt: c.issuedAt,
        expiresAt: c.expiresAt,
        remindStatus: c.remindStatus,
        renewable: c.renewable,
        certificationId: c.certificationId,
        certificationName: c.certificationName,
        level: c.level,
        versionLabel: c.versionLabel,
      };
    }),
  };
}
