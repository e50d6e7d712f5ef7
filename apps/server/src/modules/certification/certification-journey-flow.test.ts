import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { certificateApplications, certificationEnrolments } from '../../db/schema/index';
import { signIn, type SignedIn } from '../../../test/sessions';
import { renewEnrolment } from './certification-journey.service';
import {
  certId,
  countedPapers,
  dataOf,
  detail,
  enrol,
  grantCredits,
  ids,
  post,
  statusOf,
  t,
  takeTheoryExam,
  theoryExamOf,
  useJourneyApp,
} from './certification-journey-test-kit';

useJourneyApp();

/** Enrolled in the general associate with the 12 credits the exam needs. */
async function readyForExam(): Promise<SignedIn> {
  const me = await signIn(t);
  dataOf(await enrol(me, ids.genA));
  await grantCredits(me, ids.genA, 6);
  await grantCredits(me, ids.genA, 6);
  return me;
}

describe('the journey through real actions', () => {
  it('exam → apply → finish (disabled) → staff approval → approved with the certificate; each step flagged', async () => {
    const me = await readyForExam();
    const staff = await signIn(t, { role: 'staff' });
    expect(statusOf(await detail(me, ids.genA))).toEqual([2, 0, '1100000']);

    expect(await takeTheoryExam(me, ids.genA, true)).toMatchObject({ examResult: '2', theoryExamScore: 100 });
    const apply = await detail(me, ids.genA);
    expect(statusOf(apply)).toEqual([4, 0, '1110000']);
    expect(apply.theoryExam).toEqual({ examNums: 1, maxExamNums: 2, passed: true, theoryExamScore: 100 });

    dataOf(await post(me, 'user/certificationApply/apply', { certificationId: ids.genA }));
    const finish = await detail(me, ids.genA);
    expect(statusOf(finish)).toEqual([5, 0, '1110010']);
    expect(finish.application).toMatchObject({ state: 'pending' });

    const [application] = await t.app.db.select().from(certificateApplications).where(eq(certificateApplications.userId, me.user.id));
    dataOf(await post(staff, 'staff/certification/application/decide', { applicationId: application.id, decision: 'approve' }));
    const approved = await detail(me, ids.genA);
    expect(statusOf(approved)).toEqual([6, 0, '1110011']);
    expect(approved.certificate).toMatchObject({ state: 'valid', remindStatus: '1', renewable: false });
    expect(approved.certificate!.number).toMatch(/^CR-\d{4}-/);
    // Holding it now: the professional level is open, a second enrolment here is refused.
    expect((await detail(me, ids.genP)).missingPrerequisites).toEqual([]);
    expect((await enrol(me, ids.genA)).json().code).toBe(10003);
  });

  it('a rejected application shows apply again', async () => {
    const me = await readyForExam();
    const staff = await signIn(t, { role: 'staff' });
    await takeTheoryExam(me, ids.genA, true);
    dataOf(await post(me, 'user/certificationApply/apply', { certificationId: ids.genA }));
    const [application] = await t.app.db.select().from(certificateApplications).where(eq(certificateApplications.userId, me.user.id));
    dataOf(await post(staff, 'staff/certification/application/decide', { applicationId: application.id, decision: 'reject', reason: 'blurry' }));
    const d = await detail(me, ids.genA);
    expect(statusOf(d)).toEqual([4, 0, '1110000']);
    expect(d.application).toMatchObject({ state: 'rejected', decisionReason: 'blurry' });
  });

  it('switching the learning type keeps a passed theory score and the status', async () => {
    const me = await readyForExam();
    await takeTheoryExam(me, ids.genA, true);
    const switched = dataOf<Awaited<ReturnType<typeof detail>>>(
      await post(me, 'certification/certificationRelease/switchLearningType', { id: ids.genA, learningType: 1 }),
    );
    expect(switched).toMatchObject({ learningType: 1, currentStatus: 4, theoryExam: { passed: true, theoryExamScore: 100 } });
    const back = dataOf<Awaited<ReturnType<typeof detail>>>(
      await post(me, 'certification/certificationRelease/switchLearningType', { id: ids.genA, learningType: 0 }),
    );
    expect(back).toMatchObject({ learningType: 0, currentStatus: 4, theoryExam: { passed: true, theoryExamScore: 100 } });
  });

  it('one failure keeps the exam status with the score; two failures reset the enrolment: status back to enrol, enrol again', async () => {
    const me = await readyForExam();
    expect(await takeTheoryExam(me, ids.genA, false)).toMatchObject({ examResult: '1', progressReset: false });
    const once = await detail(me, ids.genA);
    expect(statusOf(once)).toEqual([2, 0, '1100000']);
    expect(once.theoryExam).toMatchObject({ examNums: 1, passed: false, theoryExamScore: 0 });

    expect(await takeTheoryExam(me, ids.genA, false)).toMatchObject({ progressReset: true });
    const reset = await detail(me, ids.genA);
    expect(statusOf(reset)).toEqual([0, 0, '0000000']);
    expect(reset.enrolment).toMatchObject({ state: 'reset' });
    expect(reset.theoryExam).toMatchObject({ examNums: 0, theoryExamScore: null });
    expect((await post(me, 'certification/exam/entry', { relationType: 0, relationId: ids.genA })).json().data).toMatchObject({
      entryStatus: '0',
      reasonCode: 'notEnrolledInCertification',
    });

    const again = dataOf<Awaited<ReturnType<typeof detail>>>(await enrol(me, ids.genA));
    expect(statusOf(again)).toEqual([0, 2, '1000000']);
    expect(again.enrolment).toMatchObject({ state: 'approved' });
    expect(await t.app.db.select().from(certificationEnrolments).where(eq(certificationEnrolments.userId, me.user.id))).toHaveLength(1);
  });

  it('renewEnrolment starts a new approved cycle: earlier theory attempts stop counting, two fresh attempts', async () => {
    const me = await readyForExam();
    await takeTheoryExam(me, ids.genA, false);
    await takeTheoryExam(me, ids.genA, true);
    expect(await countedPapers(me)).toBe(2);
    expect((await detail(me, ids.genA)).currentStatus).toBe(4);

    await t.app.db.transaction((tx) => renewEnrolment(tx, me.user.id, ids.genA));
    expect(await countedPapers(me)).toBe(0);
    const renewed = await detail(me, ids.genA);
    // Credits stay (the renewal cycle retakes the theory exam only).
    expect(statusOf(renewed)).toEqual([2, 0, '1100000']);
    expect(renewed.theoryExam).toMatchObject({ examNums: 0, passed: false, theoryExamScore: null });
    const entry = (await post(me, 'certification/exam/entry', { relationType: 0, relationId: ids.genA })).json().data;
    expect(entry).toMatchObject({ entryStatus: '1', examNums: 0, maxExamNums: (await theoryExamOf(ids.genA)).maxExamNums });
  });

  it('renewEnrolment creates the enrolment when there is none (another version of the certification)', async () => {
    const me = await signIn(t);
    const { enrolmentId } = await t.app.db.transaction((tx) => renewEnrolment(tx, me.user.id, ids.genP));
    const [row] = await t.app.db
      .select()
      .from(certificationEnrolments)
      .where(and(eq(certificationEnrolments.userId, me.user.id), eq(certificationEnrolments.certificationId, ids.genP)));
    expect(row).toMatchObject({ id: enrolmentId, state: 'approved', siteId: 1 });
  });

  it('the vendor programme needs 9 credits', async () => {
    const me = await signIn(t);
    const video = await certId('vendor-video-associate');
    dataOf(await enrol(me, video));
    await grantCredits(me, video, 8);
    expect((await detail(me, video)).currentStatus).toBe(1);
    await grantCredits(me, video, 1);
    expect(statusOf(await detail(me, video))).toEqual([2, 0, '1100000']);
  });
});
