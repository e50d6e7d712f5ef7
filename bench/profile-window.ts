// The server's profile of one window (bench/cpu-prof.mjs with BENCH_CPU_PROF_ON_SIGNAL=1): the
// second SIGUSR2 ends the window and the preload writes the profile, renamed into place once complete.
import fs from 'node:fs';
import path from 'node:path';

/** A .cpuprofile as far as the busy time needs it. */
export type WindowProfile = { nodes: { id: number; callFrame: { functionName: string } }[]; samples: number[]; timeDeltas: number[]; startTime: number };

/** The sampled busy time of a profile (every sample but idle), in µs. */
export function busyUsOf(profile: WindowProfile): number {
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  return profile.samples.reduce((sum, id, i) => sum + (idle.has(id) ? 0 : (profile.timeDeltas[i] ?? 0)), 0);
}

/** Ends the profiled window of the server `pid` and answers its profile file and the sampled busy time (not idle), in µs. */
export async function endProfileWindow(pid: number, dir: string): Promise<{ file: string; busyUs: number; profile: WindowProfile }> {
  process.kill(pid, 'SIGUSR2');
  const file = path.join(dir, `window-${pid}.cpuprofile`);
  for (let i = 0; i < 600 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as WindowProfile;
  return { file, busyUs: busyUsOf(profile), profile };
}
