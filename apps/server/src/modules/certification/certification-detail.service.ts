import type {
  CertificationCourseItem,
  CertificationLearnerDetail,
  CertificationListItem,
  CertificationPublicDetail,
  ClickUserCourseUpdateBody,
  EnrolmentMode,
  LearnerCertificate,
} from '@credo/contracts/certification-journey';
import { requiredCredits } from '@credo/contracts/constants';
import { LearningType, type LearningTypeValue } from '@credo/contracts/enums';
import type { LearningProcessValue, NotificationStatusValue } from '@credo/contracts/enums-learning';
import type { CertificationKindValue } from '@credo/contracts/enums-site';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { upcomingClassroomsOf } from '../classroom/index';
import { findEnrolment, findOwnEnrolment, markEnrolmentSeen, setLearningType } from '../enrolment/index';
import { theoryExamOf } from '../exam/index';
import { creditGrantsTowards, learningProcessesIn } from '../learning/index';
import { upcomingPracticalExamsOf } from '../practical-exam/index';
import { findCertificationCourses, findCertificationsOfKind, type JourneyCertification } from './certification-journey.repo';
import {
  certificationOnSite,
  enrolInCertification,
  getLearnerJourney,
  missingPrerequisites,
  type JourneyCtx,
  type LearnerJourney,
} from './certification-journey.service';

/**
 * The certification detail page's calls (cert §3, §7; decision 0010): the public part (cached by
 * the routes), the learner's part derived by getLearnerJourney, the course list, the hub list, and
 * the learner's enrolment actions.
 */

const yn = (v: boolean | number | string) => (v === true || v === 1 || v === '1' ? '1' : '0') as '0' | '1';
const kindOf = (kind: number) => (kind === 1 ? 1 : 0) as CertificationKindValue;
const modeOf = (mode: string) => mode as EnrolmentMode;

export type PublicDetailCache = (key: string, load: () => Promise<CertificationPublicDetail>) => Promise<CertificationPublicDetail>;

const courseItem = (c: Awaited<ReturnType<typeof findCertificationCourses>>[number]): CertificationCourseItem => ({
  id: c.id,
  courseName: c.name,
  description: c.description,
  coverUrl: c.coverUrl,
  courseType: c.courseType,
  requirement: c.requirement,
  credits: c.credits,
  chapterCount: c.chapterCount,
  durationSeconds: c.durationSeconds,
  learningProcess: null,
  earnedCredits: 0,
});

async function loadPublicDetail(db: Db, siteId: number, id: number, now: Date): Promise<CertificationPublicDetail> {
  const cert = await certificationOnSite(db, siteId, id, now);
  const [courses, exam, prerequisites, rooms, practical] = await Promise.all([
    findCertificationCourses(db, siteId, cert.id, now),
    theoryExamOf(db, cert.siteId, cert.id),
    missingPrerequisites(db, cert.languageId, null, cert, now),
    upcomingClassroomsOf(db, siteId, cert.id, now),
    cert.hasPracticalExam ? upcomingPracticalExamsOf(db, siteId, cert.id, now) : Promise.resolve([]),
  ]);
  return {
    id: cert.id,
    name: cert.name,
    description: cert.description,
    coverUrl: cert.coverUrl,
    kind: kindOf(cert.kind),
    kindType: cert.typeId,
    kindName: cert.kindName,
    level: cert.level,
    versionLabel: cert.versionLabel,
    languageId: cert.languageId,
    practicalExam: yn(cert.hasPracticalExam),
    platform: yn(cert.platform),
    enrolmentMode: modeOf(cert.enrolmentMode),
    defaultLearningType: LearningType.COURSE,
    requiredCredits: requiredCredits(cert.kind),
    theoryExam: exam ? { examId: exam.id, durationSeconds: exam.durationSeconds, passScore: exam.passScore, maxExamNums: exam.maxExamNums } : null,
    courseList: courses.map(courseItem),
    classroomList: rooms.map((r) => ({
      id: r.id,
      title: r.title,
      kind: r.kind === 1 ? 1 : 0,
      startAt: r.startAt.toISOString(),
      endAt: r.endAt.toISOString(),
      city: r.city,
      countryCode: r.countryCode,
    })),
    practicalExamList: practical.map((p) => ({
      id: p.id,
      practicalExamName: p.name,
      isCharge: yn(p.isCharge),
      regionId: p.regionId,
      startAt: p.startAt.toISOString(),
      endAt: p.endAt.toISOString(),
      city: p.city,
      countryCode: p.countryCode,
    })),
    prerequisites: prerequisites.all,
  };
}

