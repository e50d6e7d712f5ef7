import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@credo/contracts/errors';
import { classrooms, trainingSuggestions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { certificationOf, codeOf, makeClassroom, post, seatOf } from './classroom-test-kit';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

let t: TestApp;
let associate: number;
beforeAll(async () => {
  t = await buildTestApp();
  associate = await certificationOf(t, 'gen-associate');
});
afterAll(() => t.close());

const get = (me: SignedIn | null, url: string) => t.app.inject({ method: 'GET', url, headers: me ? me.headers : {} });
type Row = { id: number; seatsLeft: number; userStatus: number; countryCode: string | null; kind: number };

async function room(values: Partial<typeof classrooms.$inferInsert>, r: Parameters<typeof makeClassroom>[1] = { certificationId: associate }) {
  const made = await makeClassroom(t, r);
  if (Object.keys(values).length > 0) await t.app.db.update(classrooms).set(values).where(eq(classrooms.id, made.id));
  return made;
}

describe('instructor-led lists and calendar (issue 17)', () => {
  it('filters by method, country, session language and training type; pages; the calendar window includes ended sessions', async () => {
    const onsite = await room({ kind: 0, countryCode: 'MT', languageId: 1, trainingType: 1, city: 'Valletta' });
    const online = await room({ kind: 1, countryCode: 'MT', languageId: 1, trainingType: 0 });
    const past = await room({ kind: 0, countryCode: 'MT' }, { certificationId: associate, startInMs: -3 * DAY_MS });
    const page = async (filters: Record<string, unknown>) =>
      (await post(t, null, 'certification/classroomAndPracticalExam/page', { pageSize: 40, ...filters })).json().data as { total: number; rows: Row[] };
    const malta = await page({ countryCode: 'MT' });
    expect(malta.rows.map((r) => r.id)).toEqual([onsite.id, online.id].sort((a, b) => a - b));
    expect((await page({ countryCode: 'MT', method: 0 })).rows.map((r) => r.id)).toEqual([onsite.id]);
    expect((await page({ countryCode: 'MT', trainingType: 0 })).rows.map((r) => r.id)).toEqual([online.id]);
    expect((await page({ countryCode: 'MT', sessionLanguageId: 2 })).rows).toEqual([]);
    expect(malta.rows.every((r) => r.userStatus === 0)).toBe(true);
    const one = await post(t, null, 'certification/classroomAndPracticalExam/page', { countryCode: 'MT', pageSize: 10, pageNum: 2 });
    expect(one.json().data).toEqual({ total: 2, rows: [] });
    expect((await post(t, null, 'certification/classroomAndPracticalExam/page', { pageSize: 12 })).statusCode).toBe(400);

    const from = new Date(Date.now() - 7 * DAY_MS).toISOString();
    const to = new Date(Date.now() + 30 * DAY_MS).toISOString();
    const cal = await post(t, null, 'certification/classroomAndPracticalExam/scheduleList', { countryCode: 'MT', from, to });
    expect((cal.json().data.rows as Row[]).map((r) => r.id).sort()).toEqual([onsite.id, online.id, past.id].sort());
    const tooWide = await post(t, null, 'certification/classroomAndPracticalExam/scheduleList', { from, to: new Date(Date.now() + 90 * DAY_MS).toISOString() });
    expect(tooWide.statusCode).toBe(400);

    const regions = (await get(null, '/api/certification/certificationRelease/queryRegion?siteId=1')).json().data;
    // Upcoming sessions only: the ended one is not an option to book.
    expect(regions.countries).toContainEqual({ code: 'MT', sessions: 2 });
    const certs = (await post(t, null, 'certification/classroomAndPracticalExam/queryForReleaseCertificationPage', { kind: 0 })).json().data;
    expect(certs.rows.map((c: { id: number }) => c.id)).toContain(associate);
    const kinds = (await get(null, '/api/certification/getCertificationTypeListByClassroom?siteId=1')).json().data;
    expect(kinds.map((k: { kind: number }) => k.kind)).toContain(0);
  });

  it('detail: the map link for an onsite place, seats left, state, waitlist when full; evaluation once after the end', async () => {
    const full = await room(
      { kind: 0, address: 'Triq il-Merkanti 1', city: 'Valletta', countryCode: 'MT', agenda: 'Welcome\n\nCameras' },
      { certificationId: null, seats: 1 },
    );
    const me = await signIn(t);
    const other = await signIn(t);
    await seatOf(t, other.user.id, full);
    const d = (await get(me, `/api/certification/classroom/detail?siteId=1&id=${full.id}`)).json().data;
    expect(d).toMatchObject({ seatsLeft: 0, userStatus: 1, enrollable: false, waitlistOpen: true, agenda: ['Welcome', 'Cameras'], onlineLink: null });
    expect(d.mapUrl).toContain(encodeURIComponent('Triq il-Merkanti 1, Valletta, MT'));
    expect((await get(null, `/api/certification/classroom/detail?siteId=1&id=${full.id}`)).json().data.userStatus).toBe(0);
    expect((await get(null, '/api/certification/classroom/detail?siteId=1&id=99999999')).statusCode).toBe(404);

    const ended = await room({}, { certificationId: null, startInMs: -5 * HOUR_MS, hours: 2 });
    const evaluate = (who: SignedIn, score = 5) => post(t, who, 'certification/evaluate/classroom', { classroomId: ended.id, score, comment: 'Great' });
    expect(codeOf(await evaluate(me))).toBe(ErrorCode.OTHER_ERROR);
    await seatOf(t, me.user.id, ended);
    expect((await get(me, `/api/certification/classroom/detail?siteId=1&id=${ended.id}`)).json().data.canEvaluate).toBe(true);
    expect((await evaluate(me)).json()).toMatchObject({ code: 200, data: 1 });
    expect(codeOf(await evaluate(me))).toBe(ErrorCode.ALREADY_REGISTERED);
    expect((await evaluate(me, 6)).statusCode).toBe(400);
  });

  it('non-certification events: listed by type, enrol and cancel; a certification classroom is not an event (404)', async () => {
    const workshop = await room({ eventType: 1 }, { certificationId: null, startInMs: 3 * DAY_MS });
    const webinar = await room({ eventType: 2 }, { certificationId: null, startInMs: 4 * DAY_MS });
    const list = async (eventType?: number) =>
      ((await post(t, null, 'certification/classroom/getNonCertificationList', { eventType, pageSize: 128 })).json().data.rows as Row[]).map((r) => r.id);
    expect(await list(1)).toContain(workshop.id);
    expect(await list(1)).not.toContain(webinar.id);
    expect(await list()).toEqual(expect.arrayContaining([workshop.id, webinar.id]));
    const me = await signIn(t);
    expect(codeOf(await post(t, me, 'user/registration/nonCertificatedClassroom/enroll', { classroomId: workshop.id }))).toBe(200);
    expect(codeOf(await post(t, me, 'user/registration/nonCertificatedClassroom/enroll', { classroomId: workshop.id }))).toBe(ErrorCode.ALREADY_REGISTERED);
    expect((await post(t, me, 'user/registration/nonCertificatedClassroom/cancel', { classroomId: workshop.id })).json().data.userStatus).toBe(1);
    const cert = await room({}, { certificationId: associate });
    expect((await post(t, me, 'user/registration/nonCertificatedClassroom/enroll', { classroomId: cert.id })).statusCode).toBe(404);
    const open = (await get(null, '/api/site/openNonCertificationOrNot?siteId=1')).json();
    expect([0, 1]).toContain(open.data);
  });
});

describe('POST /api/user/suggestion/saveUserSuggestion (cert §5)', () => {
  /** A time in the learner's zone (GMT+2), `days` after today, at hh:mm:ss local. */
  const at = (days: number, hh: number, mm = 0, ss = 0) => {
    const local = new Date(Date.now() + 2 * HOUR_MS);
    return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, hh, mm, ss) - 2 * HOUR_MS;
  };
  const save = (me: SignedIn | null, body: Record<string, unknown>) =>
    post(t, me, 'user/suggestion/saveUserSuggestion', {
      trainingType: '0',
      preferredBeginTiming: at(2, 9),
      preferredEndTiming: at(3, 17),
      timezone: 'GMT+2',
      content: 'Thermal cameras',
      ...body,
    });

  it('saves and answers 1; every rule refuses with 400 and writes nothing', async () => {
    const me = await signIn(t);
    expect((await save(me, {})).json()).toEqual({ code: 200, data: 1, message: expect.any(String) });
    const bad: Record<string, unknown>[] = [
      { content: '' },
      { content: 'x'.repeat(101) },
      { preferredBeginTiming: at(0, 23, 0) },
      { preferredBeginTiming: at(2, 3) },
      { preferredBeginTiming: at(2, 9, 7) },
      { preferredEndTiming: at(3, 17, 0, 55) },
      { preferredEndTiming: at(3, 17, 0, 56) },
      { preferredEndTiming: at(1, 9) },
      { trainingType: '1' },
      { timezone: 'Europe/Paris' },
    ];
    for (const b of bad) expect((await save(me, b)).statusCode, JSON.stringify(b)).toBe(400);
    expect((await save(me, { content: 'y'.repeat(100), preferredEndTiming: at(3, 17, 0, 57) })).statusCode).toBe(200);
    expect((await save(null, {})).statusCode).toBe(401);
    const rows = await t.app.db.select().from(trainingSuggestions).where(eq(trainingSuggestions.userId, me.user.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ trainingType: 0, timezone: 'GMT+2', content: 'Thermal cameras' });
  });
});
