import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MyCredits, MyExams, MyLearningCertificates, MyOrders, MyTraining } from '@credo/contracts/my-learning';
import {
  certificateApplications,
  certificates,
  certificationEnrolments,
  classroomEvaluations,
  classroomRegistrations,
  invitationUses,
  paymentProofs,
  trainingSuggestions,
  creditGrants,
  examPapers,
  orders,
  registrations,
  surveyAnswers,
} from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { dataOf, get, post } from '../../../test/certificate-kit';
import { writeLearnerHistory, type LearnerHistory } from '../../../test/my-learning-fixtures';
import { signIn, type SignedIn } from '../../../test/sessions';

let t: TestApp;
let ada: SignedIn;
let alan: SignedIn;
let history: LearnerHistory;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signIn(t, { firstName: 'Ada', lastName: 'Lovelace', name: 'Ada Lovelace', company: 'Analytical Ltd' });
  alan = await signIn(t, { firstName: 'Alan', lastName: 'Turing', name: 'Alan Turing', company: 'Bletchley Ltd' });
  history = await writeLearnerHistory(t.app.db, ada.user);
  // Alan has history of his own: none of it may show in Ada's answers, nor hers in his.
  await writeLearnerHistory(t.app.db, alan.user);
});
afterAll(() => t.close());

const TABS = ['credits', 'exams', 'training', 'orders', 'certificates', 'export'];

describe('My Learning calls', () => {
  it.each(TABS)('%s answers 401 to a visitor', async (tab) => {
    expect((await get(t, null, `/api/user/myLearning/${tab}`)).statusCode).toBe(401);
  });

  it("credits: the enrolled certification with the learner's own earned credits, courses, history and next step", async () => {
    const { certifications } = dataOf<MyCredits>(await get(t, ada, '/api/user/myLearning/credits'));
    expect(certifications.map((c) => c.certificationId)).toContain(history.enrolledCertificationId);
    const c = certifications.find((x) => x.certificationId === history.enrolledCertificationId)!;
    const grants = await t.app.db.select().from(creditGrants).where(eq(creditGrants.userId, ada.user.id));
    expect(c.earned).toBe(grants.reduce((n, g) => n + g.credits, 0));
    expect([9, 12]).toContain(c.required);
    expect(c.history.map((h) => h.total).at(-1)).toBe(c.earned);
    expect(
      c.courses
        .filter((x) => x.earned)
        .map((x) => x.id)
        .sort(),
    ).toEqual([...history.creditCourseIds].sort());
    expect(c.courses.every((x) => x.requirement === 0 || x.requirement === 1)).toBe(true);
    expect(c.next).toBeTypeOf('string');
  });

  it('exams: both attempts with score, pass mark and result, newest first', async () => {
    const { attempts } = dataOf<MyExams>(await get(t, ada, '/api/user/myLearning/exams'));
    expect(attempts.map((a) => a.paperId)).toEqual([...history.paperIds].reverse());
    expect(attempts.map((a) => [a.score, a.result])).toEqual([
      [90, 'pass'],
      [60, 'fail'],
    ]);
    expect(attempts[0].passScore).toBe(80);
  });

  it('training: the booked classroom, changeable', async () => {
    const { seats } = dataOf<MyTraining>(await get(t, ada, '/api/user/myLearning/training'));
    const mine = await t.app.db.select().from(classroomRegistrations).where(eq(classroomRegistrations.userId, ada.user.id));
    expect(seats.filter((s) => s.type === 'classroom').map((s) => s.id)).toEqual(mine.map((r) => r.id));
    expect(seats[0]).toMatchObject({ sessionId: history.classroomId, state: 'booked', changeable: true });
  });

  it("orders: only the learner's own", async () => {
    const { orders: list } = dataOf<MyOrders>(await get(t, ada, '/api/user/myLearning/orders'));
    const mine = await t.app.db.select().from(orders).where(eq(orders.userId, ada.user.id));
    expect(list.map((o) => o.seqNo).sort()).toEqual(mine.map((o) => o.seqNo).sort());
    if (history.orderSeqNo) expect(list[0]).toMatchObject({ seqNo: history.orderSeqNo, state: 2 });
  });

  it('certificates: valid and about to expire grouped, medals counted', async () => {
    const { certificates: list, medals } = dataOf<MyLearningCertificates>(await get(t, ada, '/api/user/myLearning/certificates'));
    const byNumber = new Map(list.map((c) => [c.number, c.group]));
    expect(byNumber.get(history.certificateNumbers.valid)).toBe('valid');
    expect(byNumber.get(history.certificateNumbers.aboutToExpire)).toBe('aboutToExpire');
    expect(list).toHaveLength(2);
    expect(medals.bronze + medals.silver + medals.gold).toBe(2);
  });

  it("another learner's certificate ids and numbers are refused", async () => {
    const [theirs] = await t.app.db.select().from(certificates).where(eq(certificates.userId, alan.user.id));
    expect((await get(t, ada, '/api/user/certificate/pdf', { number: theirs.number })).statusCode).toBe(404);
    const remind = await post(t, ada, '/api/user/certificationApply/updateWindowRemindStatus', { certificateId: theirs.id });
    expect(remind.statusCode).toBe(404);
  });
});

