import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import type { ExamAnswerDetails, ExamResult } from '@credo/contracts/exam';
import type { MyExams, MyLearningCertificates } from '@credo/contracts/my-learning';
import { certificates, certificationEnrolments, certifications, examPapers, exams } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { dataOf, get, post } from '../../../test/certificate-kit';
import { writeLearnerHistory, type LearnerHistory } from '../../../test/my-learning-fixtures';
import { signIn, type SignedIn } from '../../../test/sessions';
import { HOUR_MS } from '@credo/contracts/durations';

/**
 * Issue 18 leftovers: the exams tab links each attempt's own analysis (not the latest), refused
 * for another learner's attempt; a certificate renewed in another certification of its group
 * (a language twin or newer version: another id) is 'renewing', an unrelated enrolment is not.
 */
let t: TestApp;
let ada: SignedIn;
let alan: SignedIn;
let history: LearnerHistory;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signIn(t, { firstName: 'Ada', lastName: 'Lovelace', name: 'Ada Lovelace', company: 'Analytical Ltd' });
  alan = await signIn(t, { firstName: 'Alan', lastName: 'Turing', name: 'Alan Turing', company: 'Bletchley Ltd' });
  history = await writeLearnerHistory(t.app.db, ada.user);
  await writeLearnerHistory(t.app.db, alan.user);
  // The theory exam shows its analysis (viewAnswerDetails), so every submitted attempt has one.
  const [paper] = await t.app.db.select({ examId: examPapers.examId }).from(examPapers).where(eq(examPapers.id, history.paperIds[0]));
  await t.app.db.update(exams).set({ viewAnswerDetails: true, viewAnswer: true }).where(eq(exams.id, paper.examId));
});
afterAll(() => t.close());

const relation = () => ({ relationType: 0, relationId: history.enrolledCertificationId });

describe("the exams tab's analysis link names its own attempt", () => {
  it('each submitted attempt carries its own id and the analysis flag', async () => {
    const { attempts } = dataOf<MyExams>(await get(t, ada, '/api/user/myLearning/exams'));
    expect(attempts.map((a) => [a.paperId, a.analysis])).toEqual([
      [history.paperIds[1], true],
      [history.paperIds[0], true],
    ]);
  });

  it('the older attempt id opens that attempt, result and analysis, not the latest', async () => {
    const [older, latest] = history.paperIds;
    const shown = dataOf<ExamResult>(await post(t, ada, '/api/certification/exam/getExamResult', { ...relation(), examRecordsId: older }));
    expect(shown).toMatchObject({ examRecordsId: older, theoryExamScore: 60, examResult: '1', attemptNumber: 1 });
    const plain = dataOf<ExamResult>(await post(t, ada, '/api/certification/exam/getExamResult', relation()));
    expect(plain).toMatchObject({ examRecordsId: latest, theoryExamScore: 90 });
    const details = dataOf<ExamAnswerDetails>(await post(t, ada, '/api/certification/exam/getExamAnswerDetails', { examRecordsId: older }));
    expect(details).toMatchObject({ examRecordsId: older, theoryExamScore: 60 });
  });

  it("another learner's attempt id is refused (404), for the result and the analysis", async () => {
    const { attempts } = dataOf<MyExams>(await get(t, alan, '/api/user/myLearning/exams'));
    const theirs = attempts[0].paperId;
    expect(history.paperIds).not.toContain(theirs);
    const result = await post(t, ada, '/api/certification/exam/getExamResult', { ...relation(), examRecordsId: theirs });
    expect(result.statusCode).toBe(404);
    const details = await post(t, ada, '/api/certification/exam/getExamAnswerDetails', { examRecordsId: theirs });
    expect(details.statusCode).toBe(404);
  });

  it('an open attempt has no analysis link', async () => {
    const [exam] = await t.app.db.select({ examId: examPapers.examId }).from(examPapers).where(eq(examPapers.id, history.paperIds[0]));
    const startedAt = new Date();
    const [open] = await t.app.db
      .insert(examPapers)
      .values({ examId: exam.examId, userId: alan.user.id, siteId: 1, startedAt, deadlineAt: new Date(startedAt.getTime() + HOUR_MS) })
      .returning({ id: examPapers.id });
    const { attempts } = dataOf<MyExams>(await get(t, alan, '/api/user/myLearning/exams'));
    expect(attempts.find((a) => a.paperId === open.id)).toMatchObject({ result: 'open', analysis: false });
  });
});

