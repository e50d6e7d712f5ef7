// Starts a script of a checkout (this one, or BENCH_BEFORE_ROOT's older one) as the benches that
// compare two servers do: `node --import tsx <script>` in production mode, waiting until a probe
// URL answers. One home for what course-detail, course-list, session-user-cpu and start-burst share.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

export type Started = { pid: number; stop: () => Promise<void> };

/** Starts `node --import tsx <script>` of a checkout and waits until `probe` answers; answers its pid and a stop. */
export async function startScript(cwd: string, script: string, env: Record<string, string>, probe: string): Promise<Started> {
  // The server's Node flags as `npm start` passes them, for the bare route too (same runtime settings).
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(cwd, script)], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${script} in ${cwd} exited with ${child.exitCode}`);
    if (i > 600) throw new Error(`${probe} did not answer`);
    if (
      await fetch(probe).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      // Ended already: by itself (exitCode) or by an earlier stop's signal (signalCode; exitCode stays
      // null then, and waiting for a second 'exit' left a top-level await pending: Node exits 13).
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { pid: child.pid!, stop };
}