describe('GET /api/user/myLearning/export', () => {
  it("holds every row the database keeps about the learner, and only the learner's", async () => {
    const res = await get(t, ada, '/api/user/myLearning/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = JSON.parse(res.body);
    expect(file.format).toBe('credo-learner-export/1');
    expect(file.profile).toMatchObject({ id: ada.user.id, email: ada.user.email, firstName: 'Ada' });
    const db = t.app.db;
    const id = ada.user.id;
    const counts = {
      enrolments: db.select().from(certificationEnrolments).where(eq(certificationEnrolments.userId, id)),
      registrations: db.select().from(registrations).where(eq(registrations.userId, id)),
      creditGrants: db.select().from(creditGrants).where(eq(creditGrants.userId, id)),
      examAttempts: db.select().from(examPapers).where(eq(examPapers.userId, id)),
      classroomSeats: db.select().from(classroomRegistrations).where(eq(classroomRegistrations.userId, id)),
      certificateApplications: db.select().from(certificateApplications).where(eq(certificateApplications.userId, id)),
      certificates: db.select().from(certificates).where(eq(certificates.userId, id)),
      orders: db.select().from(orders).where(eq(orders.userId, id)),
      surveyAnswers: db.select().from(surveyAnswers).where(eq(surveyAnswers.userId, id)),
      classroomEvaluations: db.select().from(classroomEvaluations).where(eq(classroomEvaluations.userId, id)),
      trainingSuggestions: db.select().from(trainingSuggestions).where(eq(trainingSuggestions.userId, id)),
      paymentProofs: db.select().from(paymentProofs).where(eq(paymentProofs.userId, id)),
      invitationUses: db.select().from(invitationUses).where(eq(invitationUses.userId, id)),
    };
    for (const [key, rows] of Object.entries(counts)) expect(file[key], key).toHaveLength((await rows).length);
    expect(file.enrolments.length).toBeGreaterThanOrEqual(3);
    expect(file.notificationPreferences).toMatchObject({ reminders: expect.any(Boolean), surveys: expect.any(Boolean) });
    // Every row that carries a user id carries the caller's; none of Alan's numbers or ids appear.
    for (const key of ['enrolments', 'registrations', 'creditGrants', 'certificateApplications', 'certificates', 'courseEvaluations', 'surveyAnswers']) {
      for (const row of file[key]) expect(row.userId, key).toBe(ada.user.id);
    }
    const alanCerts = await db.select().from(certificates).where(eq(certificates.userId, alan.user.id));
    for (const c of alanCerts) expect(res.body).not.toContain(c.number);
    expect(res.body).not.toContain(alan.user.email!);
    expect(file.certificates.map((c: { number: string }) => c.number).sort()).toEqual(Object.values(history.certificateNumbers).sort());
    expect(file.examAttempts.map((a: { paperId: number }) => a.paperId).sort()).toEqual([...history.paperIds].sort());
  });

  it('holds survey answers once given', async () => {
    const content = JSON.stringify([{ questionId: (await surveyQuestionIds())[0], answer: 'Good' }]);
    // The seeded survey's first question is the required single choice.
    dataOf(await post(t, alan, '/api/user/survey/save', { releaseSurveyId: history.surveyId, relationId: history.surveyCourseId, relationType: 0, content }));
    const res = await get(t, alan, '/api/user/myLearning/export');
    const file = JSON.parse(res.body);
    expect(file.surveyAnswers).toHaveLength(1);
    expect(file.surveyAnswers[0]).toMatchObject({ userId: alan.user.id, surveyId: history.surveyId });
  });
});

async function surveyQuestionIds(): Promise<number[]> {
  const detail = dataOf<{ questions: { id: number }[] }>(
    await post(t, ada, '/api/user/survey/detail', { releaseSurveyId: history.surveyId, relationId: history.surveyCourseId, relationType: 0 }),
  );
  return detail.questions.map((q) => q.id);
}
