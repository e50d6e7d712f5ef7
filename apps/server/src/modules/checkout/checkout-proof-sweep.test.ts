import fsp from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_URL_PREFIX } from '@credo/contracts/checkout-bank';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';
import { sweepOnce } from '../../platform/sweeper';
import { LocalDiskStorage } from '../../platform/storage';
import { sweepTasks } from '../../sweep-tasks';
import { certId, dataOf } from '../practical-exam/practical-exam-test-kit';
import { bankOrder, makePng, saveVoucher, uploadProof } from './checkout-bank-test-kit';
import { HOUR_MS } from '@credo/contracts/durations';

let t: TestApp;
let genP: number;
let disk: LocalDiskStorage;

beforeAll(async () => {
  t = await buildTestApp();
  genP = await certId(t, 'gen-professional');
  disk = new LocalDiskStorage(t.config.dataDir);
});
afterAll(() => t.close());

const keyOf = (url: string) => `proofs/${url.slice(PROOF_URL_PREFIX.length)}`;
/** As if the file had been uploaded `hours` ago (the sweep reads the file's write time). */
const age = async (url: string, hours: number) => {
  const then = new Date(Date.now() - hours * HOUR_MS);
  await fsp.utimes(disk.pathOf(keyOf(url)), then, then);
};
const stored = async (url: string) => (await disk.stat(keyOf(url))) !== null;

describe('abandoned payment proofs (review finding 7)', () => {
  it('the sweeper deletes a proof never sent with save/voucher after a day; an attached or fresh one stays', async () => {
    const { me, order } = await bankOrder(t, genP);
    const attached = dataOf<string>(await uploadProof(t, me, await makePng()));
    await saveVoucher(t, me, order.seqNo, attached);
    const abandoned = dataOf<string>(await uploadProof(t, me, await makePng()));
    const other = await signIn(t);
    const fresh = dataOf<string>(await uploadProof(t, other, await makePng()));
    const almost = dataOf<string>(await uploadProof(t, other, await makePng()));
    await age(attached, 25);
    await age(abandoned, 25);
    await age(almost, 23);
    // Not a name image/upload gives: not the sweeper's to judge.
    await disk.put('proofs/notes.txt', Buffer.from('kept'), 'text/plain');
    await fsp.utimes(disk.pathOf('proofs/notes.txt'), new Date(Date.now() - 48 * HOUR_MS), new Date(Date.now() - 48 * HOUR_MS));

    const tasks = sweepTasks(t.config).filter((task) => task.name === 'abandoned-proofs');
    expect(tasks).toHaveLength(1);
    expect(await sweepOnce(t.app.db, tasks, t.app.log)).toBe(true);

    expect(await stored(abandoned)).toBe(false);
    await expect(fsp.stat(`${disk.pathOf(keyOf(abandoned))}.meta.json`)).rejects.toThrow();
    expect(await stored(attached)).toBe(true);
    expect(await stored(fresh)).toBe(true);
    expect(await stored(almost)).toBe(true);
    expect(await disk.stat('proofs/notes.txt')).not.toBeNull();
    // The uploader can no longer open or send the deleted one; the attached one still opens.
    expect((await t.app.inject({ method: 'GET', url: abandoned, headers: { cookie: me.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: attached, headers: { cookie: me.cookie } })).statusCode).toBe(200);
  });
});
