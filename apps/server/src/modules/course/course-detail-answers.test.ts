import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { certificationEnrolments, chapters, creditGrants, chapterProgress, releaseCourses, videos } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';
import { findCourseProgress, findGrant, findRegistration, sumCertificationCredits } from '../learning/learning.repo';
import { emptyWatched } from '../learning/watch-progress';
import { findLearnerCourseRows } from './course-learner.service';

/**
 * The course detail's fast paths: a visitor's answer kept as JSON bytes, and a learner's own rows
 * read in one query. Both must answer exactly what the plain path answers.
 */
let cached: TestApp;
/** The same seed with the reference cache off: every answer goes through the response serialiser. */
let plain: TestApp;
/** A course of site 1 with a certification and chapters with videos, and another course of that certification. */
let course: { id: number; certificationId: number };
let sibling: number;

beforeAll(async () => {
  // One after the other: two apps starting at once on a loaded machine can pass Fastify's plugin timeout.
  cached = await buildTestApp();
  plain = await buildTestApp({ referenceCacheMs: 0 });
  const [c] = await cached.app.db
    .select({ id: releaseCourses.id, certificationId: releaseCourses.certificationId })
    .from(releaseCourses)
    .innerJoin(chapters, eq(chapters.releaseCourseId, releaseCourses.id))
    .where(and(eq(releaseCourses.siteId, 1), isNotNull(releaseCourses.certificationId), isNotNull(chapters.videoId)))
    .orderBy(asc(releaseCourses.id))
    .limit(1);
  course = { id: c.id, certificationId: c.certificationId! };
  const [s] = await cached.app.db
    .select({ id: releaseCourses.id })
    .from(releaseCourses)
    .where(and(eq(releaseCourses.certificationId, course.certificationId), ne(releaseCourses.id, course.id)))
    .limit(1);
  sibling = s.id;
  // Two apps built one after the other take more than the default minute on a loaded machine at times.
}, 180_000);
afterAll(() => Promise.all([cached?.close(), plain?.close()]));

