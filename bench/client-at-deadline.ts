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
