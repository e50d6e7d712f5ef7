// The exam day's load generator at the deadline (issue 19, session 32): in the 600 s exam day the
// deadline's 10,000 submits cost this process 141 µs of CPU each, against 43 to 49 in
// `bench/submit-burst.ts`'s burst alone, so the generator took half a core from the server and
// PostgreSQL just when they needed both. What it does then: its garbage collection (always, from
// PerformanceObserver's `gc` entries) and, with BENCH_EXAM_DAY_CLIENT_PROF=<file>, a CPU profile of
// this process from 5 s before the deadline until the last submit's answer (the inspector's
// profiler blocks the thread while it starts, so it starts during the saves, not in the burst),
// for `bench/profile-summary.ts`.
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import { PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

/** Garbage collection in this process from now until `end()`: pauses, their sum, the heap then. */
export function clientGc() {
  let count = 0;
  let ms = 0;
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      count++;
      ms += e.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const heapFrom = process.memoryUsage().heapUsed;
  return {
    end(): string {
      observer.disconnect();
      const heapTo = process.memoryUsage().heapUsed;
      return `load generator's GC ${count} pauses, ${ms.toFixed(0)} ms; its heap ${(heapFrom / 2 ** 20).toFixed(0)} → ${(heapTo / 2 ** 20).toFixed(0)} MB`;
    },
  };
}

/** Starts profiling this process `leadMs` before `deadline` (performance.now() time); `stop()` writes the file. */
export function clientProfile(file: string, deadline: number, leadMs = 5000) {
  const session = new inspector.Session();
  session.connect();
  const started = new Promise<void>((resolve) => {
    setTimeout(
      () => {
        void session
          .post('Profiler.enable')
          .then(() => session.post('Profiler.start'))
          .then(() => resolve());
      },
      Math.max(0, deadline - performance.now() - leadMs),
    );
  });
  return {
    async stop(): Promise<string> {
      await started;
      const { profile } = await session.post('Profiler.stop');
      fs.writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
      return `load generator's profile ${file}`;
    },
  };
}

/**
 * A full collection of this process `leadMs` before `deadline` (performance.now() time), so that
 * its heap's major collection does not fall in the burst (session 32's profile: 450 ms of the
 * generator's samples there, a core taken from the server and PostgreSQL while every answer
 * waited to be read). The 10,000 learners stand for 10,000 browsers, each collecting its own heap
 * on its own device; the server's own collections are untouched. `done()` says what it took.
 */
export function clientCollectBefore(deadline: number, leadMs = 4000) {
  v8.setFlagsFromString('--expose-gc');
  // A new context sees the flag set after this process started; the main one would not.
  const gc = vm.runInNewContext('gc') as () => void;
  let took: string | undefined;
  const timer = setTimeout(
    () => {
      const before = process.memoryUsage().heapUsed;
      const from = performance.now();
      gc();
      took = `a collection forced ${leadMs / 1000} s before: ${(performance.now() - from).toFixed(0)} ms, heap ${(before / 2 ** 20).toFixed(0)} → ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB`;
    },
    Math.max(0, deadline - performance.now() - leadMs),
  );
  return {
    done(): string {
      clearTimeout(timer);
      return took ?? 'no collection forced (the deadline came first)';
    },
  };
}
