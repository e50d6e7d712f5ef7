import { and, asc, eq, inArray } from 'drizzle-orm';
import { CertificationStatus } from '@credo/contracts/enums';
import type { CertificationCredits, MyCredits, NextStep } from '@credo/contracts/my-learning';
import type { Db } from '../../db/client';
import { certifications, releaseCourses } from '../../db/schema/index';
import { getLearnerJourney, type LearnerJourney } from '../certification/index';
import { enrolmentsOfLearner, type LearnerEnrolment } from '../enrolment/index';
import { learningOfLearner } from '../learning/index';
import type { LearnerCtx } from './my-learning.types';

/** The step the learner takes next, from the journey's status (cert §4) and the enrolment's state. */
export function nextStepOf(e: Pick<LearnerEnrolment, 'state' | 'learningType'>, j: Pick<LearnerJourney, 'status' | 'training'>): NextStep {
  if (e.state === 'pending') return 'awaitingApproval';
  if (e.state === 'rejected' || e.state === 'reset') return 'enrolAgain';
  switch (j.status) {
    case CertificationStatus.LEARNING:
      return e.learningType === 1 && !j.training.booked ? 'bookClassroom' : 'learn';
    case CertificationStatus.EXAM:
      return 'takeExam';
    case CertificationStatus.PRACTICAL_EXAM:
      return 'practicalExam';
    case CertificationStatus.APPLY:
      return 'apply';
    case CertificationStatus.FINISH:
      return 'awaitingCertificate';
    case CertificationStatus.APPROVED:
      return 'certified';
    default:
      return 'learn';
  }
}

/** Cumulative credits after each grant, oldest first: what the progress chart draws. */
export function creditHistory(grants: { credits: number; grantedAt: Date }[]): CertificationCredits['history'] {
  let total = 0;
  return [...grants]
    .sort((a, b) => a.grantedAt.getTime() - b.grantedAt.getTime())
    .map((g) => {
      total += g.credits;
      return { at: g.grantedAt.toISOString(), credits: g.credits, total };
    });
}

/**
 * Credits per certification the learner is enrolled in (cert §9: 12 general, 9 vendor), its
 * compulsory and elective courses with the learner's progress, the credit history and the next
 * step. Only the caller's enrolments, registrations and grants are read (all keyed by their id).
 */
export async function myCredits(db: Db, ctx: LearnerCtx, userId: number, now = new Date()): Promise<MyCredits> {
  const enrolments = await enrolmentsOfLearner(db, userId);
  if (enrolments.length === 0) return { certifications: [] };
  const ids = enrolments.map((e) => e.certificationId);
  const [certs, courses, learning] = await Promise.all([
    db.select().from(certifications).where(inArray(certifications.id, ids)),
    db
      .select({
        id: releaseCourses.id,
        name: releaseCourses.name,
        credits: releaseCourses.credits,
        requirement: releaseCourses.requirement,
        certificationId: releaseCourses.certificationId,
      })
      .from(releaseCourses)
      .where(and(inArray(releaseCourses.certificationId, ids), eq(releaseCourses.courseType, 0)))
      .orderBy(asc(releaseCourses.sort), asc(releaseCourses.id)),
    learningOfLearner(db, userId),
  ]);
  const out: CertificationCredits[] = [];
  for (const e of enrolments) {
    const cert = certs.find((c) => c.id === e.certificationId);
    if (!cert) continue;
    const journey = await getLearnerJourney(db, { siteId: e.siteId, languageId: cert.languageId, tenantId: ctx.tenantId }, userId, cert.id, now).catch(
      () => null,
    );
    if (!journey) continue;
    const grants = learning.creditGrants.filter((g) => g.certificationId === cert.id && g.grantedAt >= e.cycleStartedAt);
    out.push({
      certificationId: cert.id,
      name: cert.name,
      kind: cert.kind,
      level: cert.level,
      enrolmentState: e.state,
      learningType: e.learningType,
      earned: journey.credits,
      required: journey.requiredCredits,
      status: journey.status,
      next: nextStepOf(e, journey),
      courses: courses
        .filter((c) => c.certificationId === cert.id)
        .map((c) => {
          const reg = learning.registrations.find((r) => r.relationId === c.id);
          return {
            id: c.id,
            name: c.name,
            credits: c.credits,
            requirement: c.requirement,
            learningProcess: reg ? reg.learningProcess : null,
            earned: grants.some((g) => g.releaseCourseId === c.id),
          };
        }),
      history: creditHistory(grants),
    });
  }
  return { certifications: out };
}
