// The server's profile at the exam day's deadline (issue 19, session 33): the deadline's submits
// cost the server 253 to 263 µs of CPU each in session 32's exam days against 190 to 230 in
// `bench/submit-burst.ts`'s burst alone, which profiles its server the same way (bench/cpu-prof.mjs
// between two SIGUSR2, 500 µs sampling). With BENCH_EXAM_DAY_SERVER_PROF=<dir> the exam day's
// server is started with that preload; its profiler starts `leadMs` before the deadline (the start
// blocks the server's thread for up to seconds, so not in the burst) and stops at the last submit's
// answer; the samples before the deadline (saves) are cut off, so the profile is the burst's alone.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { busyUsOf, endProfileWindow } from './profile-window';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_PROF = process.env.BENCH_EXAM_DAY_SERVER_PROF ? path.resolve(process.env.BENCH_EXAM_DAY_SERVER_PROF) : undefined;

/** The server's environment for the profile window (added to the exam day's own NODE_OPTIONS preloads). */
export const serverProfileEnv = (dir: string) => ({
  preload: path.join(root, 'bench/cpu-prof.mjs'),
  env: { BENCH_CPU_PROF: dir, BENCH_CPU_PROF_ON_SIGNAL: '1' },
});

/** Both processes read CLOCK_MONOTONIC: V8's profile times and `process.hrtime` agree, in µs here. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

export function serverProfile(pid: number, dir: string, deadline: number, leadMs = 8000) {
  fs.rmSync(dir, { recursive: true, force: true });
  const timer = setTimeout(() => process.kill(pid, 'SIGUSR2'), Math.max(0, deadline - performance.now() - leadMs));
  let from = 0;
  return {
    /** Called at the deadline. */
    mark() {
      from = monotonicUs();
    },
    async stop(submits: number): Promise<string> {
      clearTimeout(timer);
      const { file, profile } = await endProfileWindow(pid, dir);
      // Keeps the samples from the deadline on; the first kept sample's delta counts from the deadline.
      let t = profile.startTime;
      const samples: number[] = [];
      const deltas: number[] = [];
      profile.samples.forEach((id, i) => {
        const before = t;
        t += profile.timeDeltas[i] ?? 0;
        if (t < from) return;
        samples.push(id);
        deltas.push(samples.length === 1 ? t - Math.max(before, from) : (profile.timeDeltas[i] ?? 0));
      });
      const cut = { ...profile, samples, timeDeltas: deltas, startTime: from };
      const burstFile = file.replace(/\.cpuprofile$/, '-burst.cpuprofile');
      fs.writeFileSync(burstFile, JSON.stringify(cut));
      const busyUs = busyUsOf(cut);
      return `server busy (sampled, from the deadline) ${(busyUs / 1000).toFixed(0)} ms = ${(busyUs / Math.max(1, submits)).toFixed(0)} µs a submit, profile ${burstFile}`;
    },
  };
}
