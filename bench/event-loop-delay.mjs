// Preloaded into the bench's server (`--import ./bench/event-loop-delay.mjs` in NODE_OPTIONS) when
// BENCH_EVENT_LOOP names a file: measures how late the server's event loop runs its callbacks
// (perf_hooks monitorEventLoopDelay, 10 ms resolution) and writes the histogram to that file as
// JSON at exit. SIGUSR2 restarts it, so the figures cover the measured window and not the start-up
// (opening PGlite, migrations). Used by bench/pglite-thread.ts and, with its per-second `timeline`
// (epoch ms, p99 and max of each second), by the exam-day watch (issue 19).
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_EVENT_LOOP;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  const second = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  second.enable();
  let since = Date.now();
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  const timeline = [];
  setInterval(() => {
    timeline.push({ at: Date.now(), p99: ms(second.percentile(99)), max: ms(second.max) });
    second.reset();
  }, 1000).unref();
  process.on('SIGUSR2', () => {
    histogram.reset();
    since = Date.now();
    timeline.length = 0;
  });
  process.on('exit', () => {
    fs.writeFileSync(
      file,
      JSON.stringify({
        seconds: (Date.now() - since) / 1000,
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        mean: ms(histogram.mean),
        timeline,
      }),
    );
  });
}
