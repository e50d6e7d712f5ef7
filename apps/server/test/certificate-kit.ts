/**
 * Set-up shared by the certificate and staff HTTP tests: learners brought to status 4 (apply) by
 * real facts (an enrolment through the certification module's own enrolInCertification and a
 * passed, counted theory-exam attempt), and request helpers. Never a mocked database.
 */
import { expect } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { certifications, examPapers, exams } from '../src/db/schema/index';
import { enrolInCertification } from '../src/modules/certification/certification-journey.service';
import type { TestApp } from './build-app';
import type { SignedIn } from './sessions';
import { HOUR_MS } from '@credo/contracts/durations';

export type Caller = SignedIn | null;

/** The English level-1 certifications of site 1 without a practical exam (no prerequisites): apply right after the theory exam. */
export async function associateCertifications(t: TestApp) {
  return t.app.db
    .select({ id: certifications.id, groupKey: certifications.groupKey, level: certifications.level, typeId: certifications.typeId })
    .from(certifications)
    .where(and(eq(certifications.siteId, 1), eq(certifications.languageId, 1), eq(certifications.level, 1), eq(certifications.hasPracticalExam, false)))
    .orderBy(asc(certifications.id));
}

/** A passed theory attempt of the current cycle (what submitting a good paper leaves behind). */
export async function passTheoryExam(t: TestApp, userId: number, certificationId: number) {
  const [exam] = await t.app.db
    .select({ id: exams.id, siteId: exams.siteId })
    .from(exams)
    .where(and(eq(exams.relationType, 0), eq(exams.relationId, certificationId), eq(exams.examType, 1)))
    .limit(1);
  expect(exam, `a theory exam for certification ${certificationId}`).toBeDefined();
  const now = Date.now();
  await t.app.db.insert(examPapers).values({
    examId: exam.id,
    userId,
    siteId: exam.siteId,
    startedAt: new Date(now + 1),
    deadlineAt: new Date(now + HOUR_MS),
    submittedAt: new Date(now + 2),
    submittedBy: 'learner',
    score: 90,
    result: '2',
  });
}

/** Enrols the learner (approved at once) and passes the theory exam: status 4. */
export async function bringToApply(t: TestApp, me: SignedIn, certificationId: number) {
  await t.app.db.transaction((tx) =>
    enrolInCertification(tx, { siteId: 1, languageId: 1, tenantId: 1 }, me.user.id, certificationId, { via: 'invitation', emailNotificationStatus: 0 }),
  );
  await passTheoryExam(t, me.user.id, certificationId);
}

export const post = (t: TestApp, me: Caller, url: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: me ? me.headers : {},
    payload: { siteId: 1, languageId: 1, ...payload },
  });

export const get = (t: TestApp, me: Caller, url: string, query: Record<string, string | number> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `${url}?${new URLSearchParams(Object.entries({ siteId: 1, languageId: 1, ...query }).map(([k, v]) => [k, String(v)]))}`,
    headers: me ? me.headers : {},
  });

/** The envelope's data after checking HTTP 200 and code 200. */
export function dataOf<T = unknown>(res: { statusCode: number; body: string; json: () => { code: number; data: T } }): T {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code, res.body).toBe(200);
  return res.json().data;
}

export const apply = (t: TestApp, me: Caller, certificationId: number) => post(t, me, '/api/user/certificationApply/apply', { certificationId });

/** Staff approve (or reject) an application through HTTP; answers the envelope data. */
export const decideApplication = (t: TestApp, staff: SignedIn, applicationId: number, decision: 'approve' | 'reject', reason?: string) =>
  post(t, staff, '/api/staff/certification/application/decide', { applicationId, decision, ...(reason ? { reason } : {}) });

/** Learner at status 4 → applied → approved by staff: the certificate number. */
export async function issueCertificate(t: TestApp, me: SignedIn, staff: SignedIn, certificationId: number): Promise<string> {
  await bringToApply(t, me, certificationId);
  const { applicationId } = dataOf<{ applicationId: number }>(await apply(t, me, certificationId));
  return dataOf<{ certificateNumber: string }>(await decideApplication(t, staff, applicationId, 'approve')).certificateNumber;
}
