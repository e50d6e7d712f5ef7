import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { courseDetail, type CourseDetail } from '@credo/contracts/course';
import { envelopeOf } from '@credo/contracts/envelope';
import { PLAYBACK, evaluation, playbackInfo, reloadResult, type PlaybackInfo, type ReloadResult } from '@credo/contracts/learning';
import { appSecrets, chapterProgress, chapters, creditGrants, registrations, releaseCourses, videos } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { signVideoKey } from './video-url';

let t: TestApp;
/** A seeded course of site 1 (certification, credits > 0) with at least two chapters, all with videos. */
let course: { id: number; credits: number; certificationId: number };
let chapterIds: number[];
let durations: number[];
let otherSiteCourseId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const [c] = await t.app.db
    .select({ id: releaseCourses.id, credits: releaseCourses.credits, certificationId: releaseCourses.certificationId })
    .from(releaseCourses)
    .where(
      and(
        eq(releaseCourses.siteId, 1),
        eq(releaseCourses.languageId, 1),
        eq(releaseCourses.courseType, 0),
        gt(releaseCourses.credits, 0),
        isNotNull(releaseCourses.certificationId),
        sql`(select count(*) from chapters ch where ch.release_course_id = ${releaseCourses.id} and ch.video_id is not null) >= 2`,
      ),
    )
    .orderBy(asc(releaseCourses.id))
    .limit(1);
  course = { id: c.id, credits: c.credits, certificationId: c.certificationId! };
  const rows = await t.app.db
    .select({ id: chapters.id, duration: videos.durationSeconds, preview: chapters.isFreePreview })
    .from(chapters)
    .innerJoin(videos, eq(videos.id, chapters.videoId))
    .where(eq(chapters.releaseCourseId, course.id))
    .orderBy(asc(chapters.sort), asc(chapters.id));
  chapterIds = rows.map((r) => r.id);
  durations = rows.map((r) => r.duration);
  expect(rows[0].preview).toBe(true);
  expect(rows.slice(1).every((r) => !r.preview)).toBe(true);
  const [o] = await t.app.db
    .select({ id: releaseCourses.id })
    .from(releaseCourses)
    .where(sql`${releaseCourses.siteId} <> 1`)
    .limit(1);
  otherSiteCourseId = o.id;
});
afterAll(() => t.close());

const enrol = (me: SignedIn, relationId = course.id) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/registration/addRegistration',
    headers: me.headers,
    payload: { siteId: 1, languageId: 1, relationId, emailNotificationStatus: 0, courseType: 0 },
  });

const check = (me: SignedIn | null, chapterId: number, courseId = course.id) =>
  t.app.inject({
    method: 'GET',
    url: `/api/certification/release/course/power/check?siteId=1&languageId=1&id=${courseId}&courseContentId=${chapterId}&courseType=0`,
    headers: me ? { cookie: me.cookie } : {},
  });

async function grant(me: SignedIn, chapterId: number): Promise<PlaybackInfo> {
  const res = await check(me, chapterId);
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf(playbackInfo).parse(res.json()).data;
}

const reload = (me: SignedIn, chapterId: number, payDuration: number | string, courseId = course.id) =>
  t.app.inject({
    method: 'POST',
    url: '/api/certification/release/course/reload',
    headers: me.headers,
    payload: { siteId: 1, languageId: 1, releaseCourseId: courseId, releaseCourseContentId: chapterId, payDuration, quizExist: 1 },
  });

async function saved(me: SignedIn, chapterId: number, payDuration: number): Promise<ReloadResult> {
  const res = await reload(me, chapterId, payDuration);
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf(reloadResult).parse(res.json()).data;
}

/** Lets `seconds` of wall clock pass for the learner's chapter, as if they had been watching. */
const letTimePass = (me: SignedIn, chapterId: number, seconds: number) =>
  t.app.db
    .update(chapterProgress)
    .set({ anchorAt: sql`${chapterProgress.anchorAt} - make_interval(secs => ${seconds})` })
    .where(and(eq(chapterProgress.userId, me.user.id), eq(chapterProgress.chapterId, chapterId)));

/** Plays a chapter from the start to its end at normal speed (grant, time passes, the end is saved). */
async function watchToEnd(me: SignedIn, index: number): Promise<ReloadResult> {
  await grant(me, chapterIds[index]);
  await letTimePass(me, chapterIds[index], durations[index]);
  return saved(me, chapterIds[index], durations[index]);
}