describe('a certificate renewing in another certification of its group', () => {
  const groupOfAda = async () => {
    const { certificates: list } = dataOf<MyLearningCertificates>(await get(t, ada, '/api/user/myLearning/certificates'));
    return list.find((c) => c.number === history.certificateNumbers.aboutToExpire)!.group;
  };

  it('an enrolment started after issue in a certification of another group does not make it renewing', async () => {
    const [cert] = await t.app.db.select().from(certificates).where(eq(certificates.number, history.certificateNumbers.aboutToExpire));
    const [enrolled] = await t.app.db.select().from(certifications).where(eq(certifications.id, history.enrolledCertificationId));
    // The history's own enrolment: 60 days old, long after the certificate was issued, another group.
    expect(enrolled.groupKey).not.toBe(cert.groupKey);
    expect(await groupOfAda()).toBe('aboutToExpire');
  });

  it("renewing through the renew call in the site's other language (another certification id) shows 'renewing'", async () => {
    const [cert] = await t.app.db.select().from(certificates).where(eq(certificates.number, history.certificateNumbers.aboutToExpire));
    const [twin] = await t.app.db
      .select({ id: certifications.id, languageId: certifications.languageId })
      .from(certifications)
      .where(and(eq(certifications.siteId, 1), eq(certifications.groupKey, cert.groupKey), ne(certifications.id, cert.certificationId)))
      .limit(1);
    expect(twin, 'a certification of the same group in another language of site 1').toBeDefined();
    const renewed = dataOf<{ certificationId: number }>(
      await post(t, ada, '/api/user/certificationApply/renew', { certificateId: cert.id, languageId: twin.languageId }),
    );
    expect(renewed.certificationId).toBe(twin.id);
    expect(await groupOfAda()).toBe('renewing');
  });

  it('a rejected renewal enrolment does not count', async () => {
    const [cert] = await t.app.db.select().from(certificates).where(eq(certificates.number, history.certificateNumbers.aboutToExpire));
    const rows = await t.app.db
      .select({ id: certificationEnrolments.id, certificationId: certificationEnrolments.certificationId })
      .from(certificationEnrolments)
      .innerJoin(certifications, eq(certifications.id, certificationEnrolments.certificationId))
      .where(and(eq(certificationEnrolments.userId, ada.user.id), eq(certifications.groupKey, cert.groupKey), ne(certifications.id, cert.certificationId)));
    expect(rows).toHaveLength(1);
    await t.app.db.update(certificationEnrolments).set({ state: 'rejected' }).where(eq(certificationEnrolments.id, rows[0].id));
    expect(await groupOfAda()).toBe('aboutToExpire');
  });

  it("another learner's renewal does not make Ada's certificate renewing", async () => {
    const [mine] = await t.app.db.select().from(certificates).where(eq(certificates.number, history.certificateNumbers.aboutToExpire));
    // Alan's history holds a certificate of the same group; he renews his.
    const [alanCert] = await t.app.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, alan.user.id), eq(certificates.groupKey, mine.groupKey)));
    const [twin] = await t.app.db
      .select({ languageId: certifications.languageId })
      .from(certifications)
      .where(and(eq(certifications.siteId, 1), eq(certifications.groupKey, alanCert.groupKey), ne(certifications.id, alanCert.certificationId)))
      .limit(1);
    expect((await post(t, alan, '/api/user/certificationApply/renew', { certificateId: alanCert.id, languageId: twin.languageId })).statusCode).toBe(200);
    expect(await groupOfAda()).toBe('aboutToExpire');
  });
});
