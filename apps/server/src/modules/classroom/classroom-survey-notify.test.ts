import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { QrDetail } from '@credo/contracts/practical-training';
import { classroomRegistrations, outboxMails, surveys, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { checkinClock } from './classroom-checkin.service';
import { certificationOf, codeOf, enrolledLearner, enrollClassroom, makeClassroom, post } from './classroom-test-kit';
import { DAY_MS } from '@credo/contracts/durations';
import { renderedOutbox } from '../../../test/outbox';
import { setPreferences } from '../../../test/preferences';

let t: TestApp;
let cert: number;
let staff: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  cert = await certificationOf(t, 'gen-associate');
  staff = await signIn(t, { role: 'staff' });
});
afterAll(() => t.close());
afterEach(() => {
  checkinClock.now = () => new Date();
});

const invitations = async (userId: number) =>
  (await renderedOutbox(t.app.db))
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.userId, userId), eq(outboxMails.kind, 'survey.invitation')));

/** A classroom in 10 days (with a released survey unless told otherwise) with a seated learner (of the given language). */
async function seatedRoom(languageId = 1, withSurvey = true) {
  const room = await makeClassroom(t, { certificationId: cert, startInMs: 10 * DAY_MS });
  if (withSurvey) await t.app.db.insert(surveys).values({ siteId: 1, languageId: 1, surveyName: 'After the session', relationType: 1, relationId: room.id });
  const me = await enrolledLearner(t, cert);
  await t.app.db.update(users).set({ languageId }).where(eq(users.id, me.user.id));
  expect(codeOf(await enrollClassroom(t, me, room.id))).toBe(200);
  const seat = (await t.app.db.select().from(classroomRegistrations).where(eq(classroomRegistrations.classroomId, room.id)))[0];
  return { room, me, seat };
}
const mark = (registrationId: number, attendance: string) => post(t, staff, 'staff/classroom/attendance', { registrationId, attendance, reason: 'Register' });

describe('survey invitation after attending a classroom (issue 20)', () => {
  it('QR check-in queues exactly one invitation in the learner language; checking in again or by hand queues none', async () => {
    const { room, me, seat } = await seatedRoom(2); // Arabic
    checkinClock.now = () => new Date(room.startAt.getTime() + 5 * 60_000);
    const code = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/certification/classroom/qr/detail?siteId=1&languageId=1&classroomId=${room.id}`,
        headers: { cookie: staff.cookie },
      });
      return (res.json().data as QrDetail).code;
    };
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/registration/qr/checkIn?siteId=1&languageId=1&code=${encodeURIComponent(await code())}`,
      headers: { cookie: me.cookie },
    });
    expect(res.json(), res.body).toMatchObject({ code: 200, data: { attendance: 1 } });
    expect((await mark(seat.id, 'checkedIn')).json()).toMatchObject({ code: 200 });
    const mails = await invitations(me.user.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: me.user.email!.toLowerCase(), language: 'ar' });
    expect(mails[0].text).toContain(room.title);
    expect(mails[0].text).toContain('/my-learning');
  });

  it('staff marking attended queues one; marking absent queues none', async () => {
    const absent = await seatedRoom();
    expect((await mark(absent.seat.id, 'absent')).json()).toMatchObject({ code: 200 });
    expect(await invitations(absent.me.user.id)).toHaveLength(0);
    const { me, seat } = await seatedRoom();
    await Promise.all([mark(seat.id, 'checkedIn'), mark(seat.id, 'checkedIn')]);
    expect(await invitations(me.user.id)).toHaveLength(1);
  });

  it('queues none for a session without a survey', async () => {
    const { me, seat } = await seatedRoom(1, false);
    expect((await mark(seat.id, 'checkedIn')).json()).toMatchObject({ code: 200 });
    expect(await invitations(me.user.id)).toHaveLength(0);
  });

  it('queues none when the learner turned surveys off', async () => {
    const { me, seat } = await seatedRoom();
    await setPreferences(t, me, { surveys: false });
    expect((await mark(seat.id, 'checkedIn')).json()).toMatchObject({ code: 200 });
    expect(await invitations(me.user.id)).toHaveLength(0);
  });
});