async function detail(me: SignedIn | null, id = course.id): Promise<CourseDetail> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/certification/release/course/detail?id=${id}&courseType=0&siteId=1&languageId=1`,
    headers: me ? { cookie: me.cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf(courseDetail).parse(res.json()).data;
}

const progressRows = (me: SignedIn) => t.app.db.select().from(chapterProgress).where(eq(chapterProgress.userId, me.user.id));

describe('GET /api/certification/release/course/power/check', () => {
  it('answers 401 to a visitor', async () => {
    expect((await check(null, chapterIds[0])).statusCode).toBe(401);
  });

  it('plays a free preview without enrolment, refuses a locked chapter with 403, and 404s a chapter of another course or site', async () => {
    const me = await signIn(t);
    const preview = await grant(me, chapterIds[0]);
    expect(preview.url).toBe(`/media/video/${preview.key}`);
    expect(preview.durationSeconds).toBe(durations[0]);
    expect(preview.payDuration).toBe(0);
    const locked = await check(me, chapterIds[1]);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe(403);
    expect(await progressRows(me)).toHaveLength(0);

    const [foreign] = await t.app.db
      .select({ id: chapters.id })
      .from(chapters)
      .where(sql`${chapters.releaseCourseId} <> ${course.id}`)
      .limit(1);
    expect((await check(me, foreign.id)).statusCode).toBe(404);
    expect((await check(me, chapterIds[0], otherSiteCourseId)).statusCode).toBe(404);
  });

  it('keeps later chapters locked after enrolment until the earlier ones are watched to the end', async () => {
    const me = await signIn(t);
    await enrol(me);
    expect((await check(me, chapterIds[1])).statusCode).toBe(403);
    const d = await detail(me);
    expect(d.courseContentReleaseDTOS.map((c) => c.locked).slice(0, 2)).toEqual([false, true]);
    expect(d.resumeChapterId).toBe(chapterIds[0]);
  });
});

describe('POST /api/certification/release/course/reload', () => {
  it("refuses a position beyond the video's length with 400 and changes nothing", async () => {
    const me = await signIn(t);
    await enrol(me);
    await grant(me, chapterIds[0]);
    const before = await progressRows(me);
    for (const forged of [durations[0] + 5, 86_400, -1, 'abc']) {
      const res = await reload(me, chapterIds[0], forged);
      expect(res.statusCode, String(forged)).toBe(400);
      expect(res.json().code).toBe(400);
    }
    expect(await progressRows(me)).toEqual(before);
  });

  it('remembers a jump to the end as the resume point but does not count it as watched', async () => {
    const me = await signIn(t);
    await enrol(me);
    await grant(me, chapterIds[0]);
    const r = await saved(me, chapterIds[0], durations[0]);
    expect(r.chapterCompleted).toBe(false);
    expect(r.watchedSeconds).toBe(0);
    expect(r.unlockedChapterId).toBeNull();
    expect((await check(me, chapterIds[1])).statusCode).toBe(403);
  });

  it('saves posted back to back, each a grace ahead, and new grants between them do not finish a chapter', async () => {
    const me = await signIn(t);
    await enrol(me);
    await grant(me, chapterIds[0]);
    const grace = PLAYBACK.graceSeconds;
    const answers: ReloadResult[] = [];
    for (let to = grace; to <= durations[0]; to += grace) {
      answers.push(await saved(me, chapterIds[0], to));
      await grant(me, chapterIds[0]); // a new grant must not restore the allowance either
    }
    // Only the first save's grace counted: no time passed (a few ms of the test's own clock).
    expect(answers[0].watchedSeconds).toBe(grace);
    expect(answers.at(-1)).toMatchObject({ chapterCompleted: false, watchedSeconds: grace });
    // Once the wall clock has caught up, the learner watches on as usual.
    await letTimePass(me, chapterIds[0], durations[0]);
    const last = answers.length * grace;
    expect((await saved(me, chapterIds[0], Math.min(durations[0], last + grace))).watchedSeconds).toBeGreaterThan(grace);
  });

  it('saves the position to resume from; a reload of the page gets it back from detail and power/check', async () => {
    const me = await signIn(t);
    await enrol(me);
    await grant(me, chapterIds[0]);
    await letTimePass(me, chapterIds[0], 2);
    const r = await saved(me, chapterIds[0], 2.5);
    expect(r).toMatchObject({ payDuration: 2.5, chapterCompleted: false, learningProcess: 1 });
    expect(r.watchedSeconds).toBe(3);
    const d = await detail(me);
    expect(d.courseContentReleaseDTOS[0]).toMatchObject({ payDuration: 2.5, completed: false });
    expect(d.learningProcess).toBe(1);
    expect((await grant(me, chapterIds[0])).payDuration).toBe(2.5);
  });

  it('completes a chapter watched to the end at an honest pace and unlocks the next one', async () => {
    const me = await signIn(t);
    await enrol(me);
    const r = await watchToEnd(me, 0);
    expect(r.chapterCompleted).toBe(true);
    expect(r.watchedSeconds).toBe(durations[0]);
    expect(r.unlockedChapterId).toBe(chapterIds[1]);
    expect((await check(me, chapterIds[1])).statusCode).toBe(200);
    const d = await detail(me);
    expect(d.courseContentReleaseDTOS[0].completed).toBe(true);
    expect(d.courseContentReleaseDTOS[1].locked).toBe(false);
    expect(d.resumeChapterId).toBe(chapterIds[1]);
  });

  it('completes the course when every chapter is watched: learning process 3 and its credits granted once', async () => {
    const me = await signIn(t);
    await enrol(me);
    const before = await detail(me);
    expect(before.certificationCredits).toMatchObject({ certificationId: course.certificationId, earned: 0 });
    expect(before.certificationCredits!.required).toBeGreaterThan(0);
    let last: ReloadResult | undefined;
    for (let i = 0; i < chapterIds.length; i++) last = await watchToEnd(me, i);
    expect(last).toMatchObject({ courseCompleted: true, learningProcess: 3, earnedCredits: course.credits });

    // Rewatching and saving again (two tabs, a retry) grants nothing twice.
    await Promise.all([watchToEnd(me, 0), saved(me, chapterIds.at(-1)!, durations.at(-1)!)]);
    const grants = await t.app.db.select().from(creditGrants).where(eq(creditGrants.userId, me.user.id));
    expect(grants).toEqual([expect.objectContaining({ releaseCourseId: course.id, credits: course.credits, certificationId: course.certificationId })]);
    const d = await detail(me);
    expect(d).toMatchObject({ learningProcess: 3, earnedCredits: course.credits });
    expect(d.certificationCredits?.earned).toBe(course.credits);
  });

  it('concurrent final saves of the last chapter grant the credits exactly once', async () => {
    const me = await signIn(t);
    await enrol(me);
    for (let i = 0; i < chapterIds.length - 1; i++) await watchToEnd(me, i);
    const lastIndex = chapterIds.length - 1;
    await grant(me, chapterIds[lastIndex]);
    await letTimePass(me, chapterIds[lastIndex], durations[lastIndex]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => reload(me, chapterIds[lastIndex], durations[lastIndex])));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const grants = await t.app.db.select().from(creditGrants).where(eq(creditGrants.userId, me.user.id));
    expect(grants).toHaveLength(1);
  });

  it('a course with a quiz ends learning (2) when watched and grants no credits until the quiz is passed', async () => {
    const me = await signIn(t);
    await t.app.db.update(releaseCourses).set({ hasQuiz: true }).where(eq(releaseCourses.id, course.id));
    try {
      await enrol(me);
      let last: ReloadResult | undefined;
      for (let i = 0; i < chapterIds.length; i++) last = await watchToEnd(me, i);
      expect(last).toMatchObject({ courseCompleted: false, learningProcess: 2, earnedCredits: 0 });
      expect(await t.app.db.select().from(creditGrants).where(eq(creditGrants.userId, me.user.id))).toHaveLength(0);
    } finally {
      await t.app.db.update(releaseCourses).set({ hasQuiz: false }).where(eq(releaseCourses.id, course.id));
    }
  });

  it("refuses saves without an enrolment (403) and never shows or changes another learner's progress", async () => {
    const owner = await signIn(t);
    const other = await signIn(t);
    await enrol(owner);
    await grant(owner, chapterIds[0]);
    await letTimePass(owner, chapterIds[0], 2);
    await saved(owner, chapterIds[0], 2);

    const res = await reload(other, chapterIds[0], 1);
    expect(res.statusCode).toBe(403);
    const seen = await detail(other);
    expect(seen.courseContentReleaseDTOS[0]).toMatchObject({ payDuration: 0, watchedSeconds: 0, completed: false });
    expect(seen.resumeChapterId).toBe(chapterIds[0]);
    expect(await progressRows(other)).toHaveLength(0);
    const [mine] = await progressRows(owner);
    expect(mine.position).toBe(2);
  });

  it("answers 401 to a visitor and 404 to another site's course", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/certification/release/course/reload',
      payload: { siteId: 1, languageId: 1, releaseCourseId: course.id, releaseCourseContentId: chapterIds[0], payDuration: 1 },
    });
    expect(res.statusCode).toBe(401);
    const me = await signIn(t);
    expect((await reload(me, chapterIds[0], 1, otherSiteCourseId)).statusCode).toBe(404);
  });
});

describe('GET /media/video/{key}', () => {
  const stream = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const secret = async () => (await t.app.db.select().from(appSecrets).where(eq(appSecrets.name, 'video-url-key')))[0].value;

  it('streams the whole file and byte ranges for the learner the key was issued to', async () => {
    const me = await signIn(t);
    const info = await grant(me, chapterIds[0]);
    const [v] = await t.app.db
      .select({ size: videos.sizeBytes })
      .from(videos)
      .innerJoin(chapters, eq(chapters.videoId, videos.id))
      .where(eq(chapters.id, chapterIds[0]));
    const whole = await stream(info.url, { cookie: me.cookie });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(v.size);
    expect(whole.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');

    const part = await stream(info.url, { cookie: me.cookie, range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${v.size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const tail = await stream(info.url, { cookie: me.cookie, range: 'bytes=-10' });
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(v.size - 10))).toBe(true);
    const bad = await stream(info.url, { cookie: me.cookie, range: `bytes=${v.size}-` });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${v.size}`);
  });

  it("refuses a key without its session, in another learner's session, tampered with or expired", async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    const info = await grant(me, chapterIds[0]);
    expect((await stream(info.url)).statusCode).toBe(403);
    expect((await stream(info.url, { cookie: other.cookie })).statusCode).toBe(403);
    const [videoId] = info.key.split('.');
    const forgedOwner = info.key.replace(`${videoId}.${me.user.id}.`, `${videoId}.${other.user.id}.`);
    expect((await stream(`/media/video/${forgedOwner}`, { cookie: other.cookie })).statusCode).toBe(403);
    const expired = signVideoKey(await secret(), { videoId: Number(videoId), userId: me.user.id, expiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect((await stream(`/media/video/${expired}`, { cookie: me.cookie })).statusCode).toBe(403);
    expect((await stream('/media/video/..%2F..%2Fetc%2Fpasswd', { cookie: me.cookie })).statusCode).toBe(403);
  });

  it('no stream key for a locked chapter exists: power/check refuses before any URL is made', async () => {
    const me = await signIn(t);
    const res = await check(me, chapterIds[1]);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('/media/video/');
  });
});

