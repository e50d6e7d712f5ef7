import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { envelopeOf } from '@credo/contracts/envelope';
import { examAnswerDetails, examEntry, examResult } from '@credo/contracts/exam';
import {
  certificationEnrolments,
  chapterProgress,
  classroomRegistrations,
  classrooms,
  creditGrants,
  registrations,
  releaseCourses,
} from '../../db/schema/index';
import { signIn, type SignedIn } from '../../../test/sessions';
import { t, generalCert, vendorCert, FIVE, makeExam, post, data, content, submitted, paperQuestions, enrolAt, enrolInCert, useExamApp } from './exam-test-kit';

useExamApp();

describe('theory exam', () => {
  const grantCredits = async (me: SignedIn, certificationId: number, credits: number, daysAgo = 0) => {
    const [course] = await t.app.db.select({ id: releaseCourses.id }).from(releaseCourses).where(eq(releaseCourses.certificationId, certificationId)).limit(1);
    await t.app.db
      .insert(creditGrants)
      .values({ userId: me.user.id, releaseCourseId: course.id, certificationId, credits, grantedAt: new Date(Date.now() - daysAgo * 86_400_000) });
    return course.id;
  };
  const entry = async (me: SignedIn, certificationId: number) =>
    data(await post(me, 'exam/entry', { relationType: 0, relationId: certificationId }), envelopeOf(examEntry));

  it('needs an approved enrolment in the certification (decision 0010)', async () => {
    const me = await signIn(t);
    await grantCredits(me, generalCert.id, 12);
    expect(await entry(me, generalCert.id)).toMatchObject({ entryStatus: '0', reasonCode: 'notEnrolledInCertification' });
    expect((await post(me, 'exam/getContent', { relationType: 0, relationId: generalCert.id })).json()).toMatchObject({
      code: 30002,
      data: { reasonCode: 'notEnrolledInCertification' },
    });
    await enrolInCert(me, generalCert.id);
    await t.app.db.update(certificationEnrolments).set({ state: 'pending' }).where(eq(certificationEnrolments.userId, me.user.id));
    expect((await entry(me, generalCert.id)).reasonCode).toBe('notEnrolledInCertification');
    await t.app.db.update(certificationEnrolments).set({ state: 'approved' }).where(eq(certificationEnrolments.userId, me.user.id));
    expect((await entry(me, generalCert.id)).entryStatus).toBe('1');
  });

  it('a classroom learner needs no credits but a training that took place (decision 0011)', async () => {
    const me = await signIn(t);
    await enrolInCert(me, generalCert.id, 0);
    expect((await entry(me, generalCert.id)).reasonCode).toBe('creditsMissing');
    await enrolInCert(me, generalCert.id, 1);
    expect(await entry(me, generalCert.id)).toMatchObject({ entryStatus: '0', reasonCode: 'trainingNotFinished' });
    const hour = 3_600_000;
    const [room] = await t.app.db
      .insert(classrooms)
      .values({
        siteId: 1,
        languageId: 1,
        title: 'Training',
        kind: 0,
        certificationId: generalCert.id,
        seats: 10,
        startAt: new Date(Date.now() - 30 * hour),
        endAt: new Date(Date.now() - 22 * hour),
      })
      .returning({ id: classrooms.id });
    // A cancelled seat is no training.
    await t.app.db.insert(classroomRegistrations).values({ classroomId: room.id, userId: me.user.id, certificationId: generalCert.id, status: 1 });
    expect((await entry(me, generalCert.id)).reasonCode).toBe('trainingNotFinished');
    await t.app.db.update(classroomRegistrations).set({ status: 3 }).where(eq(classroomRegistrations.userId, me.user.id));
    expect(await entry(me, generalCert.id)).toMatchObject({ entryStatus: '1', reasonCode: null });
  });

  it("needs the certification's credits (12 general) and answers them before the exam", async () => {
    const me = await signIn(t);
    await enrolInCert(me, generalCert.id);
    const missing = await entry(me, generalCert.id);
    expect(missing.reason).toMatch(/12 credits/);
    expect(missing).toMatchObject({ reasonCode: 'creditsMissing', reasonParams: { required: 12, earned: 0 } });
    await grantCredits(me, generalCert.id, 11);
    expect((await entry(me, generalCert.id)).entryStatus).toBe('0');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/certification/exam/cacheCurrentCreditBeforeExam?siteId=1&languageId=1&certificationId=${generalCert.id}`,
      headers: { cookie: me.cookie },
    });
    expect(res.json().data).toMatchObject({ earned: 11, required: 12, reachedAt: null });
    await t.app.db.update(creditGrants).set({ credits: 12 }).where(eq(creditGrants.userId, me.user.id));
    expect(await entry(me, generalCert.id)).toMatchObject({ entryStatus: '1', maxExamNums: 2, examNums: 0 });
  });

  it('a vendor exam must be taken within 30 days after the credits were reached', async () => {
    const late = await signIn(t);
    await enrolInCert(late, vendorCert.id);
    await grantCredits(late, vendorCert.id, 9, 31);
    const late30 = await entry(late, vendorCert.id);
    expect(late30.reason).toMatch(/30 days/);
    expect(late30).toMatchObject({ reasonCode: 'vendorWindowPassed', reasonParams: { days: 30 } });
    const inTime = await signIn(t);
    await enrolInCert(inTime, vendorCert.id);
    await grantCredits(inTime, vendorCert.id, 9, 29);
    expect((await entry(inTime, vendorCert.id)).entryStatus).toBe('1');
  });

  it('the seeded exam draws 10 of its questions for one hour, with analysis but no correct answers', async () => {
    const me = await signIn(t);
    await enrolInCert(me, vendorCert.id);
    await grantCredits(me, vendorCert.id, 9);
    const c = await content(me, 0, vendorCert.id);
    expect(c.questionHisList).toHaveLength(10);
    expect(c.countDown).toBeGreaterThan(3590);
    expect(c).toMatchObject({ viewAnswerDetails: '1', viewAnswer: '0' });
    const r = await submitted(me, c, []);
    const details = await data(await post(me, 'exam/getExamAnswerDetails', { examRecordsId: r.examRecordsId }), envelopeOf(examAnswerDetails));
    expect(details.questionHisCheckList).toHaveLength(10);
    expect(details.questionHisCheckList.every((q) => q.answer === null && q.analysis === null)).toBe(true);
  });

  it('allows one more attempt after a failure; two failures reset the progress and the enrolment and close the exam until re-enrolled with the credits earned again', async () => {
    const cert = generalCert;
    await makeExam(0, cert.id, FIVE, { passScore: 80, maxExamNums: 2, viewAnswerDetails: false });
    const me = await signIn(t);
    await enrolInCert(me, cert.id);
    const courseId = await grantCredits(me, cert.id, 12);
    await enrolAt(me, courseId, 3);
    await t.app.db.insert(chapterProgress).values({
      userId: me.user.id,
      chapterId: sql`(select id from chapters where release_course_id = ${courseId} limit 1)` as unknown as number,
      releaseCourseId: courseId,
      watched: Buffer.alloc(1),
      position: 3,
    });
    const first = await content(me, 0, cert.id);
    expect(await submitted(me, first, [])).toMatchObject({ examResult: '1', passStatus: 0, progressReset: false });
    expect((await post(me, 'exam/getExamAnswerDetails', { examRecordsId: first.paperHisRefId })).statusCode).toBe(403);
    const afterOne = await data(await post(me, 'exam/getExamResult', { relationType: 0, relationId: cert.id }), envelopeOf(examResult));
    expect(afterOne).toMatchObject({ examNums: 1, maxExamNums: 2, passStatus: 0, isNeedReminder: '1' });
    expect((await entry(me, cert.id)).entryStatus).toBe('1');

    const second = await content(me, 0, cert.id);
    expect(await submitted(me, second, [])).toMatchObject({ examResult: '1', progressReset: true });
    expect(await t.app.db.select().from(creditGrants).where(eq(creditGrants.userId, me.user.id))).toHaveLength(0);
    expect(await t.app.db.select().from(chapterProgress).where(eq(chapterProgress.userId, me.user.id))).toHaveLength(0);
    const [reg] = await t.app.db.select().from(registrations).where(eq(registrations.userId, me.user.id));
    expect(reg.learningProcess).toBe(0);
    const [enrolment] = await t.app.db.select().from(certificationEnrolments).where(eq(certificationEnrolments.userId, me.user.id));
    expect(enrolment.state).toBe('reset');
    const closed = await entry(me, cert.id);
    expect(closed).toMatchObject({ entryStatus: '0', examNums: 0, reasonCode: 'notEnrolledInCertification' });
    expect((await post(me, 'exam/getContent', { relationType: 0, relationId: cert.id })).json().code).toBe(30002);
    await enrolInCert(me, cert.id);
    expect((await entry(me, cert.id)).reasonCode).toBe('creditsMissing');

    // Enrolled and earned again: a new cycle of two attempts; a pass then closes the exam.
    await grantCredits(me, cert.id, 12);
    const third = await content(me, 0, cert.id);
    const qs = await paperQuestions(third.paperHisRefId);
    expect(
      await submitted(
        me,
        third,
        qs.map((q) => ({ questionHisId: q.id, questionType: q.questionType, answer: q.answer })),
      ),
    ).toMatchObject({ examResult: '2', theoryExamScore: 100 });
    expect((await entry(me, cert.id)).reason).toMatch(/already passed/);
  });
});
