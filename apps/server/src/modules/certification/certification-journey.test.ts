import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  certificationCourseItem,
  certificationListItem,
  certificationPublicDetail,
  type CertificationCourseItem,
  type CertificationListItem,
  type CertificationPublicDetail,
} from '@credo/contracts/certification-journey';
import {
  certificateApplications,
  certificates,
  certificationEnrolments,
  certifications,
  classroomRegistrations,
  classrooms,
  practicalExams,
  registrations,
} from '../../db/schema/index';
import { signIn, type SignedIn } from '../../../test/sessions';
import { certId, dataOf, detail, enrol, get, grantCredits, ids, post, statusOf, t, useJourneyApp } from './certification-journey-test-kit';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

useJourneyApp();

const publicDetail = async (id: number, host?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/certification/release/certification/detail?siteId=1&languageId=1&id=${id}`,
    headers: host ? { host } : {},
  });
  return res;
};
const enrolments = (me: SignedIn) => t.app.db.select().from(certificationEnrolments).where(eq(certificationEnrolments.userId, me.user.id));

/** A certificate of `certificationId` issued to the learner a moment ago, as the certificate module writes it on approval. */
async function giveCertificate(me: SignedIn, certificationId: number, o: { revoked?: boolean; expired?: boolean } = {}) {
  const [cert] = await t.app.db.select().from(certifications).where(eq(certifications.id, certificationId));
  const [row] = await t.app.db
    .insert(certificationEnrolments)
    .values({ userId: me.user.id, certificationId, siteId: cert.siteId, state: 'approved' })
    .onConflictDoNothing()
    .returning();
  const enrolmentId =
    row?.id ??
    (
      await t.app.db
        .select()
        .from(certificationEnrolments)
        .where(and(eq(certificationEnrolments.userId, me.user.id), eq(certificationEnrolments.certificationId, certificationId)))
    )[0].id;
  const [app] = await t.app.db.insert(certificateApplications).values({ userId: me.user.id, certificationId, enrolmentId, state: 'approved' }).returning();
  const now = Date.now();
  await t.app.db.insert(certificates).values({
    number: `CR-2026-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    userId: me.user.id,
    certificationId,
    applicationId: app.id,
    tenantId: 1,
    holderName: 'Test Learner',
    certificationName: cert.name,
    level: cert.level,
    kind: cert.kind,
    groupKey: cert.groupKey,
    versionLabel: cert.versionLabel,
    issuedAt: new Date(now - 1000),
    expiresAt: new Date(o.expired ? now - DAY_MS : now + 700 * DAY_MS),
    revokedAt: o.revoked ? new Date() : null,
  });
}

