/**
 * CSRF over every state-changing operation of /api/docs/json. The rule (platform/session.ts): a
 * request that carries the session cookie and is not GET/HEAD/OPTIONS must name this host in
 * Origin, or in Referer when there is no Origin; otherwise HTTP 403 before anything runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-app';
import { signIn, type SignedIn } from '../sessions';
import { isStateChanging } from './classification';
import { databaseState } from './db-state';
import { loadOperations, requestOf, sampleArgs, type Operation } from './operations';
import { Tally } from './tally';

let t: TestApp;
let ops: Operation[];
let me: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  ops = (await loadOperations(t)).filter(isStateChanging);
  me = await signIn(t);
});
afterAll(() => t?.close());

const EVIL = 'https://evil.example';
/** The three ways a cross-site request can arrive: a foreign Origin, a foreign Referer alone, neither. */
const VARIANTS: [string, Record<string, string>][] = [
  ['foreign Origin', { origin: EVIL, referer: 'http://localhost/' }],
  ['foreign Referer, no Origin', { referer: `${EVIL}/page` }],
  ['neither Origin nor Referer', {}],
  // The host must match exactly: a look-alike that merely starts with it is foreign.
  ['look-alike Origin', { origin: 'http://localhost.evil.example' }],
];

describe('CSRF: cross-site state changes with a session cookie', () => {
  it('refuses every variant on every state-changing operation with HTTP 403, and nothing changes', async () => {
    const tally = new Tally('CSRF variants');
    expect(ops.length).toBeGreaterThan(30);
    const before = await databaseState(t);
    for (const op of ops) {
      for (const [name, extra] of VARIANTS) {
        const res = await t.app.inject(requestOf(op, sampleArgs(op), { cookie: me.cookie, host: 'localhost', ...extra }));
        tally.count(op.key, res.statusCode === 403 ? undefined : `${name}: answered ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    tally.print();
    expect(tally.failures).toEqual([]);
    expect(await databaseState(t)).toEqual(before);
    // The same cookie from this origin gets through: the refusals above are the origin check, not a dead session.
    const update = ops.find((op) => op.key === 'POST /api/user/updateLanguageId')!;
    const same = await t.app.inject(requestOf(update, sampleArgs(update), me.headers));
    expect(same.statusCode, same.body).toBe(200);
  });
});
