import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf } from '@credo/contracts/envelope';
import { ErrorCode } from '@credo/contracts/errors';
import { classroomSeatResult } from '@credo/contracts/training';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { giveCertificate } from '../invitation/invitation-fixtures';
import {
  certificationOf,
  codeOf,
  enrolIn,
  enrolledLearner,
  enrollClassroom,
  learner,
  learningTypeOf,
  makeClassroom,
  seatOf,
  seatsIn,
} from './classroom-test-kit';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

let t: TestApp;
let associate: number;
let professional: number;

beforeAll(async () => {
  t = await buildTestApp();
  associate = await certificationOf(t, 'gen-associate');
  professional = await certificationOf(t, 'gen-professional');
});
afterAll(() => t.close());

/** A refusal: HTTP 200 with the code, and no seat written for the learner in that classroom. */
async function expectRefused(res: Awaited<ReturnType<typeof enrollClassroom>>, code: number, userId: number, classroomId: number, seatsBefore = 0) {
  expect(codeOf(res), res.body).toBe(code);
  expect(await seatsIn(t, userId, classroomId)).toHaveLength(seatsBefore);
}

describe('POST /api/user/registration/enrollClassroom: a seat', () => {
  it('an approved learner is enrolled at once (status 3) and becomes a classroom learner', async () => {
    const me = await enrolledLearner(t, associate);
    expect((await learningTypeOf(t, me.user.id, associate))?.learningType).toBe(0);
    const room = await makeClassroom(t, { certificationId: associate });
    const res = await enrollClassroom(t, me, room.id, 1);
    const data = envelopeOf(classroomSeatResult).parse(res.json()).data;
    expect(data).toMatchObject({ classroomId: room.id, certificationId: associate, userStatus: 3 });
    const seats = await seatsIn(t, me.user.id, room.id);
    expect(seats).toHaveLength(1);
    expect(seats[0]).toMatchObject({ id: data.registrationId, status: 3, via: 'direct', certificationId: associate, emailNotificationStatus: 1 });
    expect((await learningTypeOf(t, me.user.id, associate))?.learningType).toBe(1);
  });

  it('a classroom without a certification needs no enrolment', async () => {
    const me = await learner(t);
    const room = await makeClassroom(t, { certificationId: null });
    expect(codeOf(await enrollClassroom(t, me, room.id))).toBe(200);
    expect(await seatsIn(t, me.user.id, room.id)).toHaveLength(1);
  });

  it('a visitor gets HTTP 401', async () => {
    const room = await makeClassroom(t, { certificationId: associate });
    expect((await enrollClassroom(t, null, room.id)).statusCode).toBe(401);
  });
});

