import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { courseDetail, registrationResult, type CourseDetail } from '@credo/contracts/course';
import { envelopeOf } from '@credo/contracts/envelope';
import { ErrorCode } from '@credo/contracts/errors';
import { certificationEnrolments, certifications, chapters, registrations, releaseCourses, videos } from '../../db/schema/index';
import { buildClockedApp, type ClockedApp } from '../../../test/clocked-app';
import { LEARNER_CACHE_MS } from '../../platform/learner-cache';
import { signIn, type SignedIn } from '../../../test/sessions';
import { certificationId, enrolDirectly, getDetail, giveCertificate, learner, makeInvitation, useCode } from '../invitation/invitation-fixtures';

let t: ClockedApp;
/** A seeded course of site 1 whose chapters have videos. */
let courseId: number;
let otherSiteCourseId: number;
let scheduledId: number;
let previewChapterId: number;

beforeAll(async () => {
  t = await buildClockedApp();
  const [c] = await t.app.db
    .select({ id: releaseCourses.id })
    .from(releaseCourses)
    .innerJoin(chapters, eq(chapters.releaseCourseId, releaseCourses.id))
    .where(and(eq(releaseCourses.siteId, 1), isNotNull(chapters.videoId)))
    .orderBy(asc(releaseCourses.id))
    .limit(1);
  courseId = c.id;
  const [o] = await t.app.db
    .select({ id: releaseCourses.id })
    .from(releaseCourses)
    .where(sql`${releaseCourses.siteId} <> 1`)
    .limit(1);
  otherSiteCourseId = o.id;
  const [s] = await t.app.db
    .insert(releaseCourses)
    .values({
      siteId: 1,
      languageId: 1,
      courseType: 0,
      name: 'Scheduled course',
      publishedAt: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning({ id: releaseCourses.id });
  scheduledId = s.id;
  const [p] = await t.app.db
    .insert(chapters)
    .values({ releaseCourseId: courseId, title: 'Free preview', sort: 999, isFreePreview: true })
    .returning({ id: chapters.id });
  previewChapterId = p.id;
});
afterAll(() => t.close());

const detail = (id: number | string, headers: Record<string, string> = {}, siteId = 1) =>
  t.app.inject({ method: 'GET', url: `/api/certification/release/course/detail?id=${id}&courseType=0&siteId=${siteId}&languageId=1`, headers });

async function detailOk(id: number, headers: Record<string, string> = {}): Promise<CourseDetail> {
  const res = await detail(id, headers);
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf(courseDetail).parse(res.json()).data;
}

const enrol = (me: SignedIn | null, relationId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/registration/addRegistration',
    headers: me?.headers ?? {},
    payload: { siteId: 1, languageId: 1, relationId, emailNotificationStatus: 1, courseType: 0 },
  });

const rowsOf = (userId: number, relationId: number) =>
  t.app.db
    .select()
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.relationId, relationId)));