const detail = (t: TestApp, id: number | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/certification/release/course/detail?id=${id}&courseType=0&siteId=1&languageId=1`, headers });

/** Headers that differ between any two answers (request id, date) or between connections. */
const stable = (headers: Record<string, unknown>) => {
  const { date: _d, 'x-request-id': _r, connection: _c, 'keep-alive': _k, ...rest } = headers;
  return rest;
};

describe("a visitor's course detail from cached JSON bytes", () => {
  it('is byte for byte the schema-serialised answer, with the same headers, on a miss and on a hit', async () => {
    const [other] = await cached.app.db
      .select({ id: releaseCourses.id })
      .from(releaseCourses)
      .where(and(eq(releaseCourses.siteId, 1), ne(releaseCourses.id, course.id)))
      .orderBy(asc(releaseCourses.id))
      .limit(1);
    for (const id of [course.id, other.id]) {
      const expected = await detail(plain, id);
      expect(expected.statusCode, expected.body).toBe(200);
      for (const round of ['miss', 'hit']) {
        const res = await detail(cached, id);
        expect(res.statusCode, round).toBe(200);
        expect(res.body, `${id} ${round}`).toBe(expected.body);
        expect(stable(res.headers), `${id} ${round}`).toEqual(stable(expected.headers));
      }
    }
  });

  it('is shared by every course type of the query (the answer does not depend on it)', async () => {
    const base = (await detail(plain, course.id)).body;
    for (const query of ['courseType=1&siteId=1&languageId=1', 'siteId=1&languageId=1']) {
      const res = await cached.app.inject({ method: 'GET', url: `/api/certification/release/course/detail?id=${course.id}&${query}` });
      expect(res.statusCode, query).toBe(200);
      expect(res.body, query).toBe(base);
    }
  });

  it("keeps the 404 of an unknown or another site's course (never cached) and the 400 of a bad id", async () => {
    for (let i = 0; i < 2; i++) {
      const unknown = await detail(cached, 2_000_000_000);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toBe((await detail(plain, 2_000_000_000)).body);
    }
    const elsewhere = await cached.app.inject({ method: 'GET', url: `/api/certification/release/course/detail?id=${course.id}&siteId=21&languageId=1` });
    expect(elsewhere.statusCode).toBe(404);
    expect((await detail(cached, 'abc')).statusCode).toBe(400);
  });

  it('is never what a signed-in learner gets', async () => {
    const me = await signIn(cached);
    const visitor = (await detail(cached, course.id)).json().data;
    const mine = (await detail(cached, course.id, { cookie: me.cookie })).json().data;
    expect(visitor.loggedIn).toBe(false);
    expect(mine.loggedIn).toBe(true);
    expect(mine.certificationCredits).not.toBeNull();
  });
});

describe("a learner's own rows in one query", () => {
  it('reads what the separate reads read: registration, progress (latest first), grant, certification credits, enrolment', async () => {
    const t = cached;
    const me = await signIn(t);
    const none = await findLearnerCourseRows(t.app.db, me.user.id, course.id, course.certificationId);
    expect(none).toEqual({ registration: null, progress: [], grantedCredits: 0, certificationCredits: 0, certificationEnrolled: false });

    const enrol = await t.app.inject({
      method: 'POST',
      url: '/api/user/registration/addRegistration',
      headers: me.headers,
      payload: { siteId: 1, languageId: 1, relationId: course.id, emailNotificationStatus: 1, courseType: 0 },
    });
    expect(enrol.json().code, enrol.body).toBe(200);
    const list = await t.app.db
      .select({ id: chapters.id, duration: videos.durationSeconds })
      .from(chapters)
      .innerJoin(videos, eq(videos.id, chapters.videoId))
      .where(eq(chapters.releaseCourseId, course.id))
      .orderBy(asc(chapters.sort), asc(chapters.id));
    const [first, second] = list;
    const at = (s: number) => new Date(Date.UTC(2026, 10, 1, 10, 0, s));
    await t.app.db.insert(chapterProgress).values([
      {
        userId: me.user.id,
        chapterId: first.id,
        releaseCourseId: course.id,
        position: first.duration!,
        watched: emptyWatched(first.duration!),
        watchedSeconds: first.duration!,
        anchorAt: at(0),
        completedAt: at(1),
        updatedAt: at(1),
      },
      ...(second
        ? [
            {
              userId: me.user.id,
              chapterId: second.id,
              releaseCourseId: course.id,
              position: 12.5,
              watched: emptyWatched(second.duration!),
              watchedSeconds: 12,
              anchorAt: at(2),
              completedAt: null,
              updatedAt: at(3),
            },
          ]
        : []),
    ]);
    await t.app.db.insert(creditGrants).values([
      { userId: me.user.id, releaseCourseId: course.id, certificationId: course.certificationId, credits: 3 },
      { userId: me.user.id, releaseCourseId: sibling, certificationId: course.certificationId, credits: 2 },
    ]);
    await t.app.db.insert(certificationEnrolments).values({ userId: me.user.id, certificationId: course.certificationId, siteId: 1, state: 'approved' });

    const rows = await findLearnerCourseRows(t.app.db, me.user.id, course.id, course.certificationId);
    const registration = await findRegistration(t.app.db, me.user.id, course.id);
    expect(rows.registration).toEqual({
      status: registration!.status,
      learningProcess: registration!.learningProcess,
      emailNotificationStatus: registration!.emailNotificationStatus,
    });
    const progress = await findCourseProgress(t.app.db, me.user.id, course.id);
    expect(rows.progress).toEqual(
      progress.map((p) => ({
        chapterId: p.chapterId,
        position: p.position,
        watchedSeconds: p.watchedSeconds,
        completedAt: p.completedAt,
      })),
    );
    expect(rows.progress[0].chapterId).toBe(second ? second.id : first.id);
    expect(rows.grantedCredits).toBe((await findGrant(t.app.db, me.user.id, course.id))!.credits);
    expect(rows.certificationCredits).toBe(await sumCertificationCredits(t.app.db, me.user.id, course.certificationId));
    expect(rows.certificationCredits).toBe(5);
    expect(rows.certificationEnrolled).toBe(true);

    // A course without a certification: nothing towards one, no enrolment.
    expect(await findLearnerCourseRows(t.app.db, me.user.id, course.id, null)).toMatchObject({
      certificationCredits: 0,
      certificationEnrolled: false,
      grantedCredits: 3,
    });
    await t.app.db.update(certificationEnrolments).set({ state: 'reset' }).where(eq(certificationEnrolments.userId, me.user.id));
    expect((await findLearnerCourseRows(t.app.db, me.user.id, course.id, course.certificationId)).certificationEnrolled).toBe(false);
  });
});
