/**
 * Boundary fuzz over every operation of /api/docs/json: each parameter (query, path, body) in
 * turn gets each hostile value while the rest of the request stays valid, as a visitor and as a
 * signed-in learner. Any 5xx fails: bad input must get the spec's error or a clear 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../build-app';
import { signIn, type SignedIn } from '../sessions';
import { endsSession } from './classification';
import { loadOperations, requestOf, sampleArgs, type Operation } from './operations';
import { Tally } from './tally';

/** Hostile values; query and path parameters get their text form (an array as a repeated key). */
const HOSTILE: [string, unknown][] = [
  ['empty', ''],
  ['huge (100k chars)', 'x'.repeat(100_000)],
  ['negative', -1],
  ['NUL byte', 'a\u0000b'],
  ['RTL override', '\u202Egnp.exe\u202C'],
  ['emoji', '😀👍🏽🏳️‍🌈'],
  ['combining marks', 'e\u0301\u0302\u0303\u0304'],
  ['2^31', 2 ** 31],
  ['2^53', 2 ** 53],
  ['array', ['1', '2']],
  ['object', { a: 1 }],
  ['bool', true],
  ['null', null],
];
/** Requests in flight at once: enough to overlap database waits, few enough for PGlite on 2 cores. */
const BATCH = 6;

let t: TestApp;
let ops: Operation[];
let learner: SignedIn;

/**
 * A route that crashes on a NUL byte or a huge value, added to this file's app only: the fuzz must
 * report it, which proves the hostile values reach handlers and a 5xx is caught.
 */
const CANARY = 'GET /api/security-fuzz-canary';
const canaryQuery = z.object({ siteId: z.coerce.number().optional(), q: z.string() });
const addCanary = (app: TestApp['app']) =>
  app.get('/api/security-fuzz-canary', { schema: { querystring: canaryQuery } }, async (req) => {
    const { q } = req.query as z.infer<typeof canaryQuery>;
    if (q.includes('\u0000') || q.length > 50_000) throw new Error('canary crashed');
    return { code: 200, data: null, message: 'success' };
  });

beforeAll(async () => {
  t = await buildTestApp({}, addCanary);
  ops = await loadOperations(t);
  learner = await signIn(t);
});
afterAll(() => t?.close());

type Case = { op: Operation; param: string; label: string; value: unknown; as: 'visitor' | 'learner' };

function casesOf(op: Operation): Case[] {
  // The valid sample first: every operation is called, those without parameters too.
  const cases: Case[] = [
    { op, param: '', label: 'valid sample', value: undefined, as: 'visitor' },
    { op, param: '', label: 'valid sample', value: undefined, as: 'learner' },
  ];
  for (const p of op.params) {
    for (const [label, value] of HOSTILE) {
      for (const as of ['visitor', 'learner'] as const) cases.push({ op, param: p.name, label, value, as });
    }
  }
  return cases;
}

async function sweep(targets: Operation[], tally: Tally) {
  const cases = targets.flatMap(casesOf);
  for (let i = 0; i < cases.length; i += BATCH) {
    await Promise.all(cases.slice(i, i + BATCH).map((c) => run(c, tally)));
  }
}

async function run(c: Case, tally: Tally) {
  // Sign-out and account deletion end the caller: each of their requests gets a learner of its own.
  const me = c.as === 'visitor' ? null : endsSession(c.op) ? await signIn(t) : learner;
  const args = c.param ? { ...sampleArgs(c.op), [c.param]: c.value } : sampleArgs(c.op);
  const req = requestOf(c.op, args, me ? me.headers : {});
  const res = await t.app.inject(req);
  tally.count(c.op.key, res.statusCode >= 500 ? `${c.param}=${c.label} as ${c.as} answered ${res.statusCode} ${res.body.slice(0, 200)}` : undefined);
}

describe('boundary fuzz', () => {
  it('answers no hostile parameter value of any operation with a 5xx', async () => {
    const tally = new Tally('boundary fuzz');
    // Operations that end the session run last, so the shared learner stays signed in for the rest.
    const real = ops.filter((op) => op.key !== CANARY);
    await sweep([...real.filter((op) => !endsSession(op)), ...real.filter(endsSession)], tally);
    tally.print();
    expect(tally.operations.size).toBe(real.length);
    expect(tally.failures).toEqual([]);
  }, 600_000);

  it('reports the canary route that crashes on a NUL byte and on a huge value (the fuzz can fail)', async () => {
    const tally = new Tally('boundary fuzz canary');
    const canary = ops.filter((op) => op.key === CANARY);
    expect(canary).toHaveLength(1);
    await sweep(canary, tally);
    expect(tally.failures.map((f) => f.replace(/ answered.*/, '')).sort()).toEqual([
      `${CANARY}: q=NUL byte as learner`,
      `${CANARY}: q=NUL byte as visitor`,
      `${CANARY}: q=huge (100k chars) as learner`,
      `${CANARY}: q=huge (100k chars) as visitor`,
    ]);
  });
});
