// Preloaded into the bench's server (`--import ./bench/cpu-prof.mjs` in NODE_OPTIONS, where Node
// refuses --cpu-prof itself) when BENCH_CPU_PROF names a directory: profiles the process with the
// inspector and writes a .cpuprofile there (open it in Chrome DevTools or read it with
// bench/profile-summary.ts). With BENCH_CPU_PROF_ON_SIGNAL=1 the profile covers only the window
// between two SIGUSR2 (bench/save-burst.ts: the burst alone, not the start-up); otherwise the whole
// process, written at exit (the in-thread inspector session answers synchronously, so the profile
// is written inside the 'exit' handler).
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';

const dir = process.env.BENCH_CPU_PROF;

/**
 * Drops the samples taken while `Profiler.start` itself ran (under this file's frames: 0.3 to 3.5 s
 * on a shared machine, before the bench's burst begins), which counted as the server's busy time
 * per submit until session 26. They are the profile's first samples, so its start moves past them.
 */
function withoutProfilerStart(profile) {
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const ours = new Map();
  const isOurs = (id) => {
    if (ours.has(id)) return ours.get(id);
    const n = byId.get(id);
    const mine = n.callFrame.url.endsWith('/bench/cpu-prof.mjs') || (parent.has(id) && isOurs(parent.get(id)));
    ours.set(id, mine);
    return mine;
  };
  const samples = [];
  const timeDeltas = [];
  let dropped = 0;
  profile.samples.forEach((id, i) => {
    if (isOurs(id)) dropped += profile.timeDeltas[i] ?? 0;
    else {
      samples.push(id);
      timeDeltas.push(profile.timeDeltas[i] ?? 0);
    }
  });
  profile.samples = samples;
  profile.timeDeltas = timeDeltas;
  profile.startTime += dropped;
}
if (dir) {
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  let running = false;
  const start = () => {
    session.post('Profiler.start');
    running = true;
    // The start blocks this thread for up to seconds on a shared machine: the bench waits for this file before its burst.
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `started-${process.pid}`), '');
  };
  const stop = (name) => {
    if (!running) return;
    running = false;
    session.post('Profiler.stop', (err, result) => {
      if (err) return;
      withoutProfilerStart(result.profile);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${name}.cpuprofile.tmp`), JSON.stringify(result.profile));
      // Renamed when complete: the bench waits for the final name.
      fs.renameSync(path.join(dir, `${name}.cpuprofile.tmp`), path.join(dir, `${name}.cpuprofile`));
    });
  };
  if (process.env.BENCH_CPU_PROF_ON_SIGNAL === '1') process.on('SIGUSR2', () => (running ? stop(`window-${process.pid}`) : start()));
  else start();
  process.on('exit', () => stop(`server-${process.pid}`));
}
