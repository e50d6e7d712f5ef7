import { certificateStateOf, HOLDING_STATES, type CertificateLifeState } from '@credo/contracts/certificate';
import type { CertificationChildStatusValue, CertificationStatusValue } from '@credo/contracts/enums';
import { ErrorCode } from '@credo/contracts/errors';
import type { PrerequisiteCertificationItem } from '@credo/contracts/certification-journey';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import {
  certificatesOfGroups,
  cycleCertificateOf,
  groupCertificateOf,
  latestApplicationOf,
  type ApplicationRow,
  type CertificateRow,
} from '../certificate/index';
import { trainingFactsOf } from '../classroom/index';
import { createEnrolment, creditsTowards, findEnrolment, restartEnrolment, type EnrolmentRow } from '../enrolment/index';
import { discardTheoryAttempts, theoryCycleOf } from '../exam/index';
import { hasStartedLearning } from '../learning/index';
import { practicalFactsOf, type PracticalPlace } from '../practical-exam/index';
import { findCertificationSite, findJourneyCertification, findPrerequisiteCandidates, type JourneyCertification } from './certification-journey.repo';
import { journeyStatusOf, type ApplicationState, type EnrolmentState } from './journey-status';

export type JourneyCtx = Pick<RequestContext, 'siteId' | 'languageId' | 'tenantId'>;
/** Theory attempts per cycle when the exam row does not say (cert §9). */
const DEFAULT_MAX_EXAM_NUMS = 2;

const NO_TRAINING = { booked: false, finished: false };
const NO_PRACTICAL = { enrolled: false, passed: false, latest: null };

export type LearnerJourney = {
  certification: JourneyCertification;
  enrolment: EnrolmentRow | null;
  status: CertificationStatusValue;
  childStatus: CertificationChildStatusValue;
  processDetail: ('0' | '1')[];
  credits: number;
  requiredCredits: number;
  creditsReachedAt: Date | null;
  examWindowEndsAt: Date | null;
  learningStarted: boolean;
  theoryExamId: number | null;
  theoryAttempts: number;
  maxExamNums: number;
  theoryPassed: boolean;
  /** Classroom seats and practical-exam places of the cycle (decision 0011). */
  training: { booked: boolean; finished: boolean };
  practical: { enrolled: boolean; passed: boolean; latest: PracticalPlace | null };
  /** The passing score of the cycle, else the latest one; null before any attempt. */
  theoryScore: number | null;
  application: ApplicationRow | null;
  certificate: CertificateRow | null;
  certificateState: CertificateLifeState | null;
};

/** The certification on the request's site, or 404. */
export async function certificationOnSite(db: Db, siteId: number, certificationId: number, now = new Date()) {
  const cert = await findJourneyCertification(db, siteId, certificationId, now);
  if (!cert) throw AppError.notFound('No such certification on this site');
  return cert;
}

/**
 * Without an enrolment in this version: a valid or about-to-expire certificate of the same group
 * earned on another site or language version (the Arabic twin of an English certificate) shows
 * this version as certified too, instead of offering an enrolment that would answer 10003.
 */
async function heldGroupCertificate(db: Db, userId: number, groupKey: string, now: Date) {
  const row = await groupCertificateOf(db, userId, groupKey);
  const state = row ? certificateStateOf(row, now) : null;
  return state === 'valid' || state === 'aboutToExpire' ? row : null;
}

/**
 * Everything the detail page needs to know about one learner and one certification, derived from
 * the facts of the current cycle (decision 0010). 404 when the certification is not on the site.
 */
export async function getLearnerJourney(db: Db, ctx: JourneyCtx, userId: number, certificationId: number, now = new Date()): Promise<LearnerJourney> {
  const certification = await certificationOnSite(db, ctx.siteId, certificationId, now);
  const enrolment = await findEnrolment(db, userId, certification.id);
  const since = enrolment?.cycleStartedAt ?? now;
  const [credits, learningStarted, theory, application, certificate, training, practical] = await Promise.all([
    creditsTowards(db, userId, certification),
    hasStartedLearning(db, userId, certification.id),
    theoryCycleOf(db, certification.siteId, certification.id, userId, enrolment ? since : null),
    enrolment ? latestApplicationOf(db, userId, certification.id, since) : Promise.resolve(null),
    enrolment ? cycleCertificateOf(db, userId, certification.id, since) : heldGroupCertificate(db, userId, certification.groupKey, now),
    enrolment ? trainingFactsOf(db, userId, certification.id, since, now) : Promise.resolve(NO_TRAINING),
    enrolment && certification.hasPracticalExam ? practicalFactsOf(db, userId, certification.id, since, now) : Promise.resolve(NO_PRACTICAL),
  ]);
  const certificateState = certificate ? certificateStateOf(certificate, now) : null;
  const { status, childStatus, processDetail } = journeyStatusOf({
    enrolment: enrolment ? { state: enrolment.state as EnrolmentState, learningType: enrolment.learningType } : null,
    hasPracticalExam: certification.hasPracticalExam,
    credits: credits.earned,
    requiredCredits: credits.required,
    learningStarted,
    theoryPassed: theory.passed,
    trainingBooked: training.booked,
    trainingFinished: training.finished,
    practicalEnrolled: practical.enrolled,
    practicalPassed: practical.passed,
    application: application ? { state: application.state as ApplicationState } : null,
    certificate: certificateState ? { state: certificateState } : null,
    heldElsewhere: !enrolment && certificate !== null,
  });
  return {
    certification,
    enrolment,
    status,
    childStatus,
    processDetail,
    credits: credits.earned,
    requiredCredits: credits.required,
    creditsReachedAt: credits.reachedAt,
    examWindowEndsAt: credits.windowEndsAt,
    learningStarted,
    theoryExamId: theory.exam?.id ?? null,
    theoryAttempts: theory.attempts,
    maxExamNums: theory.exam?.maxExamNums ?? DEFAULT_MAX_EXAM_NUMS,
    theoryPassed: theory.passed,
    training,
    practical,
    theoryScore: theory.score,
    application,
    certificate,
    certificateState,
  };
}

