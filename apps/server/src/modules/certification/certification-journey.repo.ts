import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { RelationType } from '@credo/contracts/enums-learning';
import type { Db } from '../../db/client';
import { programmeNameIn } from '../../db/programme-name';
import {
  certificateApplications, certificates, certificationEnrolments, certificationPrerequisites, certifications, certificationTypes,
  creditGrants, examPapers, exams, registrations, releaseCourses,
} from '../../db/schema/index';

/** A published certification of the site with its programme (kind name, tenant). */
export async function findJourneyCertification(db: Db, siteId: number, id: number, now: Date) {
  const [row] = await db.select({
    id: certifications.id, siteId: certifications.siteId, languageId: certifications.languageId, typeId: certifications.typeId,
    tenantId: certificationTypes.tenantId, kindName: programmeNameIn(certifications.languageId),
    kind: certifications.kind, level: certifications.level, groupKey: certifications.groupKey, name: certifications.name,
    description: certifications.description, versionLabel: certifications.versionLabel, hasPracticalExam: certifications.hasPracticalExam,
    enrolmentMode: certifications.enrolmentMode, platform: certifications.platform, coverUrl: certifications.coverUrl,
  }).from(certifications)
    .innerJoin(certificationTypes, eq(certificationTypes.id, certifications.typeId))
    .where(and(eq(certifications.id, id), eq(certifications.siteId, siteId), lte(certifications.publishedAt, now))).limit(1);
  return row ?? null;
}
export type JourneyCertification = NonNullable<Awaited<ReturnType<typeof findJourneyCertification>>>;

/** The learner's credit grants towards the certification, oldest first. */
export function findCredits(db: Db, userId: number, certificationId: number) {
  return db.select({ credits: creditGrants.credits, grantedAt: creditGrants.grantedAt, releaseCourseId: creditGrants.releaseCourseId })
    .from(creditGrants).where(and(eq(creditGrants.userId, userId), eq(creditGrants.certificationId, certificationId)))
    .orderBy(asc(creditGrants.grantedAt));
}

/** Whether the learner started a course of the certification (learning process ≥ 1). */
export async function hasStartedLearning(db: Db, userId: number, certificationId: number) {
  const [row] = await db.select({ id: registrations.id }).from(registrations)
    .innerJoin(releaseCourses, eq(releaseCourses.id, registrations.relationId))
    .where(and(eq(registrations.userId, userId), eq(releaseCourses.certificationId, certificationId), gte(registrations.learningProcess, 1)))
    .limit(1);
  return Boolean(row);
}

/** The certification's theory exam (relation type 0, exam type 1) on its site. */
export async function findTheoryExam(db: Db, siteId: number, certificationId: number) {
  const [row] = await db.select().from(exams).where(and(
    eq(exams.siteId, siteId), eq(exams.relationType, RelationType.THEORY_EXAM), eq(exams.relationId, certificationId), eq(exams.examType, 1),
  )).limit(1);
  return row ?? null;
}

/** Counted attempts at an exam started since the cycle began, newest first. */
export function findCycleAttempts(db: Db, userId: number, examId: number, since: Date) {
  return db.select({ score: examPapers.score, result: examPapers.result, submittedAt: examPapers.submittedAt }).from(examPapers)
    .where(and(eq(examPapers.userId, userId), eq(examPapers.examId, examId), eq(examPapers.counted, true), gte(examPapers.startedAt, since)))
    .orderBy(desc(examPapers.startedAt), desc(examPapers.id));
}

export async function findLatestApplication(db: Db, userId: number, certificationId: number, since: Date) {
  const [row] = await db.select().from(certificateApplications).where(and(
    eq(certificateApplications.userId, userId), eq(certificateApplications.certificationId, certificationId),
    gte(certificateApplications.createdAt, since),
  )).orderBy(desc(certificateApplications.createdAt), desc(certificateApplications.id)).limit(1);
  return row ?? null;
}

export async function findCycleCertificate(db: Db, userId: number, certificationId: number, since: Date) {
  const [row] = await db.select().from(certificates).where(and(
    eq(certificates.userId, userId), eq(certificates.certificationId, certificationId), gte(certificates.issuedAt, since),
  )).orderBy(desc(certificates.issuedAt), desc(certificates.id)).limit(1);
  return row ?? null;
}

/**
 * The learner's newest certificate of a certification group issued for another version (another
 * site or language) and neither revoked nor replaced: it answers for every version of the group.
 */
export async function findGroupCertificate(db: Db, userId: number, groupKey: string) {
  const [row] = await db.select().from(certificates).where(and(
    eq(certificates.userId, userId), eq(certificates.groupKey, groupKey), isNull(certificates.revokedAt), isNull(certificates.renewedById),
  )).orderBy(desc(certificates.issuedAt), desc(certificates.id)).limit(1);
  return row ?? null;
}

