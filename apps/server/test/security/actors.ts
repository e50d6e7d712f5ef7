/**
 * The people of the authorization matrix: a victim learner B with a row of every user-owned kind
 * (made through the real HTTP calls where they exist, the modules' test kits otherwise), and
 * staff of the main and of the micro tenant.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { certificates, certificationEnrolments, creditGrants, examPaperQuestions, examPapers, releaseCourses } from '../../src/db/schema/index';
import { makeClassroom } from '../../src/modules/classroom/classroom-test-kit';
import { certId, giveCertificate, makeSession, passTheory } from '../../src/modules/practical-exam/practical-exam-test-kit';
import { associateCertifications, bringToApply } from '../certificate-kit';
import type { TestApp } from '../build-app';
import { signIn, type SignedIn } from '../sessions';

export type Victim = {
  me: SignedIn;
  /** Ids of B's rows by the parameter names the API uses for them. */
  ids: Record<string, number | string>;
  /** Strings only B's rows hold: an answer that shows one has leaked B's data. */
  markers: string[];
};

const ok = async (res: { statusCode: number; body: string }, what: string) => {
  const body = JSON.parse(res.body) as { code: number; data: unknown };
  if (res.statusCode !== 200 || body.code !== 200) throw new Error(`${what} answered ${res.statusCode} ${res.body}`);
  return body.data as Record<string, number>;
};
const call = (t: TestApp, me: SignedIn, path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api${path}`, headers: me.headers, payload: { siteId: 1, languageId: 1, ...payload } });

/** Learner B of the main tenant with a registration, enrolments, an exam paper, a certificate, an application, a classroom seat and a practical place. */
export async function makeVictim(t: TestApp): Promise<Victim> {
  const tag = randomUUID().slice(0, 8);
  const markers = [`Zed${tag}`, `victim-${tag}@example.test`, `allergy-${tag}`, `review-${tag}`];
  const me = await signIn(t, { firstName: 'Bea', lastName: markers[0], name: `Bea ${markers[0]}`, email: markers[1], countryCode: 'US' });
  const genP = await certId(t, 'gen-professional');
  // Approved on gen-professional, credits granted, the theory exam taken and passed through HTTP.
  await t.app.db
    .insert(certificationEnrolments)
    .values({ userId: me.user.id, certificationId: genP, siteId: 1, state: 'approved', cycleStartedAt: new Date(Date.now() - 60_000) });
  const [course] = await t.app.db
    .select({ id: releaseCourses.id })
    .from(releaseCourses)
    .where(eq(releaseCourses.certificationId, genP))
    .orderBy(asc(releaseCourses.id))
    .limit(1);
  await t.app.db.insert(creditGrants).values({ userId: me.user.id, releaseCourseId: course.id, certificationId: genP, credits: 12 });
  await passTheory(t, me, genP);
  const [paper] = await t.app.db.select().from(examPapers).where(eq(examPapers.userId, me.user.id)).limit(1);
  const [question] = await t.app.db.select({ id: examPaperQuestions.id }).from(examPaperQuestions).where(eq(examPaperQuestions.paperId, paper.id)).limit(1);
  // A practical-exam place (with B's own allergy note), a classroom seat, a course registration and an evaluation.
  const session = await makeSession(t, genP);
  const place = await ok(
    await call(t, me, '/user/practicalExamApprove/enroll', { practicalExamId: session.id, allergies: markers[2], dietaryRequirements: 'None' }),
    'enroll',
  );
  const room = await makeClassroom(t, { certificationId: genP });
  await ok(await call(t, me, '/user/registration/enrollClassroom', { classroomId: room.id, emailNotificationStatus: 1 }), 'enrollClassroom');
  await ok(await call(t, me, '/user/registration/addRegistration', { relationId: course.id, emailNotificationStatus: 1 }), 'addRegistration');
  await call(t, me, '/certification/evaluate/save', { relationId: course.id, score: 5, content: markers[3] });
  // A certificate of gen-professional, a pending application (associate) and a pending enrolment (review-mode certification).
  await giveCertificate(t, me, genP);
  const [associate] = await associateCertifications(t);
  await bringToApply(t, me, associate.id);
  const application = await ok(await call(t, me, '/user/certificationApply/apply', { certificationId: associate.id }), 'apply');
  const review = await certId(t, 'vendor-access-associate');
  await call(t, me, '/user/certificationRegistration/enrol', { certificationId: review, emailNotificationStatus: 1 });
  const [pending] = await t.app.db
    .select()
    .from(certificationEnrolments)
    .where(and(eq(certificationEnrolments.userId, me.user.id), eq(certificationEnrolments.certificationId, review)));
  const [certificate] = await t.app.db.select().from(certificates).where(eq(certificates.userId, me.user.id));
  return {
    me,
    markers,
    ids: {
      userId: me.user.id,
      examRecordsId: paper.id,
      paperHisRefId: paper.id,
      questionHisId: question.id,
      examRefId: paper.examId,
      certificateId: certificate.id,
      number: certificate.number,
      practicalExamApproveId: place.practicalExamApproveId,
      practicalExamId: session.id,
      classroomId: room.id,
      applicationId: application.applicationId,
      enrolmentId: pending.id,
      targetId: pending.id,
      certificationId: genP,
      relationId: course.id,
      releaseCourseId: course.id,
      courseId: course.id,
    },
  };
}

/** A staff member of a tenant, signed in on that tenant's host (the tenant comes from the Host header). */
export async function signInStaff(t: TestApp, tenant: { id: number; siteId: number; host: string }): Promise<SignedIn & { siteId: number }> {
  const s = await signIn(t, { tenantId: tenant.id, siteId: tenant.siteId, role: 'staff', name: 'Staff Member' });
  return { ...s, siteId: tenant.siteId, headers: { ...s.headers, host: tenant.host, origin: `http://${tenant.host}` } };
}

export const MAIN = { id: 1, siteId: 1, host: 'localhost' };
export const MICRO = { id: 2, siteId: 19, host: 'micro.localhost' };