describe('refusals, in the order of decision 0011, write nothing', () => {
  it("HTTP 404 for an unknown classroom and for another brand's", async () => {
    const me = await enrolledLearner(t, associate);
    const unknown = await enrollClassroom(t, me, 99_999_999);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 404]);
    const foreign = await makeClassroom(t, { certificationId: null, siteId: 19 });
    const res = await enrollClassroom(t, me, foreign.id);
    expect([res.statusCode, res.json().code]).toEqual([404, 404]);
    expect(await seatsIn(t, me.user.id, foreign.id)).toHaveLength(0);
  });

  it('501 "Enrol in the certification first" without an enrolment, and with one still pending or rejected', async () => {
    const room = await makeClassroom(t, { certificationId: associate });
    const none = await learner(t);
    const res = await enrollClassroom(t, none, room.id);
    await expectRefused(res, ErrorCode.OTHER_ERROR, none.user.id, room.id);
    expect(res.json().message).toBe('Enrol in the certification first');
    for (const state of ['pending', 'rejected']) {
      const me = await learner(t);
      await enrolIn(t, me.user.id, associate, state);
      await expectRefused(await enrollClassroom(t, me, room.id), ErrorCode.OTHER_ERROR, me.user.id, room.id);
      expect((await learningTypeOf(t, me.user.id, associate))?.learningType).toBe(0);
    }
  });

  it('501 comes before 10013: a started classroom without an enrolment', async () => {
    const me = await learner(t);
    const room = await makeClassroom(t, { certificationId: associate, startInMs: -HOUR_MS });
    await expectRefused(await enrollClassroom(t, me, room.id), ErrorCode.OTHER_ERROR, me.user.id, room.id);
  });

  it('10010 while the learner holds a valid certificate of the certification (even for a started classroom)', async () => {
    const me = await learner(t);
    await giveCertificate(t, me.user.id, associate);
    const room = await makeClassroom(t, { certificationId: associate });
    await expectRefused(await enrollClassroom(t, me, room.id), ErrorCode.CERTIFICATE_NOT_EXPIRED, me.user.id, room.id);
    const started = await makeClassroom(t, { certificationId: associate, startInMs: -HOUR_MS });
    await expectRefused(await enrollClassroom(t, me, started.id), ErrorCode.CERTIFICATE_NOT_EXPIRED, me.user.id, started.id);
  });

  it('10013 once the classroom has started (also one without a certification)', async () => {
    const me = await enrolledLearner(t, associate);
    const room = await makeClassroom(t, { certificationId: associate, startInMs: -60_000, hours: 8 });
    await expectRefused(await enrollClassroom(t, me, room.id), ErrorCode.ENROLMENT_EXPIRED, me.user.id, room.id);
    const free = await makeClassroom(t, { certificationId: null, startInMs: -60_000 });
    await expectRefused(await enrollClassroom(t, me, free.id), ErrorCode.ENROLMENT_EXPIRED, me.user.id, free.id);
  });

  it("10024 for a second seat in the same classroom (before 10014: the full classroom is the learner's own)", async () => {
    const me = await enrolledLearner(t, associate);
    const room = await makeClassroom(t, { certificationId: associate, seats: 1 });
    expect(codeOf(await enrollClassroom(t, me, room.id))).toBe(200);
    await expectRefused(await enrollClassroom(t, me, room.id), ErrorCode.ALREADY_REGISTERED, me.user.id, room.id, 1);
  });

  it('10015 while a seat in another classroom of the certification has not ended (also once it runs)', async () => {
    const me = await enrolledLearner(t, associate);
    const first = await makeClassroom(t, { certificationId: associate, startInMs: 5 * DAY_MS });
    const second = await makeClassroom(t, { certificationId: associate, startInMs: 20 * DAY_MS, seats: 1 });
    expect(codeOf(await enrollClassroom(t, me, first.id))).toBe(200);
    await expectRefused(await enrollClassroom(t, me, second.id), ErrorCode.TRAINING_IN_PROGRESS, me.user.id, second.id);
    const running = await makeClassroom(t, { certificationId: professional, startInMs: -HOUR_MS, hours: 8 });
    const pro = await enrolledLearner(t, professional);
    await seatOf(t, pro.user.id, running);
    const next = await makeClassroom(t, { certificationId: professional });
    await expectRefused(await enrollClassroom(t, pro, next.id), ErrorCode.TRAINING_IN_PROGRESS, pro.user.id, next.id);
    // Another certification's training does not count.
    expect(codeOf(await enrollClassroom(t, me, (await makeClassroom(t, { certificationId: null })).id))).toBe(200);
  });

  it('10016 after a training of the certification finished in the current cycle; one of an earlier cycle does not count', async () => {
    const me = await enrolledLearner(t, associate);
    const done = await makeClassroom(t, { certificationId: associate, startInMs: -3 * HOUR_MS, hours: 2 });
    await seatOf(t, me.user.id, done, 3, new Date(Date.now() - 12 * HOUR_MS));
    const next = await makeClassroom(t, { certificationId: associate });
    await expectRefused(await enrollClassroom(t, me, next.id), ErrorCode.RE_ENROL_BEFORE_EXPIRY, me.user.id, next.id);

    const renewed = await learner(t);
    await enrolIn(t, renewed.user.id, associate, 'approved', HOUR_MS);
    await seatOf(t, renewed.user.id, done, 3, new Date(Date.now() - 12 * HOUR_MS));
    expect(codeOf(await enrollClassroom(t, renewed, next.id))).toBe(200);
    // A cancelled seat of an ended classroom is no finished training either.
    const cancelled = await enrolledLearner(t, associate);
    await seatOf(t, cancelled.user.id, done, 1, new Date(Date.now() - 12 * HOUR_MS));
    expect(codeOf(await enrollClassroom(t, cancelled, next.id))).toBe(200);
  });

  it('10014 when every seat is held (pending or enrolled); a cancelled seat leaves its place free', async () => {
    const room = await makeClassroom(t, { certificationId: associate, seats: 2 });
    const [a, b, c] = [await learner(t), await learner(t), await learner(t)];
    await seatOf(t, a.user.id, room, 2);
    await seatOf(t, b.user.id, room, 1);
    await seatOf(t, c.user.id, room, 3);
    const me = await enrolledLearner(t, associate);
    await expectRefused(await enrollClassroom(t, me, room.id), ErrorCode.TRAINING_FULL, me.user.id, room.id);
    const roomy = await makeClassroom(t, { certificationId: associate, seats: 3 });
    await seatOf(t, a.user.id, roomy, 3);
    await seatOf(t, b.user.id, roomy, 1);
    await seatOf(t, c.user.id, roomy, 3);
    expect(codeOf(await enrollClassroom(t, me, roomy.id))).toBe(200);
  });

  it('10015 comes before 10014: a full classroom while another training runs', async () => {
    const me = await enrolledLearner(t, associate);
    expect(codeOf(await enrollClassroom(t, me, (await makeClassroom(t, { certificationId: associate })).id))).toBe(200);
    const full = await makeClassroom(t, { certificationId: associate, seats: 1 });
    await seatOf(t, (await learner(t)).user.id, full);
    await expectRefused(await enrollClassroom(t, me, full.id), ErrorCode.TRAINING_IN_PROGRESS, me.user.id, full.id);
  });

  it('a learner may take a seat again after cancelling (a new row; the old one stays cancelled)', async () => {
    const me = await enrolledLearner(t, associate);
    const room = await makeClassroom(t, { certificationId: associate });
    await seatOf(t, me.user.id, room, 1, new Date(Date.now() - HOUR_MS));
    expect(codeOf(await enrollClassroom(t, me, room.id))).toBe(200);
    expect((await seatsIn(t, me.user.id, room.id)).map((s) => s.status)).toEqual([1, 3]);
  });
});
