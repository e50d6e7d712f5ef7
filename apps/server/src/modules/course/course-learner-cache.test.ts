import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courseDetail } from '@credo/contracts/course';
import { envelopeOf } from '@credo/contracts/envelope';
import type { Database } from '../../db/client';
import { certificationEnrolments, chapterProgress, chapters, creditGrants, releaseCourses, videos } from '../../db/schema/index';
import { openTestDatabase, type TestApp } from '../../../test/build-app';
import { clockedAppOn } from '../../../test/clocked-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { envelopeBytes } from '../../platform/reference-cache';
import { LEARNER_CACHE_MS } from '../../platform/learner-cache';
import { learnerDetailCache } from './course-learner-cache';
import { courseDetailOf, loadPublicCourse } from './course.service';

/**
 * A signed-in learner's course detail kept per learner and course (decision 0036): the learner's own
 * writes show at once, anyone else's within the TTL, and every answer is byte for byte what the
 * plain path answers. Two apps on one database: `cached` (its learner cache on a movable clock)
 * and `plain` (reference cache off: every answer read afresh and serialised by the route).
 */
let database: Database;
let cached: { app: FastifyInstance; advance: (ms: number) => void };
let plain: { app: FastifyInstance };
/** The shape signIn and the fixtures take (both apps read the same rows). */
let t: TestApp;
/** A course of site 1 with a certification and at least two chapters with videos. */
let course: { id: number; certificationId: number; chapterIds: number[]; durations: number[] };

beforeAll(async () => {
  database = await openTestDatabase();
  // One after the other: two apps starting at once on a loaded machine can pass Fastify's plugin timeout.
  cached = await clockedAppOn(database);
  plain = await clockedAppOn(database, { referenceCacheMs: 0 });
  t = { app: cached.app, database, config: cached.app.config, close: async () => undefined };
  const [c] = await database.db
    .select({ id: releaseCourses.id, certificationId: releaseCourses.certificationId })
    .from(releaseCourses)
    .where(
      and(
        eq(releaseCourses.siteId, 1),
        isNotNull(releaseCourses.certificationId),
        sql`(select count(*) from chapters ch where ch.release_course_id = ${releaseCourses.id} and ch.video_id is not null) >= 2`,
      ),
    )
    .orderBy(asc(releaseCourses.id))
    .limit(1);
  const rows = await database.db
    .select({ id: chapters.id, duration: videos.durationSeconds })
    .from(chapters)
    .innerJoin(videos, eq(videos.id, chapters.videoId))
    .where(eq(chapters.releaseCourseId, c.id))
    .orderBy(asc(chapters.sort), asc(chapters.id));
  course = { id: c.id, certificationId: c.certificationId!, chapterIds: rows.map((r) => r.id), durations: rows.map((r) => r.duration!) };
  // Two apps built one after the other take more than the default minute on a loaded machine at times.
}, 180_000);
afterAll(async () => {
  await Promise.all([cached?.app.close(), plain?.app.close()]);
  await database?.close();
});

const detail = (app: FastifyInstance, me: SignedIn, id = course.id) =>
  app.inject({ method: 'GET', url: `/api/certification/release/course/detail?id=${id}&courseType=0&siteId=1&languageId=1`, headers: { cookie: me.cookie } });
const data = async (me: SignedIn) => {
  const res = await detail(cached.app, me);
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf(courseDetail).parse(res.json()).data;
};
const post = (me: SignedIn, url: string, payload: Record<string, unknown>) =>
  cached.app.inject({ method: 'POST', url, headers: me.headers, payload: { siteId: 1, languageId: 1, ...payload } });
const enrol = (me: SignedIn) => post(me, '/api/user/registration/addRegistration', { relationId: course.id, emailNotificationStatus: 0, courseType: 0 });
const grant = (me: SignedIn, chapterId: number) =>
  cached.app.inject({
    method: 'GET',
    url: `/api/certification/release/course/power/check?siteId=1&languageId=1&id=${course.id}&courseContentId=${chapterId}&courseType=0`,
    headers: { cookie: me.cookie },
  });
/** The wall clock the watch pace allows (learning.test's way): the chapter's anchor moved back. */
const letTimePass = (me: SignedIn, chapterId: number, seconds: number) =>
  database.db
    .update(chapterProgress)
    .set({ anchorAt: sql`${chapterProgress.anchorAt} - make_interval(secs => ${seconds})` })
    .where(and(eq(chapterProgress.userId, me.user.id), eq(chapterProgress.chapterId, chapterId)));

/** Headers that differ between any two answers (request id, date) or between connections. */
const stable = (headers: Record<string, unknown>) => {
  const { date: _d, 'x-request-id': _r, connection: _c, 'keep-alive': _k, ...rest } = headers;
  return rest;
};

