import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { dataOf, enroll, makeSession, readyLearner } from '../practical-exam/practical-exam-test-kit';
import { certificationOf, post } from './classroom-test-kit';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

/**
 * The training type filter (cert §2 "theory and practical, or practical only"; issue 17): practical
 * only lists the practical-exam sessions with the practical-only classrooms, in the list, cards
 * (the same paged call) and calendar; no training type lists both kinds; theory and practical only
 * classrooms. Sessions here are in Iceland (IS), where the seed has none.
 */

let t: TestApp;
let cert: number;
beforeAll(async () => {
  t = await buildTestApp();
  cert = await certificationOf(t, 'gen-professional');
});
afterAll(() => t.close());

type Row = { id: number; sessionType: string; trainingType: number; seatsLeft: number; userStatus: number; kind: number; title: string; paid: boolean };
type Page = { total: number; rows: Row[] };

const at = (days: number) => new Date(Date.now() + days * DAY_MS);
async function classroomAt(days: number, trainingType: number, title: string) {
  const startAt = at(days);
  const [row] = await t.app.db
    .insert(classrooms)
    .values({
      siteId: 1,
      languageId: 1,
      title,
      kind: 0,
      certificationId: cert,
      countryCode: 'IS',
      city: 'Reykjavík',
      startAt,
      endAt: new Date(startAt.getTime() + 3 * HOUR_MS),
      seats: 10,
      trainingType,
    })
    .returning();
  return row;
}
const examAt = (days: number, name: string, values: Parameters<typeof makeSession>[2] = {}) =>
  makeSession(t, cert, { name, countryCode: 'IS', city: 'Reykjavík', startAt: at(days), seats: 5, ...values });

const page = async (filters: Record<string, unknown>) =>
  dataOf<Page>(await post(t, null, 'certification/classroomAndPracticalExam/page', { countryCode: 'IS', pageSize: 10, ...filters }));
const titles = (p: Page) => p.rows.map((r) => r.title);

describe('training type "practical only" lists practical-exam sessions (issue 17)', () => {
  it('filters, merges by start and pages across both kinds of session', async () => {
    // Alternating: classroom (theory and practical), practical exam, practical-only classroom, …
    for (let i = 0; i < 12; i++) {
      const days = 20 + i;
      if (i % 3 === 1) await examAt(days, `exam ${i}`);
      else await classroomAt(days, i % 3 === 2 ? 1 : 0, `class ${i}`);
    }
    const practical = await page({ trainingType: 1 });
    expect(practical.total).toBe(8);
    expect(titles(practical)).toEqual(['exam 1', 'class 2', 'exam 4', 'class 5', 'exam 7', 'class 8', 'exam 10', 'class 11']);
    expect(practical.rows.filter((r) => r.sessionType === 'practicalExam').every((r) => r.trainingType === 1 && r.seatsLeft === 5)).toBe(true);

    const theory = await page({ trainingType: 0 });
    expect(titles(theory)).toEqual(['class 0', 'class 3', 'class 6', 'class 9']);
    expect(theory.rows.every((r) => r.sessionType === 'classroom')).toBe(true);

    const all = await page({});
    expect(all.total).toBe(12);
    expect(titles(all)).toEqual(Array.from({ length: 10 }, (_, i) => (i % 3 === 1 ? `exam ${i}` : `class ${i}`)));
    const second = await page({ pageNum: 2 });
    expect(second.total).toBe(12);
    expect(titles(second)).toEqual(['exam 10', 'class 11']);
    // Cards take the card page sizes from the same call.
    expect(titles(await page({ trainingType: 1, pageSize: 16 }))).toEqual(titles(practical));
    // The country filter offers Iceland, counting both kinds of session.
    const regions = await t.app.inject({ method: 'GET', url: '/api/certification/certificationRelease/queryRegion?siteId=1' });
    expect(dataOf<{ countries: { code: string; sessions: number }[] }>(regions).countries).toContainEqual({ code: 'IS', sessions: 12 });
  });

  it('the method filter reads a remote practical exam (no venue) as online; the calendar shows ended practical exams too', async () => {
    const remote = await examAt(40, 'remote exam', { countryCode: 'IS', city: null, address: null });
    const ended = await examAt(-2, 'ended exam');
    const online = await page({ trainingType: 1, method: 1 });
    expect(online.rows.map((r) => [r.id, r.sessionType, r.kind])).toEqual([[remote.id, 'practicalExam', 1]]);
    expect((await page({ trainingType: 1, method: 0 })).rows.map((r) => r.id)).not.toContain(remote.id);

    const from = at(-5).toISOString();
    const to = at(50).toISOString();
    const cal = dataOf<Page>(await post(t, null, 'certification/classroomAndPracticalExam/scheduleList', { countryCode: 'IS', trainingType: 1, from, to }));
    const exams = cal.rows.filter((r) => r.sessionType === 'practicalExam').map((r) => r.id);
    expect(exams).toContain(ended.id);
    expect(exams).toContain(remote.id);
    const theoryCal = dataOf<Page>(
      await post(t, null, 'certification/classroomAndPracticalExam/scheduleList', { countryCode: 'IS', trainingType: 0, from, to }),
    );
    expect(theoryCal.rows.some((r) => r.sessionType === 'practicalExam')).toBe(false);
  });

  it("shows a learner's place and the seats it takes", async () => {
    const session = await examAt(60, 'booked exam', { countryCode: 'IS', seats: 2 });
    const me = await readyLearner(t, cert);
    dataOf(await enroll(t, me, session.id));
    const mine = dataOf<Page>(
      await post(t, me, 'certification/classroomAndPracticalExam/page', { countryCode: 'IS', trainingType: 1, pageSize: 40 }),
    ).rows.find((r) => r.sessionType === 'practicalExam' && r.id === session.id)!;
    expect(mine).toMatchObject({ userStatus: 3, seatsLeft: 1 });
    const visitor = (await page({ trainingType: 1, pageSize: 40 })).rows.find((r) => r.sessionType === 'practicalExam' && r.id === session.id)!;
    expect(visitor).toMatchObject({ userStatus: 0, seatsLeft: 1 });
  });
});
