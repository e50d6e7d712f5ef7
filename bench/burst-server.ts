// What the exam's burst benches (bench/save-burst.ts, bench/start-burst.ts) share: their settings
// from the environment, a server of a checkout started for a burst (profiled when asked), and the
// two ways of profiling this tree's server over one burst:
// - BENCH_CPU_PROF=<dir>: V8's sampler (wall time) between two SIGUSR2 (bench/cpu-prof.mjs), the
//   profile kept as <dir>-round<n>.cpuprofile (bench/profile-summary.ts reads it);
// - BENCH_PERF=<file>: `perf record -a -e cpu-clock -g` of the whole machine on CPU time, the server
//   run with --perf-basic-prof so JavaScript frames have names (`perf report -i <file>-round<n>`).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../e2e/server';
import { startScript } from './checkout-process';
import { endProfileWindow } from './profile-window';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const PROF = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
export const PERF = process.env.BENCH_PERF ? path.resolve(process.env.BENCH_PERF) : undefined;

/** BENCH_DATABASE_URL: a PostgreSQL URL whose user may create databases (each server gets a fresh one). */
export function adminDatabaseUrl(): string {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL (PostgreSQL) is needed');
  return url;
}

/**
 * The server of checkout `cwd` on `databaseUrl`, started as `npm start` does (checkout-process.ts),
 * on a free port; `profiled` adds what BENCH_CPU_PROF or BENCH_PERF need, `nodeOptions` more Node options.
 */
export async function burstServer(cwd: string, databaseUrl: string, profiled: boolean, nodeOptions?: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = { PORT: String(port), PUBLIC_URL: url, DATABASE_URL: databaseUrl, DATA_DIR: os.tmpdir(), TRUST_PROXY: 'true' };
  if (profiled && PROF) {
    Object.assign(env, { NODE_OPTIONS: `--import ${path.join(root, 'bench/cpu-prof.mjs')}`, BENCH_CPU_PROF: PROF, BENCH_CPU_PROF_ON_SIGNAL: '1' });
  }
  if (profiled && PERF) env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --perf-basic-prof`.trim();
  if (nodeOptions) env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} ${nodeOptions}`.trim();
  return { url, ...(await startScript(cwd, 'apps/server/src/main.ts', env, `${url}/healthz`)) };
}

/** `perf record` of the whole machine on CPU time until the answered stop is called. */
async function perfRecord(file: string) {
  const child = spawn('perf', ['record', '-q', '-a', '-g', '-e', 'cpu-clock', '-F', '1999', '-o', file], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 500)); // perf's start-up, not the burst's
  return () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
}

/**
 * Starts the profiles asked for (BENCH_CPU_PROF, BENCH_PERF) of the server `pid` when it is the
 * `profiled` one, for round `round`; the answered end stops them and puts the files in place.
 */
export async function profileBurst(s: { pid: number; profiled: boolean }, round: number): Promise<() => Promise<void>> {
  if (!s.profiled) return async () => undefined;
  if (PROF) {
    fs.rmSync(PROF, { recursive: true, force: true });
    process.kill(s.pid, 'SIGUSR2');
    while (!fs.existsSync(path.join(PROF, `started-${s.pid}`))) await new Promise((r) => setTimeout(r, 20));
  }
  const stopPerf = PERF ? await perfRecord(`${PERF}-round${round}`) : undefined;
  return async () => {
    await stopPerf?.();
    if (PROF) {
      const { file } = await endProfileWindow(s.pid, PROF);
      fs.renameSync(file, path.join(path.dirname(PROF), `${path.basename(PROF)}-round${round}.cpuprofile`));
    }
  };
}
