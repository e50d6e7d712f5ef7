import { describe, expect, it } from 'vitest';
import { Admission, StartsBusy, startAdmissionFor } from './start-admission';
import { BankCache } from './bank-cache';
import type { BankQuestion } from './paper';

/** A promise and its resolver: a start that ends when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('start admission', () => {
  it('runs at most `slots` starts at once and admits the waiting ones in arrival order', async () => {
    const admission = new Admission(2, 10_000);
    const gates = Array.from({ length: 5 }, gate);
    const began: number[] = [];
    let running = 0;
    let most = 0;
    const runs = gates.map((g, i) =>
      admission.run(async () => {
        began.push(i);
        most = Math.max(most, ++running);
        await g.opened;
        running--;
        return i;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(began).toEqual([0, 1]);
    expect(admission.load).toEqual({ running: 2, queued: 3 });
    gates[1].open();
    await runs[1];
    await new Promise((r) => setImmediate(r));
    expect(began).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(began).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(admission.load).toEqual({ running: 0, queued: 0 });
  });

  it('answers StartsBusy to a start that waited longer than the bound, and never runs it', async () => {
    const admission = new Admission(1, 50);
    const held = gate();
    const first = admission.run(() => held.opened);
    let ran = false;
    const late = admission.run(async () => void (ran = true));
    await expect(late).rejects.toBeInstanceOf(StartsBusy);
    expect(ran).toBe(false);
    expect(admission.load).toEqual({ running: 1, queued: 0 });
    held.open();
    await first;
    // The slot is free again: the next start runs at once.
    expect(await admission.run(async () => 'next')).toBe('next');
  });

  it('frees the slot of a start that failed', async () => {
    const admission = new Admission(1, 1_000);
    await expect(admission.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(admission.load).toEqual({ running: 0, queued: 0 });
    expect(await admission.run(async () => 1)).toBe(1);
  });

  it('is sized from the pool: half of it on PostgreSQL, two on the embedded database, a wait of six connection waits', () => {
    expect(startAdmissionFor('postgres', { max: 20, connectionTimeoutMillis: 5_000 })).toMatchObject({ slots: 10, maxWaitMs: 30_000 });
    expect(startAdmissionFor('postgres', { max: 2 })).toMatchObject({ slots: 1, maxWaitMs: 30_000 });
    expect(startAdmissionFor('postgres', { max: 1 })).toMatchObject({ slots: 1 });
    expect(startAdmissionFor('pglite')).toMatchObject({ slots: 2, maxWaitMs: 30_000 });
  });
});

describe('bank cache', () => {
  const q = (id: number, content: string): BankQuestion => ({ id, questionType: 1, content, options: ['a', 'b'], answer: ['A'], analysis: '' });
  /** A bank "table" the test edits, and the reads the cache made of it. */
  function source() {
    const banks = new Map<number, BankQuestion[]>([
      [1, [q(1, 'one')]],
      [2, [q(2, 'two')]],
    ]);
    const reads: number[] = [];
    const read = async (examId: number) => {
      reads.push(examId);
      await new Promise((r) => setImmediate(r));
      return banks.get(examId)!.map((x) => ({ ...x }));
    };
    return { banks, reads, read };
  }

  it('reads a bank once per version, once for a burst of cold starts, and again when the version rises', async () => {
    const s = source();
    const cache = new BankCache(s.read);
    const burst = await Promise.all(Array.from({ length: 20 }, () => cache.bankOf(1, 0)));
    expect(s.reads).toEqual([1]);
    expect(burst.every((b) => b === burst[0])).toBe(true);
    expect((await cache.bankOf(1, 0))[0].content).toBe('one');
    expect(s.reads).toEqual([1]);
    // An edit: the database bumped the version, the next start reads the bank again.
    s.banks.set(1, [q(1, 'one, edited')]);
    expect((await cache.bankOf(1, 1))[0].content).toBe('one, edited');
    expect(s.reads).toEqual([1, 1]);
    // A start that read the exam row before the edit is served the newer copy, without a read.
    expect((await cache.bankOf(1, 0))[0].content).toBe('one, edited');
    expect(s.reads).toEqual([1, 1]);
    // Another exam has its own copy.
    expect((await cache.bankOf(2, 0))[0].content).toBe('two');
    expect(s.reads).toEqual([1, 1, 2]);
  });

  it('keeps a bounded number of exams and reads a copy again after its maximum age', async () => {
    const s = source();
    const cache = new BankCache(s.read, { maxExams: 1, maxAgeMs: 60_000 });
    await cache.bankOf(1, 0);
    await cache.bankOf(2, 0);
    await cache.bankOf(1, 0);
    expect(s.reads).toEqual([1, 2, 1]);
    const aged = new BankCache(s.read, { maxExams: 10, maxAgeMs: 0 });
    await aged.bankOf(1, 0);
    await aged.bankOf(1, 0);
    expect(s.reads).toEqual([1, 2, 1, 1, 1]);
  });
});
