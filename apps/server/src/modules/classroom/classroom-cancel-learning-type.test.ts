import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { certificationEnrolments } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { cancelClassroom, certificationOf, codeOf, enrolledLearner, enrollClassroom, learningTypeOf, makeClassroom } from './classroom-test-kit';
import { DAY_MS } from '@credo/contracts/durations';

let t: TestApp;
let associate: number;

beforeAll(async () => {
  t = await buildTestApp();
  associate = await certificationOf(t, 'gen-associate');
});
afterAll(() => t.close());

/** Issue 14 item 8: cancelling a seat gives the learner back the way of learning the seat replaced. */
describe('cancelling a classroom seat and the learning type', () => {
  it('a self-paced learner who books and cancels is self-paced again', async () => {
    const me = await enrolledLearner(t, associate);
    const room = await makeClassroom(t, { certificationId: associate, startInMs: 5 * DAY_MS });
    expect((await learningTypeOf(t, me.user.id, associate))?.learningType).toBe(0);
    expect(codeOf(await enrollClassroom(t, me, room.id))).toBe(200);
    expect((await learningTypeOf(t, me.user.id, associate))?.learningType).toBe(1);
    expect(codeOf(await cancelClassroom(t, me, room.id))).toBe(200);
    // Before the fix the type stayed classroom: no credits bar and "Start the first course".
    expect((await learningTypeOf(t, me.user.id, associate))?.learningType).toBe(0);
    // A repeat of the cancel changes nothing further.
    expect(codeOf(await cancelClassroom(t, me, room.id))).toBe(200);
    expect((await learningTypeOf(t, me.user.id, associate))?.learningType).toBe(0);
  });

  it('a learner who had chosen classroom before booking stays a classroom learner', async () => {
    const me = await enrolledLearner(t, associate);
    await t.app.db.update(certificationEnrolments).set({ learningType: 1 }).where(eq(certificationEnrolments.userId, me.user.id));
    const room = await makeClassroom(t, { certificationId: associate, startInMs: 5 * DAY_MS });
    expect(codeOf(await enrollClassroom(t, me, room.id))).toBe(200);
    expect(codeOf(await cancelClassroom(t, me, room.id))).toBe(200);
    expect((await learningTypeOf(t, me.user.id, associate))?.learningType).toBe(1);
  });
});
