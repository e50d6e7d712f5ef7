import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';
import { classroomRegistrations, classrooms, outboxMails } from '../../db/schema/index';
import { sweepTasks } from '../../sweep-tasks';
import { queueClassroomReminders } from './classroom-reminders';
import { HOUR_MS } from '@credo/contracts/durations';
import { renderedOutbox } from '../../../test/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const remindersOf = async (userId: number) =>
  (await renderedOutbox(t.app.db))
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.userId, userId), eq(outboxMails.kind, 'session.reminder')));

/** A seeded classroom moved to start `inMs` from now, with a held seat of a new learner. */
async function seatStartingIn(inMs: number, emailNotificationStatus: number, languageId = 1) {
  const me = await signIn(t, { languageId });
  const [room] = await t.app.db
    .select({ id: classrooms.id })
    .from(classrooms)
    .limit(1)
    .offset(Math.floor(Math.random() * 3));
  await t.app.db
    .update(classrooms)
    .set({ startAt: new Date(Date.now() + inMs), endAt: new Date(Date.now() + inMs + 8 * HOUR_MS) })
    .where(eq(classrooms.id, room.id));
  await t.app.db.insert(classroomRegistrations).values({ classroomId: room.id, userId: me.user.id, status: 3, emailNotificationStatus });
  return me;
}

describe('session reminders', () => {
  it("is part of the sweeper's tasks", () => {
    expect(sweepTasks(t.config).map((task) => task.name)).toContain('session-reminders');
  });

  it('queues the 24-hour reminder once however often the sweep runs, in the learner language, then the 1-hour one', async () => {
    const me = await seatStartingIn(22 * HOUR_MS, 1, 4); // Spanish
    await queueClassroomReminders(t.app.db);
    await queueClassroomReminders(t.app.db);
    let mails = await remindersOf(me.user.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: 'es', subject: expect.stringMatching(/^Mañana: /) });
    // 21.5 hours later: the 1-hour window.
    await queueClassroomReminders(t.app.db, new Date(Date.now() + 21.5 * HOUR_MS));
    await queueClassroomReminders(t.app.db, new Date(Date.now() + 21.5 * HOUR_MS));
    mails = await remindersOf(me.user.id);
    expect(mails.map((m) => m.subject!.split(':')[0])).toEqual(['Mañana', 'Dentro de una hora']);
  });

  it('sends none to a seat whose learner did not subscribe (emailNotificationStatus 0)', async () => {
    const unsubscribed = await seatStartingIn(22 * HOUR_MS, 0);
    await queueClassroomReminders(t.app.db);
    expect(await remindersOf(unsubscribed.user.id)).toEqual([]);
  });
});
