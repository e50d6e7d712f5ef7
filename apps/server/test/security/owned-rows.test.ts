/**
 * Authorization matrix, part 2: rows that belong to someone. Learner A calls every operation with
 * learner B's ids; staff of the micro tenant call every staff operation with the main tenant's ids.
 * Refused means: none of B's data in the answer and none of B's rows changed. Which parameter
 * carries whose id is read from its name (owned-ids.ts); a new id parameter on a signed-in call
 * that the map does not know fails the test until it is classified there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-app';
import { signIn, type SignedIn } from '../sessions';
import { MAIN, MICRO, makeVictim, signInStaff, type Victim } from './actors';
import { endsSession, isStaffOperation } from './classification';
import { databaseState, userRowsState } from './db-state';
import { unclassifiedIdParams, victimArgs } from './owned-ids';
import { loadOperations, requestOf, sampleArgs, type Operation } from './operations';
import { succeeded, Tally } from './tally';

let t: TestApp;
let ops: Operation[];
let b: Victim;
let a: SignedIn;
let visitorStatus: Map<string, number>;

beforeAll(async () => {
  t = await buildTestApp();
  ops = await loadOperations(t);
  b = await makeVictim(t);
  a = await signIn(t);
  visitorStatus = new Map();
  for (const op of ops) visitorStatus.set(op.key, (await t.app.inject(requestOf(op, sampleArgs(op)))).statusCode);
}, 180_000);
afterAll(() => t?.close());

const leaked = (body: string) => b.markers.filter((m) => body.includes(m));

describe('rows of another user or tenant', () => {
  it('knows whose id every id parameter of a signed-in learner call carries', () => {
    const learnerOps = ops.filter((op) => visitorStatus.get(op.key) === 401 && !isStaffOperation(op));
    expect(learnerOps.flatMap(unclassifiedIdParams)).toEqual([]);
  });

  it("the victim's markers are visible to the victim and to staff of her tenant (the leak check can see a leak)", async () => {
    const staff = await signInStaff(t, MAIN);
    const list = await t.app.inject({ method: 'GET', url: '/api/staff/certification/enrolment/list?siteId=1&languageId=1', headers: staff.headers });
    expect(leaked(list.body).length, list.body).toBeGreaterThan(0);
    const own = await t.app.inject({ method: 'GET', url: '/api/user/sso/getUserInfo?siteId=1&languageId=1', headers: b.me.headers });
    expect(leaked(own.body).length, own.body).toBeGreaterThan(0);
  });

  it("(b) learner A calling with learner B's ids gets none of B's data and changes none of B's rows", async () => {
    const tally = new Tally("learner A on learner B's ids");
    const targets = ops.filter((op) => !isStaffOperation(op) && !endsSession(op) && victimArgs(op, b.ids).any);
    expect(targets.length).toBeGreaterThan(15);
    for (const op of targets) {
      const { args, strict: owned } = victimArgs(op, b.ids);
      // A public call (certificate verification by number) may answer anyone; a signed-in one must refuse B's row outright.
      const strict = visitorStatus.get(op.key) === 401 ? owned : undefined;
      const before = await userRowsState(t, b.me.user.id);
      const res = await t.app.inject(requestOf(op, { ...sampleArgs(op), ...args }, a.headers));
      const problems = [...leaked(res.body).map((m) => `answer holds B's "${m}"`), ...(strict && succeeded(res) ? [`succeeded on B's ${strict}`] : [])];
      const after = await userRowsState(t, b.me.user.id);
      const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
      if (changed.length) problems.push(`changed B's rows in ${changed.join(', ')}`);
      tally.count(
        op.key,
        problems.length ? `${problems.join('; ')} (args ${JSON.stringify(args)}, answer ${res.statusCode} ${res.body.slice(0, 160)})` : undefined,
      );
    }
    tally.print();
    expect(tally.failures).toEqual([]);
  });

  it("(d) staff of the micro tenant are refused the main tenant's enrolments, applications, certificates and places; nothing changes", async () => {
    const tally = new Tally('staff of another tenant');
    const micro = await signInStaff(t, MICRO);
    const before = await databaseState(t);
    for (const op of ops.filter(isStaffOperation)) {
      const { args, strict } = victimArgs(op, b.ids);
      // On their own tenant's host: the main tenant's ids must not reach a main-tenant row.
      const own = await t.app.inject(requestOf(op, { ...sampleArgs(op), ...args, siteId: MICRO.siteId }, micro.headers));
      const problems = leaked(own.body).map((m) => `answer holds B's "${m}"`);
      if (strict && succeeded(own)) problems.push(`succeeded on the main tenant's ${strict}`);
      tally.count(op.key, problems.length ? `${problems.join('; ')} (answer ${own.statusCode} ${own.body.slice(0, 160)})` : undefined);
      // On the main tenant's host: the session belongs to another tenant, so 401 whatever is asked.
      const foreign = await t.app.inject(
        requestOf(op, { ...sampleArgs(op), ...args, siteId: MAIN.siteId }, { ...micro.headers, host: MAIN.host, origin: `http://${MAIN.host}` }),
      );
      tally.count(op.key, foreign.statusCode === 401 ? undefined : `micro staff on the main host got ${foreign.statusCode} ${foreign.body.slice(0, 160)}`);
    }
    tally.print();
    expect(tally.failures).toEqual([]);
    expect(await databaseState(t)).toEqual(before);
    // The same ids work for staff of the main tenant: the refusals above are the tenant wall, not bad ids.
    const main = await signInStaff(t, MAIN);
    const decide = ops.find((op) => op.key === 'POST /api/staff/certification/enrolment/decide')!;
    expect(succeeded(await t.app.inject(requestOf(decide, { ...sampleArgs(decide), enrolmentId: b.ids.enrolmentId }, main.headers)))).toBe(true);
  });
});