describe('public detail, lists and visitors', () => {
  it('answers the public part: programme, level, courses compulsory first, theory exam, required credits, prerequisites', async () => {
    const d = dataOf<CertificationPublicDetail>(await publicDetail(ids.genP));
    certificationPublicDetail.parse(d);
    expect(d).toMatchObject({
      id: ids.genP,
      kind: 0,
      kindName: 'General Security Certification',
      level: 2,
      requiredCredits: 12,
      defaultLearningType: 0,
      enrolmentMode: 'open',
    });
    expect(d.theoryExam).toMatchObject({ passScore: 80, maxExamNums: 2 });
    expect(d.courseList.length).toBeGreaterThan(0);
    expect(d.courseList.every((c) => c.chapterCount >= 2 && c.durationSeconds > 0 && c.learningProcess === null)).toBe(true);
    const reqs = d.courseList.map((c) => c.requirement);
    expect(reqs).toEqual([...reqs].sort((a, b) => b - a));
    expect(d.prerequisites).toEqual([{ certificationReleaseId: ids.genA, certificationName: 'Certified Security Associate (CSA)', versionLabel: 'V3.1' }]);
    expect(dataOf<CertificationPublicDetail>(await publicDetail(ids.genA)).prerequisites).toEqual([]);
  });

  it('lists the upcoming classrooms and practical-exam sessions of the certification on the site, soonest first (decision 0011)', async () => {
    const id = await certId('vendor-professional');
    const hour = HOUR_MS;
    const at = (h: number) => new Date(Date.now() + h * hour);
    const [later, sooner] = await t.app.db
      .insert(classrooms)
      .values([
        {
          siteId: 1,
          languageId: 1,
          title: 'Later training',
          kind: 0,
          certificationId: id,
          seats: 8,
          startAt: at(300),
          endAt: at(308),
          city: 'Lyon',
          countryCode: 'FR',
        },
        { siteId: 1, languageId: 1, title: 'Sooner training', kind: 1, certificationId: id, seats: 8, startAt: at(200), endAt: at(208) },
        { siteId: 1, languageId: 1, title: 'Past training', kind: 1, certificationId: id, seats: 8, startAt: at(-30), endAt: at(-22) },
      ])
      .returning({ id: classrooms.id });
    const [exam] = await t.app.db
      .insert(practicalExams)
      .values([
        {
          siteId: 1,
          languageId: 1,
          certificationId: id,
          name: 'Practical, Lyon',
          seats: 12,
          startAt: at(400),
          endAt: at(404),
          city: 'Lyon',
          countryCode: 'FR',
          isCharge: 1,
        },
        { siteId: 1, languageId: 1, certificationId: id, name: 'Practical, past', seats: 12, startAt: at(-50), endAt: at(-46) },
      ])
      .returning({ id: practicalExams.id });
    const d = dataOf<CertificationPublicDetail>(await publicDetail(id));
    certificationPublicDetail.parse(d);
    const mine = d.classroomList.filter((c) => [later.id, sooner.id].includes(c.id) || c.title === 'Past training');
    expect(mine.map((c) => c.title)).toEqual(['Sooner training', 'Later training']);
    expect(mine[1]).toMatchObject({ kind: 0, city: 'Lyon', countryCode: 'FR' });
    const practical = d.practicalExamList.filter((p) => p.practicalExamName.startsWith('Practical, '));
    expect(practical).toEqual([expect.objectContaining({ id: exam.id, practicalExamName: 'Practical, Lyon', isCharge: '1', city: 'Lyon' })]);
  });

  it('answers 404 for a certification of another site or an unknown one (public and learner part)', async () => {
    expect((await publicDetail(ids.genAeu)).statusCode).toBe(404);
    expect((await publicDetail(999_999)).statusCode).toBe(404);
    expect((await get(null, 'certification/certificationRelease/queryDetail', { id: ids.genAeu })).statusCode).toBe(404);
    expect((await get(null, 'certification/release/course/list', { certificationId: ids.genAeu })).statusCode).toBe(404);
  });

  it('a visitor gets status 0, childStatus 0, every flag 0 and no rows, without a 401', async () => {
    const d = await detail(null, ids.genP);
    expect(statusOf(d)).toEqual([0, 0, '0000000']);
    expect(d).toMatchObject({ enrolment: null, application: null, certificate: null, userCourseUpdateDTO: null, learningType: 0 });
    expect(d.certificationCreditDTO).toMatchObject({ credits: 0, requiredCredits: 12 });
    expect(d.missingPrerequisites.map((p) => p.certificationReleaseId)).toEqual([ids.genA]);
  });

  it('lists the certifications of a kind by level with their enrolment modes (the demo shows all three)', async () => {
    const general = dataOf<CertificationListItem[]>(await get(null, 'certification/release/certification/list', { kind: 0 }));
    general.forEach((c) => certificationListItem.parse(c));
    expect(general.map((c) => c.level)).toEqual([1, 2]);
    expect(general.every((c) => c.enrolmentMode === 'open' && c.requiredCredits === 12 && c.courseCount > 0)).toBe(true);
    const vendor = dataOf<CertificationListItem[]>(await get(null, 'certification/release/certification/list', { kind: 1 }));
    expect(vendor.map((c) => c.level)).toEqual([...vendor.map((c) => c.level)].sort());
    expect(new Set(vendor.map((c) => c.enrolmentMode))).toEqual(new Set(['open', 'review', 'invitation']));
    expect(vendor.every((c) => c.requiredCredits === 9)).toBe(true);
  });

  it("lists the courses with the learner's learning process and earned credits when signed in", async () => {
    const me = await signIn(t);
    const visitor = dataOf<CertificationCourseItem[]>(await get(null, 'certification/release/course/list', { certificationId: ids.genA }));
    visitor.forEach((c) => certificationCourseItem.parse(c));
    expect(visitor.every((c) => c.learningProcess === null && c.earnedCredits === 0)).toBe(true);
    await t.app.db.insert(registrations).values({ userId: me.user.id, relationId: visitor[0].id, courseType: 0, status: 2, learningProcess: 1 });
    await grantCredits(me, ids.genA, 3);
    const mine = dataOf<CertificationCourseItem[]>(await get(me, 'certification/release/course/list', { certificationId: ids.genA }));
    expect(mine[0]).toMatchObject({ learningProcess: 1, earnedCredits: 3 });
    expect(mine.slice(1).every((c) => c.learningProcess === null)).toBe(true);
  });
});