/** GET release/certification/detail: the same for everyone; 404 when not on the request's site (never cached: it throws). */
export function getPublicDetail(db: Db, ctx: Pick<JourneyCtx, 'siteId'>, id: number, cached: PublicDetailCache = (_k, load) => load(), now = new Date()) {
  return cached(`${ctx.siteId}|${id}`, () => loadPublicDetail(db, ctx.siteId, id, now));
}

function certificateOf(j: LearnerJourney): LearnerCertificate | null {
  const c = j.certificate;
  if (!c || !j.certificateState) return null;
  return {
    id: c.id,
    number: c.number,
    state: j.certificateState,
    issuedAt: c.issuedAt.toISOString(),
    expiresAt: c.expiresAt.toISOString(),
    remindStatus: yn(c.remindStatus),
    renewable: (j.certificateState === 'aboutToExpire' || j.certificateState === 'expired') && !c.renewedById,
  };
}

/** The learner's part of the detail from a journey (cert §3 certificationCreditDTO, userCourseUpdateDTO, processDetail). */
export function learnerDetailOf(j: LearnerJourney, missing: CertificationLearnerDetail['missingPrerequisites']): CertificationLearnerDetail {
  const e = j.enrolment;
  const a = j.application;
  return {
    id: j.certification.id,
    currentStatus: j.status,
    childStatus: j.childStatus,
    processDetail: j.processDetail,
    learningType: (e?.learningType ?? LearningType.COURSE) as LearningTypeValue,
    enrolment: e
      ? {
          id: e.id,
          state: e.state as 'approved',
          via: e.via as 'direct',
          emailNotificationStatus: e.emailNotificationStatus as NotificationStatusValue,
          decisionReason: e.decisionReason,
          createdAt: e.createdAt.toISOString(),
        }
      : null,
    certificationCreditDTO: {
      status: j.status,
      credits: j.credits,
      requiredCredits: j.requiredCredits,
      reachedAt: j.creditsReachedAt?.toISOString() ?? null,
      examWindowEndsAt: j.examWindowEndsAt?.toISOString() ?? null,
    },
    userCourseUpdateDTO: e ? { id: e.id, viewExamTips: yn(e.viewExamTips), viewUpdate: yn(e.viewUpdate) } : null,
    theoryExam: { examNums: j.theoryAttempts, maxExamNums: j.maxExamNums, passed: j.theoryPassed, theoryExamScore: j.theoryScore },
    application: a ? { id: a.id, state: a.state as 'pending', createdAt: a.createdAt.toISOString(), decisionReason: a.decisionReason } : null,
    certificate: certificateOf(j),
    missingPrerequisites: missing,
    practicalPlace: j.practical.latest
      ? {
          ...j.practical.latest,
          startAt: j.practical.latest.startAt.toISOString(),
          endAt: j.practical.latest.endAt.toISOString(),
        }
      : null,
  };
}

function visitorDetail(cert: JourneyCertification, missing: CertificationLearnerDetail['missingPrerequisites']): CertificationLearnerDetail {
  return {
    id: cert.id,
    currentStatus: 0,
    childStatus: 0,
    processDetail: ['0', '0', '0', '0', '0', '0', '0'],
    learningType: LearningType.COURSE,
    enrolment: null,
    certificationCreditDTO: { status: 0, credits: 0, requiredCredits: requiredCredits(cert.kind), reachedAt: null, examWindowEndsAt: null },
    userCourseUpdateDTO: null,
    theoryExam: { examNums: 0, maxExamNums: 2, passed: false, theoryExamScore: null },
    application: null,
    certificate: null,
    missingPrerequisites: missing,
    practicalPlace: null,
  };
}

