import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { outboxMails, releaseCourses, surveys } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';
import { completeCourse } from './learning.service';
import { renderedOutbox } from '../../../test/outbox';
import { setPreferences } from '../../../test/preferences';

let t: TestApp;
let course: { id: number; name: string; credits: number; certificationId: number | null };

beforeAll(async () => {
  t = await buildTestApp();
  [course] = await t.app.db
    .select({ id: releaseCourses.id, name: releaseCourses.name, credits: releaseCourses.credits, certificationId: releaseCourses.certificationId })
    .from(releaseCourses)
    .where(and(eq(releaseCourses.siteId, 1), gt(releaseCourses.credits, 0), isNotNull(releaseCourses.certificationId)))
    .orderBy(asc(releaseCourses.id))
    .limit(1);
  // The course has a released survey (an invitation is sent only for one).
  await t.app.db
    .insert(surveys)
    .values({ siteId: 1, languageId: 1, surveyName: 'After the course', relationType: 0, relationId: course.id })
    .onConflictDoNothing();
});
afterAll(() => t.close());

const invitations = async (userId: number) =>
  (await renderedOutbox(t.app.db))
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.userId, userId), eq(outboxMails.kind, 'survey.invitation')));
const complete = (userId: number) => t.app.db.transaction((tx) => completeCourse(tx, course, userId));

describe('survey invitation after a completed course (issue 20)', () => {
  it('queues exactly one invitation in the learner language, linking to My Learning; completing again queues none', async () => {
    const me = await signIn(t, { languageId: 2 }); // Arabic
    await Promise.all([complete(me.user.id), complete(me.user.id)]);
    await complete(me.user.id);
    const mails = await invitations(me.user.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: me.user.email!.toLowerCase(), language: 'ar' });
    expect(mails[0].text).toContain(course.name);
    expect(mails[0].text).toContain('/my-learning');
  });

  it('queues none for a course without a survey', async () => {
    const [other] = await t.app.db
      .select({ id: releaseCourses.id, name: releaseCourses.name, credits: releaseCourses.credits, certificationId: releaseCourses.certificationId })
      .from(releaseCourses)
      .where(and(eq(releaseCourses.siteId, 1), gt(releaseCourses.credits, 0), isNotNull(releaseCourses.certificationId), gt(releaseCourses.id, course.id)))
      .orderBy(asc(releaseCourses.id))
      .limit(1);
    await t.app.db.delete(surveys).where(and(eq(surveys.relationType, 0), eq(surveys.relationId, other.id)));
    const me = await signIn(t);
    await t.app.db.transaction((tx) => completeCourse(tx, other, me.user.id));
    expect(await invitations(me.user.id)).toHaveLength(0);
  });

  it('queues none when the completion rolls back', async () => {
    const me = await signIn(t);
    await expect(
      t.app.db.transaction(async (tx) => {
        await completeCourse(tx, course, me.user.id);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await invitations(me.user.id)).toHaveLength(0);
  });

  it('queues none when the learner turned surveys off', async () => {
    const me = await signIn(t);
    await setPreferences(t, me, { surveys: false });
    await complete(me.user.id);
    expect(await invitations(me.user.id)).toHaveLength(0);
  });
});