/** The learner's certificates of some certification groups (held or not: the caller applies the state). */
export function findCertificatesOfGroups(db: Db, userId: number, groupKeys: string[]) {
  if (groupKeys.length === 0) return Promise.resolve([]);
  return db.select({ groupKey: certificates.groupKey, expiresAt: certificates.expiresAt, revokedAt: certificates.revokedAt, renewedById: certificates.renewedById })
    .from(certificates).where(and(eq(certificates.userId, userId), inArray(certificates.groupKey, groupKeys)));
}

/**
 * Certifications that must be held first: every certification of the same programme on the site
 * with a lower level, plus explicit certification_prerequisites rows (any language version).
 */
export function findPrerequisiteCandidates(db: Db, cert: { id: number; siteId: number; typeId: number; level: number }) {
  const explicit = db.select({ id: certificationPrerequisites.prerequisiteId }).from(certificationPrerequisites)
    .where(eq(certificationPrerequisites.certificationId, cert.id));
  return db.select({
    id: certifications.id, groupKey: certifications.groupKey, name: certifications.name, versionLabel: certifications.versionLabel,
    languageId: certifications.languageId, level: certifications.level,
  }).from(certifications).where(or(
    and(eq(certifications.siteId, cert.siteId), eq(certifications.typeId, cert.typeId), lt(certifications.level, cert.level)),
    inArray(certifications.id, explicit),
  )).orderBy(asc(certifications.level), asc(certifications.id));
}

/** Inserts an enrolment; null when the (user, certification) row already exists (a racing request won). */
export async function insertEnrolment(db: Db, values: typeof certificationEnrolments.$inferInsert) {
  const [row] = await db.insert(certificationEnrolments).values(values).onConflictDoNothing().returning({ id: certificationEnrolments.id });
  return row ?? null;
}

export function updateEnrolment(db: Db, id: number, set: Partial<typeof certificationEnrolments.$inferInsert>) {
  return db.update(certificationEnrolments).set(set).where(eq(certificationEnrolments.id, id));
}

/** An enrolment of this learner by id; another learner's is not found. */
export async function findOwnEnrolment(db: Db, id: number, userId: number) {
  const [row] = await db.select().from(certificationEnrolments)
    .where(and(eq(certificationEnrolments.id, id), eq(certificationEnrolments.userId, userId))).limit(1);
  return row ?? null;
}

/** The release courses of a certification on the site, compulsory first, with chapter counts and durations. */
export function findCertificationCourses(db: Db, siteId: number, certificationId: number, now: Date) {
  return db.select({
    id: releaseCourses.id, name: releaseCourses.name, description: releaseCourses.description, coverUrl: releaseCourses.coverUrl,
    courseType: releaseCourses.courseType, requirement: releaseCourses.requirement, credits: releaseCourses.credits,
    // Qualified by hand: a one-table select renders its columns unqualified, which the subqueries would capture.
    chapterCount: sql<number>`(select count(*)::int from chapters c where c.release_course_id = "release_courses"."id")`,
    durationSeconds: sql<number>`(select coalesce(sum(v.duration_seconds), 0)::int from chapters c join videos v on v.id = c.video_id
      where c.release_course_id = "release_courses"."id")`,
  }).from(releaseCourses)
    .where(and(eq(releaseCourses.siteId, siteId), eq(releaseCourses.certificationId, certificationId), lte(releaseCourses.publishedAt, now)))
    .orderBy(desc(releaseCourses.requirement), asc(releaseCourses.sort), asc(releaseCourses.id));
}

/** The learner's registrations in some courses (learning process per course). */
export function findRegistrationsOf(db: Db, userId: number, courseIds: number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db.select({ relationId: registrations.relationId, learningProcess: registrations.learningProcess }).from(registrations)
    .where(and(eq(registrations.userId, userId), inArray(registrations.relationId, courseIds)));
}

/** The site's certifications of one kind in one language, by level, with their course counts. */
export function findCertificationsOfKind(db: Db, siteId: number, languageId: number, kind: number, now: Date) {
  return db.select({
    id: certifications.id, name: certifications.name, description: certifications.description, coverUrl: certifications.coverUrl,
    kind: certifications.kind, kindName: programmeNameIn(certifications.languageId), level: certifications.level, versionLabel: certifications.versionLabel,
    hasPracticalExam: certifications.hasPracticalExam, enrolmentMode: certifications.enrolmentMode,
    courseCount: sql<number>`(select count(*)::int from release_courses rc where rc.certification_id = ${certifications.id}
      and rc.site_id = ${certifications.siteId} and rc.published_at <= ${now})`,
  }).from(certifications)
    .innerJoin(certificationTypes, eq(certificationTypes.id, certifications.typeId))
    .where(and(eq(certifications.siteId, siteId), eq(certifications.languageId, languageId), eq(certifications.kind, kind), lte(certifications.publishedAt, now)))
    .orderBy(asc(certificationTypes.sort), asc(certifications.level), asc(certifications.id));
}

/** The site a certification is released on, or null. */
export async function findCertificationSite(db: Db, id: number) {
  const [row] = await db.select({ siteId: certifications.siteId }).from(certifications).where(eq(certifications.id, id)).limit(1);
  return row?.siteId ?? null;
}