/** GET certificationRelease/queryDetail: the learner's part; a visitor gets status 0 and no rows (no 401). */
export async function getLearnerDetail(db: Db, ctx: JourneyCtx, userId: number | null, id: number, now = new Date()): Promise<CertificationLearnerDetail> {
  if (userId === null) {
    const cert = await certificationOnSite(db, ctx.siteId, id, now);
    return visitorDetail(cert, (await missingPrerequisites(db, ctx.languageId, null, cert, now)).missing);
  }
  const journey = await getLearnerJourney(db, ctx, userId, id, now);
  const { missing } = await missingPrerequisites(db, ctx.languageId, userId, journey.certification, now);
  return learnerDetailOf(journey, missing);
}

/** GET release/course/list: the certification's courses, compulsory first, with the learner's progress when signed in. */
export async function listCertificationCourses(db: Db, ctx: JourneyCtx, userId: number | null, certificationId: number, now = new Date()) {
  const cert = await certificationOnSite(db, ctx.siteId, certificationId, now);
  const items = (await findCertificationCourses(db, ctx.siteId, cert.id, now)).map(courseItem);
  if (userId === null) return items;
  const [regs, grants] = await Promise.all([
    learningProcessesIn(
      db,
      userId,
      items.map((c) => c.id),
    ),
    creditGrantsTowards(db, userId, cert.id),
  ]);
  const process = new Map(regs.map((r) => [r.relationId, r.learningProcess as LearningProcessValue]));
  const earned = new Map(grants.map((g) => [g.releaseCourseId, g.credits]));
  return items.map((c) => ({ ...c, learningProcess: process.get(c.id) ?? null, earnedCredits: earned.get(c.id) ?? 0 }));
}

/** GET release/certification/list {kind}: the hub overview cards, in the request language, by level. */
export async function listCertificationsOfKind(db: Db, ctx: JourneyCtx, kind: number, now = new Date()): Promise<CertificationListItem[]> {
  const rows = await findCertificationsOfKind(db, ctx.siteId, ctx.languageId, kind, now);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    coverUrl: r.coverUrl,
    kind: kindOf(r.kind),
    kindName: r.kindName,
    level: r.level,
    versionLabel: r.versionLabel,
    practicalExam: yn(r.hasPracticalExam),
    courseCount: r.courseCount,
    requiredCredits: requiredCredits(r.kind),
    enrolmentMode: modeOf(r.enrolmentMode),
  }));
}

/** POST certificationRegistration/enrol: one transaction, then the new learner detail. */
export async function enrol(db: Db, ctx: JourneyCtx, userId: number, body: { certificationId: number; emailNotificationStatus: number }) {
  await db.transaction((tx) =>
    enrolInCertification(tx, ctx, userId, body.certificationId, { via: 'direct', emailNotificationStatus: body.emailNotificationStatus }),
  );
  return getLearnerDetail(db, ctx, userId, body.certificationId);
}

/** POST switchLearningType: the enrolled learner's learning type changes; a passed theory score stays (it is a fact of the cycle). */
export async function switchLearningType(db: Db, ctx: JourneyCtx, userId: number, body: { id: number; learningType: number }) {
  const cert = await certificationOnSite(db, ctx.siteId, body.id);
  const enrolment = await findEnrolment(db, userId, cert.id);
  if (!enrolment) throw AppError.notFound('Enrol in this certification first');
  await setLearningType(db, enrolment.id, body.learningType);
  return getLearnerDetail(db, ctx, userId, cert.id);
}

/** POST clickUserCourseUpdate: marks the exam tips or the course update seen on the learner's own enrolment (another's: 404). */
export async function clickUserCourseUpdate(db: Db, userId: number, body: ClickUserCourseUpdateBody) {
  const enrolment = await findOwnEnrolment(db, Number(body.id), userId);
  if (!enrolment) throw AppError.notFound('No such enrolment');
  await markEnrolmentSeen(db, enrolment.id, {
    ...(body.viewExamTips ? { viewExamTips: body.viewExamTips } : {}),
    ...(body.viewUpdate ? { viewUpdate: body.viewUpdate } : {}),
  });
  return { id: enrolment.id, viewExamTips: body.viewExamTips ?? yn(enrolment.viewExamTips), viewUpdate: body.viewUpdate ?? yn(enrolment.viewUpdate) };
}
