import { describe, expect, it } from 'vitest';
import { Admission, ExamBusy, examAdmissionsFor } from './exam-admission';

/** A promise and its resolver: a start that ends when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('exam admission', () => {
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

  it('answers ExamBusy to a call that waited longer than the bound, and never runs it', async () => {
    const admission = new Admission(1, 50, 'submits');
    const held = gate();
    const first = admission.run(() => held.opened);
    let ran = false;
    const late = admission.run(async () => void (ran = true));
    await expect(late).rejects.toBeInstanceOf(ExamBusy);
    await expect(late).rejects.toMatchObject({ what: 'submits' });
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

  it('is sized from the pool: starts half of it and submits a quarter on PostgreSQL, two each on the embedded database, a wait of six connection waits for starts and ten for submits', () => {
    const of = (kind: 'postgres' | 'pglite', pool = {}) => {
      const { starts, submits } = examAdmissionsFor(kind, pool);
      return { starts: { slots: starts.slots, maxWaitMs: starts.maxWaitMs }, submits: { slots: submits.slots, maxWaitMs: submits.maxWaitMs } };
    };
    expect(of('postgres', { max: 20, connectionTimeoutMillis: 5_000 })).toEqual({
      starts: { slots: 10, maxWaitMs: 30_000 },
      submits: { slots: 5, maxWaitMs: 50_000 },
    });
    expect(of('postgres', { max: 2 })).toEqual({ starts: { slots: 1, maxWaitMs: 30_000 }, submits: { slots: 1, maxWaitMs: 50_000 } });
    expect(of('postgres', { max: 1, connectionTimeoutMillis: 100 })).toEqual({ starts: { slots: 1, maxWaitMs: 600 }, submits: { slots: 1, maxWaitMs: 1_000 } });
    expect(of('pglite')).toEqual({ starts: { slots: 2, maxWaitMs: 30_000 }, submits: { slots: 2, maxWaitMs: 50_000 } });
  });
});
