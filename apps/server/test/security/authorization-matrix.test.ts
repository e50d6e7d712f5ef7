/**
 * Authorization matrix, part 1, generated from /api/docs/json: every operation is classified
 * (session-scoped or public), a visitor gets 401 on every session-scoped one, and a learner gets
 * 403 on every staff one; neither changes a row. Learner-on-learner and tenant-on-tenant rows:
 * owned-rows.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-app';
import { signIn, type SignedIn } from '../sessions';
import { expectedScope, isStaffOperation, PUBLIC_BY_DESIGN, SESSION_OUTSIDE_USER } from './classification';
import { databaseState } from './db-state';
import { loadOperations, requestOf, sampleArgs, sampleOf, type Operation } from './operations';
import { envelopeCode, Tally } from './tally';

let t: TestApp;
let ops: Operation[];
let learner: SignedIn;
/** What a visitor's valid request to each operation answered (HTTP status). */
const visitorStatus = new Map<string, number>();

beforeAll(async () => {
  t = await buildTestApp();
  ops = await loadOperations(t);
  learner = await signIn(t);
  for (const op of ops) visitorStatus.set(op.key, (await t.app.inject(requestOf(op, sampleArgs(op)))).statusCode);
});
afterAll(() => t?.close());

const sessionScoped = () => ops.filter((op) => visitorStatus.get(op.key) === 401);

describe('authorization matrix from /api/docs/json', () => {
  it('finds the operations of every module in the published document', () => {
    expect(ops.length).toBeGreaterThan(50);
    expect(sessionScoped().length).toBeGreaterThan(20);
  });

  it('classifies every operation: the scope a visitor meets agrees with the rule in classification.ts', () => {
    const tally = new Tally('classification');
    for (const op of ops) {
      const derived = visitorStatus.get(op.key) === 401 ? 'session' : 'public';
      const expected = expectedScope(op);
      tally.count(
        op.key,
        derived === expected
          ? undefined
          : `a visitor's valid request answers ${visitorStatus.get(op.key)} (${derived}), the rule says ${expected}: ` +
              'declare preValidation: signedIn (platform/access.ts), or classify it in test/security/classification.ts',
      );
    }
    // A list entry that matches no operation any more is a stale exemption: remove it.
    for (const path of PUBLIC_BY_DESIGN) if (!ops.some((op) => op.path === path)) tally.fail(`stale PUBLIC_BY_DESIGN entry ${path}`);
    for (const prefix of SESSION_OUTSIDE_USER) if (!ops.some((op) => op.path.startsWith(prefix))) tally.fail(`stale SESSION_OUTSIDE_USER entry ${prefix}`);
    tally.print();
    expect(tally.failures).toEqual([]);
  });

  it('(a) a visitor gets HTTP 401 from every session-scoped operation, with ids in the request or without, and nothing changes', async () => {
    const tally = new Tally('visitor on session-scoped operations');
    const before = await databaseState(t);
    for (const op of sessionScoped()) {
      // The sample request, and one carrying every optional parameter too (a visitor must not get further with more).
      const full = Object.fromEntries(op.params.map((p) => [p.name, sampleOf(p.schema)]));
      for (const args of [sampleArgs(op), { ...full, ...sampleArgs(op) }]) {
        const res = await t.app.inject(requestOf(op, args));
        tally.count(op.key, res.statusCode === 401 ? undefined : `visitor got ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    tally.print();
    expect(tally.failures).toEqual([]);
    expect(await databaseState(t)).toEqual(before);
  });

  it('(c) a signed-in learner gets HTTP 403 from every staff operation, and nothing changes', async () => {
    const tally = new Tally('learner on staff operations');
    const staffOps = ops.filter(isStaffOperation);
    expect(staffOps.length).toBeGreaterThan(0);
    const before = await databaseState(t);
    for (const op of staffOps) {
      const res = await t.app.inject(requestOf(op, sampleArgs(op), learner.headers));
      tally.count(op.key, res.statusCode === 403 && envelopeCode(res.body) === 403 ? undefined : `learner got ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    tally.print();
    expect(tally.failures).toEqual([]);
    expect(await databaseState(t)).toEqual(before);
  });
});
