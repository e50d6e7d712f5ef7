import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CertificationLearnerDetail } from '@credo/contracts/certification-journey';
import type { PracticalExamSeatResult } from '@credo/contracts/training';
import { practicalExams } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';
import { certId, dataOf, decide, enroll, get, makeSession, readyLearner, startSessionOf } from './practical-exam-test-kit';
import { HOUR_MS } from '@credo/contracts/durations';

let t: TestApp;
let genP: number;

beforeAll(async () => {
  t = await buildTestApp();
  genP = await certId(t, 'gen-professional');
});
afterAll(() => t.close());

/** Issue 14 item 4: the certification's learner detail names the practical-exam place the status card follows. */
describe('the practical-exam place in the certification detail', () => {
  it('none before booking; booked with the session; awaiting the result once it has taken place; failed after the staff result', async () => {
    const staff = await signIn(t, { role: 'staff' });
    const me = await readyLearner(t, genP);
    const place = async () =>
      dataOf<CertificationLearnerDetail>(await get(t, me, 'certification/certificationRelease/queryDetail', { id: genP, timestamp: Date.now() }))
        .practicalPlace;
    expect(await place()).toBeNull();

    const session = await makeSession(t, genP, { name: 'Warsaw practical day', city: 'Warsaw' });
    const { practicalExamApproveId } = dataOf<PracticalExamSeatResult>(await enroll(t, me, session.id));
    expect(await place()).toMatchObject({ state: 'booked', practicalExamId: session.id, name: 'Warsaw practical day', city: 'Warsaw' });

    await startSessionOf(t, practicalExamApproveId);
    expect((await place())?.state).toBe('booked');
    const hour = HOUR_MS;
    await t.app.db
      .update(practicalExams)
      .set({ startAt: new Date(Date.now() - 5 * hour), endAt: new Date(Date.now() - hour) })
      .where(eq(practicalExams.id, session.id));
    expect((await place())?.state).toBe('awaitingResult');

    dataOf(await decide(t, staff, practicalExamApproveId, 'fail', 'Wiring not finished'));
    expect(await place()).toMatchObject({ state: 'failed', practicalExamId: session.id });
  });
});