describe('course evaluations', () => {
  const query = (me: SignedIn) =>
    t.app.inject({
      method: 'POST',
      url: '/api/certification/evaluate/queryByUserId',
      headers: me.headers,
      payload: { siteId: 1, languageId: 1, relationType: 1, relationId: course.id, courseType: 0 },
    });
  const save = (me: SignedIn, score: number, content = '') =>
    t.app.inject({
      method: 'POST',
      url: '/api/certification/evaluate/save',
      headers: me.headers,
      payload: { siteId: 1, languageId: 1, relationId: course.id, courseType: 0, score, content },
    });

  it('keeps one evaluation per learner and course, readable only by its author', async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    expect((await save(me, 5)).statusCode).toBe(403);
    await enrol(me);
    expect((await query(me)).json().data).toBeNull();
    expect((await save(me, 6)).statusCode).toBe(400);
    const first = await save(me, 4, 'Clear and practical');
    expect(first.statusCode, first.body).toBe(200);
    await Promise.all([save(me, 5, 'Even better on second look'), save(me, 5, 'Even better on second look')]);
    const mine = envelopeOf(evaluation.nullable()).parse((await query(me)).json()).data;
    expect(mine).toMatchObject({ relationId: course.id, score: 5, content: 'Even better on second look' });
    expect((await query(other)).json().data).toBeNull();
    const rows = await t.app.db.execute(sql`select count(*)::int as n from course_evaluations where user_id = ${me.user.id}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
  });
});

describe('registrations stay one per learner and course through playback', () => {
  it('power/check and reload never create a registration', async () => {
    const me = await signIn(t);
    await grant(me, chapterIds[0]);
    await reload(me, chapterIds[0], 1);
    expect(await t.app.db.select().from(registrations).where(eq(registrations.userId, me.user.id))).toHaveLength(0);
  });
});
