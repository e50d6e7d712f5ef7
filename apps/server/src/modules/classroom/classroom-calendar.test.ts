import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { cancelClassroom, codeOf, makeClassroom, post } from './classroom-test-kit';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (me: SignedIn | null, url: string) => t.app.inject({ method: 'GET', url, headers: me ? me.headers : {} });
/** iCalendar times have whole seconds. */
const sec = (ms: number) => Math.floor(ms / 1000) * 1000;
const eventsOf = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');

async function onsiteRoom(seats = 5) {
  const room = await makeClassroom(t, { certificationId: null, seats, startInMs: 12 * DAY_MS, hours: 3, title: 'CCTV installer day' });
  await t.app.db
    .update(classrooms)
    .set({ kind: 0, eventType: 1, address: 'Hauptstraße 5', city: 'Berlin', countryCode: 'DE', timeZone: 'Europe/Berlin' })
    .where(eq(classrooms.id, room.id));
  return room;
}

describe('calendar export (issue 17)', () => {
  it('the .ics of a booked session parses with node-ical: UTC times, place, stable UID; a moved session keeps the UID with a higher SEQUENCE', async () => {
    const room = await onsiteRoom();
    const me = await signIn(t);
    const url = `/api/user/registration/calendar.ics?siteId=1&classroomId=${room.id}`;
    expect((await get(me, url)).statusCode).toBe(404);
    expect(codeOf(await post(t, me, 'user/registration/nonCertificatedClassroom/enroll', { classroomId: room.id }))).toBe(200);
    const res = await get(me, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toContain(`classroom-${room.id}.ics`);
    const [event] = eventsOf(res.body);
    expect(event.summary).toBe('CCTV installer day');
    expect(new Date(event.start).getTime()).toBe(sec(room.startAt.getTime()));
    expect(new Date(event.end!).getTime()).toBe(sec(room.endAt.getTime()));
    expect(event.location).toBe('Hauptstraße 5, Berlin, DE');
    expect(event.uid).toBe(`classroom-${room.id}@localhost`);
    expect(Number(event.sequence)).toBe(0);
    expect(String(event.description)).toContain('(Europe/Berlin)');

    // Moved by an hour: same UID, SEQUENCE raised, so calendar apps replace the event.
    await t.app.db
      .update(classrooms)
      .set({ startAt: new Date(room.startAt.getTime() + HOUR_MS), endAt: new Date(room.endAt.getTime() + HOUR_MS), sequence: 1, updatedAt: new Date() })
      .where(eq(classrooms.id, room.id));
    const [moved] = eventsOf((await get(me, url)).body);
    expect(moved.uid).toBe(event.uid);
    expect(Number(moved.sequence)).toBe(1);
    expect(new Date(moved.start).getTime()).toBe(sec(room.startAt.getTime() + HOUR_MS));
    expect((await get(null, url)).statusCode).toBe(401);
  });

  it('an online session carries its link only in the booked learner\u2019s export', async () => {
    const room = await makeClassroom(t, { certificationId: null, startInMs: 5 * DAY_MS });
    await t.app.db.update(classrooms).set({ eventType: 2, onlineLink: 'https://meet.example.test/abc' }).where(eq(classrooms.id, room.id));
    const me = await signIn(t);
    const other = await signIn(t);
    const detail = (who: SignedIn) => get(who, `/api/certification/classroom/detail?siteId=1&id=${room.id}`);
    expect((await detail(other)).json().data.onlineLink).toBeNull();
    expect(codeOf(await post(t, me, 'user/registration/nonCertificatedClassroom/enroll', { classroomId: room.id }))).toBe(200);
    expect((await detail(me)).json().data.onlineLink).toBe('https://meet.example.test/abc');
    const [event] = eventsOf((await get(me, `/api/user/registration/calendar.ics?siteId=1&classroomId=${room.id}`)).body);
    expect(event.location).toBe('https://meet.example.test/abc');
  });

  it('the private feed lists booked sessions, drops a cancelled one, and stops answering when renewed or revoked', async () => {
    const me = await signIn(t);
    const a = await onsiteRoom();
    const b = await onsiteRoom();
    for (const r of [a, b]) expect(codeOf(await post(t, me, 'user/registration/nonCertificatedClassroom/enroll', { classroomId: r.id }))).toBe(200);
    expect((await get(me, '/api/user/calendar/feed?siteId=1')).json().data).toEqual({ active: false, url: null });
    const made = (await post(t, me, 'user/calendar/feed/renew', {})).json().data as { active: boolean; url: string };
    expect(made.active).toBe(true);
    const path = new URL(made.url).pathname;
    expect(path).toMatch(/^\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await get(null, path);
    expect(feed.statusCode).toBe(200);
    expect(
      eventsOf(feed.body)
        .map((e) => e.uid)
        .sort(),
    ).toEqual([`classroom-${a.id}@localhost`, `classroom-${b.id}@localhost`].sort());
    expect(codeOf(await cancelClassroom(t, me, a.id))).toBe(200);
    expect(eventsOf((await get(null, path)).body).map((e) => e.uid)).toEqual([`classroom-${b.id}@localhost`]);

    const renewed = (await post(t, me, 'user/calendar/feed/renew', {})).json().data as { url: string };
    expect((await get(null, path)).statusCode).toBe(404);
    const newPath = new URL(renewed.url).pathname;
    expect((await get(null, newPath)).statusCode).toBe(200);
    expect((await post(t, me, 'user/calendar/feed/revoke', {})).json().data).toEqual({ active: false, url: null });
    expect((await get(null, newPath)).statusCode).toBe(404);
    expect((await get(null, '/api/calendar/feed/not-a-token.ics')).statusCode).toBe(404);
  });

  it("a deleted account's feed stops answering (review 11)", async () => {
    const me = await signIn(t);
    const room = await onsiteRoom();
    expect(codeOf(await post(t, me, 'user/registration/nonCertificatedClassroom/enroll', { classroomId: room.id }))).toBe(200);
    const made = (await post(t, me, 'user/calendar/feed/renew', {})).json().data as { url: string };
    const path = new URL(made.url).pathname;
    expect(eventsOf((await get(null, path)).body).map((e) => e.uid)).toEqual([`classroom-${room.id}@localhost`]);
    expect(codeOf(await post(t, me, 'user/account/delete', {}))).toBe(200);
    expect((await get(null, path)).statusCode).toBe(404);
  });
});
