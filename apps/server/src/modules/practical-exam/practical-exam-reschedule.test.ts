import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@credo/contracts/errors';
import type { PracticalExamSeatResult } from '@credo/contracts/training';
import { outboxMails, practicalExamEnrolments, practicalExams } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import type { SignedIn } from '../../../test/sessions';
import { certId, codeOf, dataOf, enroll, makeSession, post, readyLearner } from './practical-exam-test-kit';
import { HOUR_MS } from '@credo/contracts/durations';
import { renderedOutbox } from '../../../test/outbox';

let t: TestApp;
let genP: number;

beforeAll(async () => {
  t = await buildTestApp();
  genP = await certId(t, 'gen-professional');
});
afterAll(() => t.close());

const reschedule = (me: SignedIn | null, practicalExamApproveId: number, practicalExamId: number) =>
  post(t, me, 'user/practicalExamApprove/reschedule', { practicalExamApproveId, practicalExamId });
const heldOf = (userId: number) =>
  t.app.db
    .select({ practicalExamId: practicalExamEnrolments.practicalExamId, allergies: practicalExamEnrolments.allergies })
    .from(practicalExamEnrolments)
    .where(and(eq(practicalExamEnrolments.userId, userId), eq(practicalExamEnrolments.status, 2)));

async function placed(sessionId: number) {
  const me = await readyLearner(t, genP);
  const { practicalExamApproveId } = dataOf<PracticalExamSeatResult>(await enroll(t, me, sessionId, { allergies: 'Peanuts' }));
  return { me, id: practicalExamApproveId };
}