describe('enrolment', () => {
  it('open mode: approved at once (status 0, child 2 approved tip), then learning, then exam at the credit threshold', async () => {
    const me = await signIn(t);
    const d = dataOf<unknown>(await enrol(me, ids.genA, 1)) as Awaited<ReturnType<typeof detail>>;
    expect(statusOf(d)).toEqual([0, 2, '1000000']);
    expect(d.enrolment).toMatchObject({ state: 'approved', via: 'direct', emailNotificationStatus: 1 });
    await grantCredits(me, ids.genA, 3);
    expect(statusOf(await detail(me, ids.genA))).toEqual([1, 0, '1100000']);
    await grantCredits(me, ids.genA, 9);
    const exam = await detail(me, ids.genA);
    expect(statusOf(exam)).toEqual([2, 0, '1100000']);
    expect(exam.certificationCreditDTO).toMatchObject({ status: 2, credits: 12, requiredCredits: 12 });
    expect(exam.certificationCreditDTO.reachedAt).not.toBeNull();
  });

  it('a started course (learning process 1) without credits shows learning', async () => {
    const me = await signIn(t);
    await enrol(me, ids.genA);
    const [course] = dataOf<CertificationCourseItem[]>(await get(me, 'certification/release/course/list', { certificationId: ids.genA }));
    await t.app.db.insert(registrations).values({ userId: me.user.id, relationId: course.id, courseType: 0, status: 2, learningProcess: 1 });
    expect(statusOf(await detail(me, ids.genA))).toEqual([1, 0, '1100000']);
  });

  it('a repeat answers 10024; ten racing enrols make exactly one row', async () => {
    const me = await signIn(t);
    const results = await Promise.all(Array.from({ length: 10 }, () => enrol(me, ids.genA)));
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 10024)).toHaveLength(9);
    expect(await enrolments(me)).toHaveLength(1);
    expect((await enrol(me, ids.genA)).json().code).toBe(10024);
  });

  it('missing prerequisites answer 10026 with the list; holding the associate opens the professional', async () => {
    const me = await signIn(t);
    const res = await enrol(me, ids.genP);
    expect(res.json()).toMatchObject({
      code: 10026,
      data: {
        prerequisiteCertificationList: [{ certificationReleaseId: ids.genA, certificationName: 'Certified Security Associate (CSA)', versionLabel: 'V3.1' }],
      },
    });
    expect(await enrolments(me)).toHaveLength(0);
    await giveCertificate(me, ids.genA, { revoked: true });
    expect((await enrol(me, ids.genP)).json().code).toBe(10026);
    await giveCertificate(me, ids.genAar);
    expect((await detail(me, ids.genP)).missingPrerequisites).toEqual([]);
    const d = dataOf<{ currentStatus: number; childStatus: number }>(await enrol(me, ids.genP));
    expect([d.currentStatus, d.childStatus]).toEqual([0, 2]);
  });

  it('holding a valid certificate of the certification answers 10003 (any language version); an expired one does not', async () => {
    const me = await signIn(t);
    await giveCertificate(me, ids.genAar);
    expect((await enrol(me, ids.genA)).json().code).toBe(10003);
    // The other version shows the learner certified with that certificate, not an enrol button.
    const held = await detail(me, ids.genA);
    expect(statusOf(held)).toEqual([6, 0, '1111111'.replace(/^(\d{3})\d\d/, '$100')]);
    expect(held.certificate).toMatchObject({ state: 'valid' });
    expect(held.enrolment).toBeNull();
    const other = await signIn(t);
    await giveCertificate(other, ids.genAar, { expired: true });
    expect((await enrol(other, ids.genA)).json().code).toBe(200);
  });

  it('review mode waits for staff (disabled), a rejection shows the failed tip and may enrol again with a new cycle', async () => {
    const me = await signIn(t);
    const staff = await signIn(t, { role: 'staff' });
    expect(statusOf(dataOf(await enrol(me, ids.review)))).toEqual([0, 3, '0000000']);
    const [row] = await enrolments(me);
    expect(row.state).toBe('pending');
    expect((await enrol(me, ids.review)).json().code).toBe(10024);
    dataOf(await post(staff, 'staff/certification/enrolment/decide', { enrolmentId: row.id, decision: 'reject', reason: 'incomplete' }));
    const rejected = await detail(me, ids.review);
    expect(statusOf(rejected)).toEqual([0, 1, '0000000']);
    expect(rejected.enrolment).toMatchObject({ state: 'rejected', decisionReason: 'incomplete' });
    expect(statusOf(dataOf(await enrol(me, ids.review)))).toEqual([0, 3, '0000000']);
    const [again] = await enrolments(me);
    expect(again).toMatchObject({ id: row.id, state: 'pending', decisionReason: null });
    expect(again.cycleStartedAt.getTime()).toBeGreaterThan(row.cycleStartedAt.getTime());
    dataOf(await post(staff, 'staff/certification/enrolment/decide', { enrolmentId: row.id, decision: 'approve' }));
    expect(statusOf(await detail(me, ids.review))).toEqual([0, 2, '1000000']);
  });

  it('an invitation-only certification refuses a direct enrolment with 403 and the mode', async () => {
    const me = await signIn(t);
    const res = await enrol(me, ids.invitation);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, data: { enrolmentMode: 'invitation' } });
    expect(await enrolments(me)).toHaveLength(0);
  });

  it('visitors get 401 on the learner actions; an unknown certification 404', async () => {
    expect((await post(null, 'user/certificationRegistration/enrol', { certificationId: ids.genA })).statusCode).toBe(401);
    expect((await post(null, 'certification/certificationRelease/switchLearningType', { id: ids.genA, learningType: 1 })).statusCode).toBe(401);
    expect((await post(null, 'user/certificationApply/clickUserCourseUpdate', { id: 1, viewExamTips: '1' })).statusCode).toBe(401);
    const me = await signIn(t);
    expect((await enrol(me, ids.genAeu)).statusCode).toBe(404);
  });
});