describe('GET /api/certification/release/course/detail', () => {
  it('answers the course with certification, credits, requirement, language and chapters in order, all locked for a visitor', async () => {
    const d = await detailOk(courseId);
    expect(d.id).toBe(courseId);
    expect(d.courseName.length).toBeGreaterThan(0);
    expect(d.languageName.length).toBeGreaterThan(0);
    expect(d.registrationStatus).toBe(0);
    expect(d.loggedIn).toBe(false);
    const list = d.courseContentReleaseDTOS;
    expect(list.length).toBeGreaterThan(1);
    const sorts = list.map((c) => c.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(list.filter((c) => !c.isFreePreview).every((c) => c.locked)).toBe(true);
    expect(list.find((c) => c.id === previewChapterId)?.locked).toBe(false);
    const withVideo = await t.app.db
      .select({ id: chapters.id, duration: videos.durationSeconds })
      .from(chapters)
      .innerJoin(videos, eq(videos.id, chapters.videoId))
      .where(eq(chapters.releaseCourseId, courseId));
    for (const v of withVideo) expect(list.find((c) => c.id === v.id)?.durationSeconds).toBe(v.duration);
  });

  it('never carries a video storage key or URL', async () => {
    const res = await detail(courseId);
    const keys = await t.app.db.select({ key: videos.storageKey }).from(videos);
    for (const { key } of keys) expect(res.body).not.toContain(key);
    expect(res.body).not.toMatch(/\.mp4|storage|videoUrl|\/media\/videos/i);
  });

  it("answers 404 for another site's, a scheduled or an unknown course", async () => {
    for (const id of [otherSiteCourseId, scheduledId, 2_000_000_000]) {
      const res = await detail(id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().code).toBe(404);
    }
    expect((await detail('abc')).statusCode).toBe(400);
  });
});

describe('the public part of a detail is reference data', () => {
  it("is kept for the reference TTL, while the learner's own state is read on every request", async () => {
    const [other] = await t.app.db
      .select({ id: releaseCourses.id, name: releaseCourses.name })
      .from(releaseCourses)
      .where(and(eq(releaseCourses.siteId, 1), sql`${releaseCourses.id} <> ${courseId}`))
      .orderBy(asc(releaseCourses.id))
      .limit(1);
    const first = await detailOk(other.id);
    await t.app.db.update(releaseCourses).set({ name: 'Renamed meanwhile' }).where(eq(releaseCourses.id, other.id));
    try {
      expect((await detailOk(other.id)).courseName).toBe(first.courseName);
      const me = await signIn(t);
      expect((await enrol(me, other.id)).json().code).toBe(200);
      const mine = await detailOk(other.id, { cookie: me.cookie });
      expect(mine.registrationStatus).toBe(2);
      expect(mine.courseName).toBe(first.courseName);
    } finally {
      await t.app.db.update(releaseCourses).set({ name: other.name }).where(eq(releaseCourses.id, other.id));
    }
  });
});

describe('POST /api/user/registration/addRegistration', () => {
  it('answers 401 to a visitor and writes nothing', async () => {
    const before = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(registrations);
    const res = await enrol(null, courseId);
    expect(res.statusCode).toBe(401);
    const after = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(registrations);
    expect(after[0].n).toBe(before[0].n);
  });

  it('refuses a cross-site POST with the session cookie (CSRF)', async () => {
    const me = await signIn(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/registration/addRegistration',
      headers: { ...me.headers, origin: 'https://evil.example' },
      payload: { siteId: 1, languageId: 1, relationId: courseId, emailNotificationStatus: 1, courseType: 0 },
    });
    expect(res.statusCode).toBe(403);
    expect(await rowsOf(me.user.id, courseId)).toHaveLength(0);
  });

  it('enrols audited at once, opens the first chapter (the rest unlock in order); a second enrol answers 10024 and leaves one row', async () => {
    const me = await signIn(t);
    const first = await enrol(me, courseId);
    expect(first.statusCode, first.body).toBe(200);
    const data = envelopeOf(registrationResult).parse(first.json()).data;
    expect(data).toEqual({ relationId: courseId, registrationStatus: 2, learningProcess: 0 });

    const again = await enrol(me, courseId);
    expect(again.statusCode).toBe(200);
    expect(again.json().code).toBe(ErrorCode.ALREADY_REGISTERED);
    expect(await rowsOf(me.user.id, courseId)).toHaveLength(1);

    const d = await detailOk(courseId, { cookie: me.cookie });
    expect(d.registrationStatus).toBe(2);
    expect(d.loggedIn).toBe(true);
    expect(d.notificationStatus).toBe(1);
    // Chapters unlock in order: after enrolment the first (and every free preview) is open,
    // the next one waits until the first is watched to the end (learning.test.ts).
    const [chapter1, chapter2] = d.courseContentReleaseDTOS;
    expect(chapter1.locked).toBe(false);
    expect(chapter2.locked).toBe(!chapter2.isFreePreview);
  });

  it('ten concurrent enrols create exactly one registration: one success, nine 10024', async () => {
    const me = await signIn(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => enrol(me, courseId)));
    const codes = answers.map((r) => r.json().code).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.ALREADY_REGISTERED)).toHaveLength(9);
    expect(await rowsOf(me.user.id, courseId)).toHaveLength(1);
  });

  it('answers 404 for a course of another site and writes nothing', async () => {
    const me = await signIn(t);
    const res = await enrol(me, otherSiteCourseId);
    expect(res.statusCode).toBe(404);
    expect(await rowsOf(me.user.id, otherSiteCourseId)).toHaveLength(0);
  });
});

describe('POST /api/user/course/process/updateNotificationStatus', () => {
  const update = (me: SignedIn | null, releaseCourseId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/course/process/updateNotificationStatus',
      headers: me?.headers ?? {},
      payload: { siteId: 1, languageId: 1, releaseCourseId, notificationStatus: 2 },
    });

  it("changes only the learner's own registration", async () => {
    const owner = await signIn(t);
    const other = await signIn(t);
    await enrol(owner, courseId);
    expect((await update(null, courseId)).statusCode).toBe(401);
    const foreign = await update(other, courseId);
    expect(foreign.statusCode).toBe(404);
    expect((await rowsOf(owner.user.id, courseId))[0].emailNotificationStatus).toBe(1);
    expect(await rowsOf(other.user.id, courseId)).toHaveLength(0);

    const own = await update(owner, courseId);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().code).toBe(200);
    expect((await rowsOf(owner.user.id, courseId))[0].emailNotificationStatus).toBe(2);
  });
});