/**
 * Prerequisites of the certification the learner does not hold (a certificate of the group in a
 * holding state: valid, about to expire, renewed; never revoked), one item per group, named in the
 * request's language when the site has it.
 */
export async function missingPrerequisites(db: Db, languageId: number, userId: number | null, cert: JourneyCertification, now = new Date()) {
  const candidates = await findPrerequisiteCandidates(db, cert);
  const byGroup = new Map<string, (typeof candidates)[number]>();
  for (const c of candidates) {
    const seen = byGroup.get(c.groupKey);
    if (!seen || (seen.languageId !== languageId && c.languageId === languageId)) byGroup.set(c.groupKey, c);
  }
  const held = new Set<string>();
  if (userId !== null) {
    for (const c of await certificatesOfGroups(db, userId, [...byGroup.keys()])) {
      if (HOLDING_STATES.includes(certificateStateOf(c, now))) held.add(c.groupKey);
    }
  }
  const all: PrerequisiteCertificationItem[] = [];
  const missing: PrerequisiteCertificationItem[] = [];
  for (const c of byGroup.values()) {
    const item = { certificationReleaseId: c.id, certificationName: c.name, versionLabel: c.versionLabel };
    all.push(item);
    if (!held.has(c.groupKey)) missing.push(item);
  }
  return { all, missing };
}

export type EnrolOptions = { via: 'direct' | 'invitation'; invitationId?: number; emailNotificationStatus: number };

/**
 * Enrols the learner in a certification inside the caller's transaction (decision 0010): refuses
 * a direct enrolment where an invitation is needed (403, data.enrolmentMode), a certificate
 * already held (10003), missing prerequisites (10026 with the list) and a repeat (10024). A
 * rejected or reset enrolment is enrolled again under its row lock, with a new cycle. Open mode
 * and invitations are approved at once, review mode waits for staff.
 */
export async function enrolInCertification(
  tx: Db,
  ctx: JourneyCtx,
  userId: number,
  certificationId: number,
  opts: EnrolOptions,
  now = new Date(),
): Promise<{ enrolmentId: number }> {
  const cert = await certificationOnSite(tx, ctx.siteId, certificationId, now);
  if (opts.via === 'direct' && cert.enrolmentMode === 'invitation') {
    throw new AppError(ErrorCode.FORBIDDEN, { enrolmentMode: 'invitation' }, 'This certification is enrolled with an invitation code.', 403);
  }
  const own = await certificatesOfGroups(tx, userId, [cert.groupKey]);
  if (
    own.some((c) => {
      const s = certificateStateOf(c, now);
      return s === 'valid' || s === 'aboutToExpire';
    })
  ) {
    throw new AppError(ErrorCode.CERTIFICATE_ALREADY_HELD);
  }
  const { missing } = await missingPrerequisites(tx, ctx.languageId, userId, cert, now);
  if (missing.length > 0) throw new AppError(ErrorCode.PREREQUISITE_MISSING, { prerequisiteCertificationList: missing });

  const state: EnrolmentState = opts.via === 'invitation' || cert.enrolmentMode === 'open' ? 'approved' : 'pending';
  const fresh = {
    state,
    via: opts.via,
    invitationId: opts.invitationId ?? null,
    emailNotificationStatus: opts.emailNotificationStatus,
    cycleStartedAt: now,
    decidedAt: null,
    decidedBy: null,
    decisionReason: null,
    updatedAt: now,
  };
  const existing = await findEnrolment(tx, userId, cert.id, true);
  if (existing) {
    if (existing.state === 'pending' || existing.state === 'approved') throw new AppError(ErrorCode.ALREADY_REGISTERED);
    await restartEnrolment(tx, existing.id, fresh);
    return { enrolmentId: existing.id };
  }
  const inserted = await createEnrolment(tx, { ...fresh, userId, certificationId: cert.id, siteId: cert.siteId, createdAt: now });
  if (!inserted) throw new AppError(ErrorCode.ALREADY_REGISTERED);
  return { enrolmentId: inserted.id };
}

/**
 * Renewal (decision 0010): a new approved cycle of the learner's enrolment in the certification
 * (created when there is none); theory attempts of earlier cycles stop counting, so the learner
 * has fresh attempts. Runs in the caller's transaction.
 */
export async function renewEnrolment(tx: Db, userId: number, certificationId: number, now = new Date()): Promise<{ enrolmentId: number }> {
  const existing = await findEnrolment(tx, userId, certificationId, true);
  const set = { state: 'approved' as const, cycleStartedAt: now, decidedAt: null, decidedBy: null, decisionReason: null, updatedAt: now };
  let enrolmentId = existing?.id;
  if (existing) {
    await restartEnrolment(tx, existing.id, set);
  } else {
    const siteId = await findCertificationSite(tx, certificationId);
    if (siteId === null) throw AppError.notFound('No such certification');
    const inserted = await createEnrolment(tx, { ...set, userId, certificationId, siteId, createdAt: now });
    enrolmentId = inserted?.id ?? (await findEnrolment(tx, userId, certificationId))!.id;
    if (!inserted) await restartEnrolment(tx, enrolmentId, set);
  }
  await discardTheoryAttempts(tx, userId, certificationId);
  return { enrolmentId: enrolmentId! };
}