describe('learner settings', () => {
  it('switchLearningType needs an enrolment (404); a classroom learner reaches the exam by a training that took place, not credits (decision 0011)', async () => {
    const me = await signIn(t);
    expect((await post(me, 'certification/certificationRelease/switchLearningType', { id: ids.genA, learningType: 1 })).statusCode).toBe(404);
    await enrol(me, ids.genA);
    const d = dataOf<Awaited<ReturnType<typeof detail>>>(
      await post(me, 'certification/certificationRelease/switchLearningType', { id: ids.genA, learningType: 1 }),
    );
    expect(statusOf(d)).toEqual([0, 2, '1000000']);
    expect(d.learningType).toBe(1);
    const hour = HOUR_MS;
    const seat = async (startsInHours: number) => {
      const [room] = await t.app.db
        .insert(classrooms)
        .values({
          siteId: 1,
          languageId: 1,
          title: 'Associate training',
          kind: 1,
          certificationId: ids.genA,
          seats: 10,
          startAt: new Date(Date.now() + startsInHours * hour),
          endAt: new Date(Date.now() + (startsInHours + 8) * hour),
        })
        .returning({ id: classrooms.id });
      await t.app.db.insert(classroomRegistrations).values({ classroomId: room.id, userId: me.user.id, certificationId: ids.genA, status: 3 });
    };
    await seat(48);
    expect(statusOf(await detail(me, ids.genA))).toEqual([1, 0, '1100000']);
    await seat(-24);
    expect(statusOf(await detail(me, ids.genA))).toEqual([2, 0, '1100000']);
  });

  it("clickUserCourseUpdate marks the learner's own enrolment; another learner's id is 404 and changes nothing", async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    await enrol(me, ids.genA);
    const [row] = await enrolments(me);
    expect((await detail(me, ids.genA)).userCourseUpdateDTO).toEqual({ id: row.id, viewExamTips: '0', viewUpdate: '0' });
    const stolen = await post(other, 'user/certificationApply/clickUserCourseUpdate', { id: row.id, viewExamTips: '1', viewUpdate: '1' });
    expect(stolen.statusCode).toBe(404);
    expect((await enrolments(me))[0]).toMatchObject({ viewExamTips: '0', viewUpdate: '0' });
    dataOf(await post(me, 'user/certificationApply/clickUserCourseUpdate', { id: row.id, viewExamTips: '1' }));
    expect((await detail(me, ids.genA)).userCourseUpdateDTO).toEqual({ id: row.id, viewExamTips: '1', viewUpdate: '0' });
  });
});