describe('POST /api/user/practicalExamApprove/reschedule', () => {
  it('moves the place with its allergies; the old one is cancelled', async () => {
    const a = await makeSession(t, genP);
    const b = await makeSession(t, genP);
    const { me, id } = await placed(a.id);
    const moved = dataOf<{ practicalExamApproveId: number }>(await reschedule(me, id, b.id));
    expect(moved).toMatchObject({ practicalExamId: b.id, previousPracticalExamApproveId: id, userPracticalExamStatus: 2 });
    expect(await heldOf(me.user.id)).toEqual([{ practicalExamId: b.id, allergies: 'Peanuts' }]);
    const [old] = await t.app.db.select().from(practicalExamEnrolments).where(eq(practicalExamEnrolments.id, id));
    expect(old.status).toBe(1);
  });

  it('carries the submitted recording (link, file, time, score) to the new place', async () => {
    const a = await makeSession(t, genP);
    const b = await makeSession(t, genP);
    const { me, id } = await placed(a.id);
    const recording = {
      recordLink: 'https://video.example/r/1',
      linkPasswd: 'pw',
      recordFileKey: 'recordings/abc.mp4',
      recordFileType: 'video/mp4',
      recordFileSize: 1234,
      recordSubmittedAt: new Date('2026-11-20T10:00:00.000Z'),
      score: 85,
    };
    await t.app.db.update(practicalExamEnrolments).set(recording).where(eq(practicalExamEnrolments.id, id));
    const moved = dataOf<{ practicalExamApproveId: number }>(await reschedule(me, id, b.id));
    const [now] = await t.app.db.select().from(practicalExamEnrolments).where(eq(practicalExamEnrolments.id, moved.practicalExamApproveId));
    expect(now).toMatchObject({ ...recording, practicalExamId: b.id, status: 2 });
  });

  it("sends one seat.rescheduled mail whose .ics cancels the old place's event and carries the new session", async () => {
    const a = await makeSession(t, genP);
    const b = await makeSession(t, genP);
    const { me, id } = await placed(a.id);
    const moved = dataOf<{ practicalExamApproveId: number }>(await reschedule(me, id, b.id));
    const mails = await (await renderedOutbox(t.app.db)).select().from(outboxMails).where(eq(outboxMails.userId, me.user.id)).orderBy(outboxMails.id);
    const ics = (i: number, file: string) => Buffer.from(mails[i].attachments!.find((x) => x.filename === file)!.content, 'base64').toString();
    const uid = (text: string) => /^UID:(.*)$/m.exec(text)?.[1].trim();
    expect(mails.map((m) => m.kind)).toEqual(['seat.booked', 'seat.rescheduled']);
    expect(uid(ics(0, 'session.ics'))).toMatch(new RegExp(`^practical-${id}-${a.id}@`));
    expect(uid(ics(1, 'cancelled.ics'))).toBe(uid(ics(0, 'session.ics')));
    expect(ics(1, 'cancelled.ics')).toContain('METHOD:CANCEL');
    expect(uid(ics(1, 'session.ics'))).toMatch(new RegExp(`^practical-${moved.practicalExamApproveId}-${b.id}@`));
  });

  it('refuses to move a paid place without its order (501), even into a free session, and changes nothing', async () => {
    const a = await makeSession(t, genP);
    const b = await makeSession(t, genP);
    const { me, id } = await placed(a.id);
    // As if bought through checkout: a direct place in a paid session.
    await t.app.db.update(practicalExams).set({ isCharge: 1 }).where(eq(practicalExams.id, a.id));
    const res = await reschedule(me, id, b.id);
    expect(codeOf(res)).toBe(ErrorCode.OTHER_ERROR);
    expect(res.json().message).toMatch(/paid/);
    expect(await heldOf(me.user.id)).toEqual([{ practicalExamId: a.id, allergies: 'Peanuts' }]);
  });

  it('refuses full, started, paid, same and inside-24-hours moves and changes nothing; 404 for another learner', async () => {
    const a = await makeSession(t, genP);
    const full = await makeSession(t, genP, { seats: 1 });
    await placed(full.id);
    const started = await makeSession(t, genP, { startAt: new Date(Date.now() - HOUR_MS) });
    const paid = await makeSession(t, genP, { isCharge: 1 });
    const { me, id } = await placed(a.id);
    expect(codeOf(await reschedule(me, id, full.id))).toBe(ErrorCode.PRACTICAL_EXAM_FULL);
    expect(codeOf(await reschedule(me, id, started.id))).toBe(ErrorCode.ENROLMENT_EXPIRED);
    expect(codeOf(await reschedule(me, id, paid.id))).toBe(ErrorCode.OTHER_ERROR);
    expect(codeOf(await reschedule(me, id, a.id))).toBe(ErrorCode.ALREADY_REGISTERED);
    expect((await reschedule(await readyLearner(t, genP), id, full.id)).statusCode).toBe(404);
    expect(await heldOf(me.user.id)).toEqual([{ practicalExamId: a.id, allergies: 'Peanuts' }]);

    const soon = await makeSession(t, genP, { startAt: new Date(Date.now() + 10 * HOUR_MS) });
    const late = await placed(soon.id);
    expect(codeOf(await reschedule(late.me, late.id, a.id))).toBe(ErrorCode.CANCEL_TOO_LATE);
    expect(await heldOf(late.me.user.id)).toHaveLength(1);
  });
});

describe('reschedule races: never two places, never none', () => {
  it('6 learners moving into 2 seats: 2 move, 4 keep their place (10008)', async () => {
    const a = await makeSession(t, genP);
    const b = await makeSession(t, genP, { seats: 2 });
    const learners = [];
    for (let i = 0; i < 6; i += 1) learners.push(await placed(a.id));
    const codes = (await Promise.all(learners.map(({ me, id }) => reschedule(me, id, b.id)))).map(codeOf).sort((x, y) => x - y);
    expect(codes).toEqual([200, 200, ...Array(4).fill(ErrorCode.PRACTICAL_EXAM_FULL)]);
    for (const { me } of learners) expect(await heldOf(me.user.id)).toHaveLength(1);
  }, 120_000);

  it('one learner moving twice at once holds exactly one place', async () => {
    const [a, b, c] = [await makeSession(t, genP), await makeSession(t, genP), await makeSession(t, genP)];
    const { me, id } = await placed(a.id);
    const results = await Promise.all([reschedule(me, id, b.id), reschedule(me, id, c.id)]);
    const codes = results.map((r) => codeOf(r));
    expect(codes.filter((x) => x === 200)).toHaveLength(1);
    for (const x of codes.filter((y) => y !== 200)) expect([ErrorCode.DUPLICATE_SUBMIT, ErrorCode.OTHER_ERROR]).toContain(x);
    expect(await heldOf(me.user.id)).toHaveLength(1);
  });
});