describe('a course of an invitation-mode certification (decision 0010)', () => {
  /** The first course of the vendor expert certification (enrolment_mode 'invitation') on site 1 in English. */
  let expertCourseId: number;
  let expertId: number;

  beforeAll(async () => {
    expertId = await certificationId(t, 'vendor-expert');
    const [mode] = await t.app.db.select({ mode: certifications.enrolmentMode }).from(certifications).where(eq(certifications.id, expertId));
    expect(mode.mode).toBe('invitation');
    const [c] = await t.app.db
      .select({ id: releaseCourses.id })
      .from(releaseCourses)
      .where(and(eq(releaseCourses.siteId, 1), eq(releaseCourses.certificationId, expertId)))
      .orderBy(asc(releaseCourses.id))
      .limit(1);
    expertCourseId = c.id;
  });

  const enrolmentsOf = (userId: number) => t.app.db.select().from(certificationEnrolments).where(eq(certificationEnrolments.userId, userId));

  it('the detail names the mode for everyone and certificationEnrolled false for a visitor; other courses are open', async () => {
    const visitor = await detailOk(expertCourseId);
    expect(visitor).toMatchObject({ certificationId: expertId, enrolmentMode: 'invitation', certificationEnrolled: false });
    expect((await detailOk(courseId)).enrolmentMode).toBe('open');
    const [video] = await t.app.db
      .select({ id: releaseCourses.id })
      .from(releaseCourses)
      .where(and(eq(releaseCourses.siteId, 1), eq(releaseCourses.courseType, 1)))
      .limit(1);
    const res = await t.app.inject({ method: 'GET', url: `/api/certification/release/course/detail?id=${video.id}&courseType=1&siteId=1&languageId=1` });
    expect(envelopeOf(courseDetail).parse(res.json()).data).toMatchObject({ certificationId: null, enrolmentMode: 'open', certificationEnrolled: false });
  });

  it('refuses addRegistration without an approved enrolment: HTTP 200, code 403, the mode and certification in data, nothing written', async () => {
    const me = await signIn(t);
    const res = await enrol(me, expertCourseId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 403, data: { enrolmentMode: 'invitation', certificationId: expertId } });
    expect(await rowsOf(me.user.id, expertCourseId)).toHaveLength(0);
    expect(await enrolmentsOf(me.user.id)).toHaveLength(0);

    // A pending (or rejected) enrolment is not enough.
    await enrolDirectly(t, me.user.id, expertId, 'pending');
    expect((await detailOk(expertCourseId, { cookie: me.cookie })).certificationEnrolled).toBe(false);
    expect((await enrol(me, expertCourseId)).json().code).toBe(403);
    expect(await rowsOf(me.user.id, expertCourseId)).toHaveLength(0);
  });

  it('with an approved enrolment the detail says so and the enrolment works as before (10024 on a repeat)', async () => {
    const me = await signIn(t);
    expect((await detailOk(expertCourseId, { cookie: me.cookie })).certificationEnrolled).toBe(false);
    await enrolDirectly(t, me.user.id, expertId, 'approved');
    // An approval the learner did not make (staff's) shows within the learner cache's TTL (decision 0036).
    t.advance(LEARNER_CACHE_MS);
    const d = await detailOk(expertCourseId, { cookie: me.cookie });
    expect(d).toMatchObject({ enrolmentMode: 'invitation', certificationEnrolled: true, registrationStatus: 0 });
    const res = await enrol(me, expertCourseId);
    expect(envelopeOf(registrationResult).parse(res.json()).data).toEqual({ relationId: expertCourseId, registrationStatus: 2, learningProcess: 0 });
    expect((await enrol(me, expertCourseId)).json().code).toBe(ErrorCode.ALREADY_REGISTERED);
    expect(await rowsOf(me.user.id, expertCourseId)).toHaveLength(1);
  });

  it("the page's path: getDetail, use the code, then addRegistration enrols once", async () => {
    const me = await learner(t);
    // The expert level needs the lower levels of the programme (10026 otherwise).
    for (const key of ['vendor-video-associate', 'vendor-access-associate', 'vendor-professional']) {
      await giveCertificate(t, me.user.id, await certificationId(t, key));
    }
    const invitation = await makeInvitation(t, { certificationId: expertId });
    expect((await enrol(me, expertCourseId)).json().code).toBe(403);
    const detailRes = await getDetail(t, invitation.code, { me });
    expect(detailRes.json()).toMatchObject({ code: 200, data: { kind: 'user', relationId: expertId } });
    const used = await useCode(t, invitation.code, { me });
    expect(used.json(), used.body).toMatchObject({ code: 200, data: { certificationId: expertId } });
    expect((await detailOk(expertCourseId, { cookie: me.cookie })).certificationEnrolled).toBe(true);
    const res = await enrol(me, expertCourseId);
    expect(res.json().code, res.body).toBe(200);
    expect(await rowsOf(me.user.id, expertCourseId)).toHaveLength(1);
  });
});