describe("a learner's course detail kept per learner and course (decision 0036)", () => {
  it('answers byte for byte what the plain path answers, with the same headers, on a miss and on a hit', async () => {
    const me = await signIn(t);
    const compare = async (label: string) => {
      const expected = await detail(plain.app, me);
      expect(expected.statusCode).toBe(200);
      for (const round of ['miss', 'hit']) {
        const res = await detail(cached.app, me);
        expect(res.body, `${label} ${round}`).toBe(expected.body);
        expect(stable(res.headers), `${label} ${round}`).toEqual(stable(expected.headers));
      }
      cached.advance(LEARNER_CACHE_MS);
    };
    await compare('no registration');
    expect((await enrol(me)).json().code).toBe(200);
    expect((await grant(me, course.chapterIds[0])).statusCode).toBe(200);
    await letTimePass(me, course.chapterIds[0], course.durations[0]);
    await post(me, '/api/certification/release/course/reload', {
      releaseCourseId: course.id,
      releaseCourseContentId: course.chapterIds[0],
      payDuration: course.durations[0],
      quizExist: 1,
    });
    await database.db.insert(creditGrants).values({ userId: me.user.id, releaseCourseId: course.id, certificationId: course.certificationId, credits: 3 });
    await database.db.insert(certificationEnrolments).values({ userId: me.user.id, certificationId: course.certificationId, siteId: 1, state: 'approved' });
    await compare('registered, a chapter watched, credits, enrolled');
  });

  it('makes the answer again from the kept rows when the public part was reloaded, without reading them again', async () => {
    const me = await signIn(t);
    expect((await enrol(me)).json().code).toBe(200);
    const envelope = envelopeOf(courseDetail);
    const answer = learnerDetailCache(cached.app, (pub, rows) => envelopeBytes(envelope, courseDetailOf(pub, rows)));
    const pub = await loadPublicCourse(database.db, 1, course.id, new Date());
    const first = await answer(me.user.id, pub);
    expect(first.toString()).toBe((await detail(plain.app, me)).body);
    // A reloaded public part (a new object, here renamed); the learner's rows change meanwhile, unseen within the TTL.
    const renamed = { ...pub, course: { ...pub.course, name: 'Renamed in the reload' } };
    await database.db.insert(creditGrants).values({ userId: me.user.id, releaseCourseId: course.id, certificationId: course.certificationId, credits: 4 });
    const again = JSON.parse((await answer(me.user.id, renamed)).toString()).data;
    expect(again.courseName).toBe('Renamed in the reload');
    expect(again.earnedCredits).toBe(0);
    cached.advance(LEARNER_CACHE_MS);
    expect(JSON.parse((await answer(me.user.id, renamed)).toString()).data.earnedCredits).toBe(4);
  });

  it("shows the learner's own enrolment at once", async () => {
    const me = await signIn(t);
    expect((await data(me)).registrationStatus).toBe(0);
    expect((await data(me)).registrationStatus).toBe(0);
    expect((await enrol(me)).json().code).toBe(200);
    expect((await data(me)).registrationStatus).toBe(2);
  });

  it("shows the learner's own watch progress at once", async () => {
    const me = await signIn(t);
    await enrol(me);
    const [first] = course.chapterIds;
    expect((await grant(me, first)).statusCode).toBe(200);
    const before = await data(me);
    expect(before.courseContentReleaseDTOS[0]).toMatchObject({ payDuration: 0, completed: false });
    await letTimePass(me, first, 2);
    const saved = await post(me, '/api/certification/release/course/reload', {
      releaseCourseId: course.id,
      releaseCourseContentId: first,
      payDuration: 2.5,
      quizExist: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await data(me);
    expect(after.courseContentReleaseDTOS[0]).toMatchObject({ payDuration: 2.5, watchedSeconds: 3 });
    expect(after.learningProcess).toBe(1);
  });

  it('a playback grant (a GET that anchors a progress row) changes nothing the detail shows', async () => {
    const me = await signIn(t);
    await enrol(me);
    const before = (await detail(plain.app, me)).body;
    for (const chapterId of course.chapterIds.slice(0, 1)) expect((await grant(me, chapterId)).statusCode).toBe(200);
    expect((await detail(plain.app, me)).body).toBe(before);
  });

  it('shows a write the learner did not make (an approval, a grant) within the TTL, and not a write of another user', async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    expect((await data(me)).certificationEnrolled).toBe(false);
    // As staff's approval, a payment or another node would: not through this learner's requests.
    await database.db.insert(certificationEnrolments).values({ userId: me.user.id, certificationId: course.certificationId, siteId: 1, state: 'approved' });
    // Another learner's write request evicts that learner only.
    await post(other, '/api/user/registration/addRegistration', { relationId: course.id, emailNotificationStatus: 0, courseType: 0 });
    cached.advance(LEARNER_CACHE_MS - 1);
    expect((await data(me)).certificationEnrolled).toBe(false);
    cached.advance(1);
    expect((await data(me)).certificationEnrolled).toBe(true);
  });

  it("never answers a read that raced the learner's write once the write's answer is back", async () => {
    const me = await signIn(t);
    // Reads and the enrolment sent together: whichever order the database sees them in, a detail
    // asked after the enrolment's answer shows it (a racing read may have seen the rows before).
    const racing = Array.from({ length: 4 }, () => detail(cached.app, me));
    const enrolled = await enrol(me);
    expect(enrolled.json().code).toBe(200);
    expect((await data(me)).registrationStatus).toBe(2);
    for (const res of await Promise.all(racing)) expect(res.statusCode).toBe(200);
    expect((await data(me)).registrationStatus).toBe(2);
  });
});
