import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@credo/contracts/errors';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { certId, codeOf, readyLearner } from '../practical-exam/practical-exam-test-kit';
import { ordersOf, paidExam, place } from './checkout-test-kit';

// PAYMENT_SANDBOX=false, as a server others can reach must run (config.ts assertProductionSafe):
// the sandbox's Approve button would otherwise seat learners without money moving.
let t: TestApp;
let genP: number;

beforeAll(async () => {
  t = await buildTestApp({ paymentSandbox: false });
  genP = await certId(t, 'gen-professional');
});
afterAll(() => t.close());

describe('without the sandbox payment provider', () => {
  it('a card payment is refused with a clear message (501) and no order is written', async () => {
    const me = await readyLearner(t, genP);
    const session = await paidExam(t, genP);
    const res = await place(t, me, 2, session.id, 0);
    expect(codeOf(res)).toBe(ErrorCode.OTHER_ERROR);
    expect(res.json().message).toMatch(/not available/);
    expect(await ordersOf(t, me.user.id)).toEqual([]);
  });

  it('mounts no sandbox page, and a sandbox webhook is not accepted', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/sandbox-pay/checkout?session=x' })).statusCode).toBe(404);
    const hook = await t.app.inject({ method: 'POST', url: '/api/pay/webhook/sandbox', payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(hook.statusCode).toBe(404);
  });
});
