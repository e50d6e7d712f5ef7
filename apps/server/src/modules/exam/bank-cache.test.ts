import { describe, expect, it } from 'vitest';
import { BankCache } from './bank-cache';
import type { BankQuestion } from './paper';

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
