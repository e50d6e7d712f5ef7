import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { creditGrants, outboxMails, registrations, releaseCourses, surveys } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { completeCourseByExam, completeCoursesByExam, type ExamCompletion } from './index';
import { setPreferences } from '../../../test/preferences';

// completeCoursesByExam (issue 19: what follows a batch of passed quizzes) must leave exactly what
// completeCourseByExam leaves called once per completion: the learning process, the credits granted
// once, the survey invitation once (preferences kept), nothing for a learner still learning or not
// registered; and one grant and one invitation per learner and course whatever runs at once.

let t: TestApp;
type Course = ExamCompletion['course'];
/** Two courses of site 1 with credits: the first has a released survey, the second none. */
let withSurvey: Course;
let without: Course;

beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.app.db
    .select({ id: releaseCourses.id, credits: releaseCourses.credits, certificationId: releaseCourses.certificationId })
    .from(releaseCourses)
    .where(and(eq(releaseCourses.siteId, 1), gt(releaseCourses.credits, 0), isNotNull(releaseCourses.certificationId)))
    .orderBy(asc(releaseCourses.id))
    .limit(2);
  [withSurvey, without] = rows;
  await t.app.db
    .insert(surveys)
    .values({ siteId: 1, languageId: 1, surveyName: 'After the course', relationType: 0, relationId: withSurvey.id })
    .onConflictDoNothing();
  await t.app.db.delete(surveys).where(and(eq(surveys.relationType, 0), eq(surveys.relationId, without.id)));
});
afterAll(() => t.close());

const db = () => t.app.db;

/**
 * Six kinds of learner in a course: learning ended (2), already complete (3, credits granted
 * before), still learning (1), not registered, surveys turned off, no address.
 */
async function learner(kind: number, courseIds: number[]): Promise<SignedIn> {
  const me = await signIn(t, kind === 5 ? { email: null } : {});
  if (kind === 4) {
    await setPreferences(t, me, { surveys: false });
  }
  for (const id of courseIds) {
    if (kind === 3) continue;
    await db()
      .insert(registrations)
      .values({ userId: me.user.id, relationId: id, courseType: 0, status: 2, learningProcess: kind === 1 ? 3 : kind === 2 ? 1 : 2 });
    if (kind === 1)
      await db()
        .insert(creditGrants)
        .values({ userId: me.user.id, releaseCourseId: id, certificationId: null, credits: 1, grantedAt: new Date(0) });
  }
  return me;
}
const KINDS = 6;

/** What a completion left for the learner, their own id and address written as such. */
async function footprint(me: SignedIn) {
  const regs = await db()
    .select({ course: registrations.relationId, p: registrations.learningProcess })
    .from(registrations)
    .where(eq(registrations.userId, me.user.id))
    .orderBy(asc(registrations.relationId));
  const grants = await db()
    .select({ course: creditGrants.releaseCourseId, credits: creditGrants.credits, cert: creditGrants.certificationId, at: creditGrants.grantedAt })
    .from(creditGrants)
    .where(eq(creditGrants.userId, me.user.id))
    .orderBy(asc(creditGrants.releaseCourseId));
  const mails = await db()
    .select({ to: outboxMails.to, key: outboxMails.idempotencyKey, kind: outboxMails.kind, payload: outboxMails.payload })
    .from(outboxMails)
    .where(eq(outboxMails.userId, me.user.id))
    .orderBy(asc(outboxMails.idempotencyKey));
  return JSON.parse(
    JSON.stringify({ regs, grants, mails: mails.map((m) => ({ ...m, to: m.to === me.user.email?.toLowerCase() ? 'own' : m.to })) })
      .replaceAll(`user-${me.user.id}`, 'user-own')
      .replaceAll(`"userId":${me.user.id}`, '"userId":"own"'),
  );
}

describe('completeCoursesByExam', () => {
  it('leaves what completeCourseByExam leaves one completion at a time, for every kind of learner, two courses, a completion listed twice', async () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const courses = [withSurvey, without];
    const alone: SignedIn[] = [];
    const many: SignedIn[] = [];
    for (let k = 0; k < KINDS; k++) {
      alone.push(await learner(k, [withSurvey.id, without.id]));
      many.push(await learner(k, [withSurvey.id, without.id]));
    }
    // Each learner completes both courses, the first one twice; each completion at its own time.
    const completionsOf = (me: SignedIn, k: number): ExamCompletion[] => [
      ...courses.map((course, c) => ({ course, userId: me.user.id, now: new Date(now.getTime() + k * 1000 + c) })),
      { course: withSurvey, userId: me.user.id, now: new Date(now.getTime() + 60_000) },
    ];
    for (const [k, me] of alone.entries()) {
      await db().transaction(async (tx) => {
        for (const c of completionsOf(me, k)) await completeCourseByExam(tx as unknown as Db, c.course, c.userId, c.now);
      });
    }
    await db().transaction((tx) => completeCoursesByExam(tx as unknown as Db, many.flatMap(completionsOf)));
    for (let k = 0; k < KINDS; k++) expect(await footprint(many[k]), `learner kind ${k}`).toEqual(await footprint(alone[k]));
    // The kinds were told apart: a completion with an invitation, one without (no survey, surveys off, no address), and none.
    const first = await footprint(many[0]);
    expect(first.regs.map((r: { p: number }) => r.p)).toEqual([3, 3]);
    expect(first.grants).toHaveLength(2);
    expect(first.mails).toHaveLength(1);
    expect((await footprint(many[2])).grants).toHaveLength(0);
    expect((await footprint(many[4])).mails).toHaveLength(0);
    expect((await footprint(many[5])).grants).toHaveLength(2);
  });

  it('grants and invites once per learner and course when batches and single completions run at once; a rolled-back batch leaves nothing', async () => {
    const people: SignedIn[] = [];
    for (let i = 0; i < 8; i++) people.push(await learner(0, [withSurvey.id, without.id]));
    const now = new Date();
    const all = people.flatMap((me) => [withSurvey, without].map((course) => ({ course, userId: me.user.id, now })));
    await Promise.all([
      db().transaction((tx) => completeCoursesByExam(tx as unknown as Db, all)),
      db().transaction((tx) => completeCoursesByExam(tx as unknown as Db, [...all].reverse())),
      db().transaction((tx) => completeCoursesByExam(tx as unknown as Db, all.slice(5))),
      db().transaction((tx) => completeCourseByExam(tx as unknown as Db, withSurvey, people[0].user.id, now)),
      db().transaction((tx) => completeCourseByExam(tx as unknown as Db, without, people[7].user.id, now)),
    ]);
    const ids = people.map((p) => p.user.id);
    const grants = await db().select().from(creditGrants).where(inArray(creditGrants.userId, ids));
    expect(grants).toHaveLength(people.length * 2);
    const mails = await db()
      .select()
      .from(outboxMails)
      .where(and(inArray(outboxMails.userId, ids), eq(outboxMails.kind, 'survey.invitation')));
    expect(mails.map((m) => m.userId).sort()).toEqual([...ids].sort());
    const regs = await db().select().from(registrations).where(inArray(registrations.userId, ids));
    expect(regs.every((r) => r.learningProcess === 3)).toBe(true);

    const late = await learner(0, [withSurvey.id]);
    await expect(
      db().transaction(async (tx) => {
        await completeCoursesByExam(tx as unknown as Db, [{ course: withSurvey, userId: late.user.id, now }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await footprint(late)).toMatchObject({ regs: [{ p: 2 }], grants: [], mails: [] });
  });
});
