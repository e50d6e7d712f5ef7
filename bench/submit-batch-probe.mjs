// Preloaded into the bench's server beside bench/cpu-prof.mjs (`--import`): counts the exam
// submits' batches (submit-batch.ts publishes each on the `credo:exam-submit-batch` channel) in the
// window between two SIGUSR2, as the profile does, and writes them to `batches-<pid>.json` in
// BENCH_CPU_PROF when the window ends (bench/submit-burst.ts prints their sizes).
import { subscribe } from 'node:diagnostics_channel';
import fs from 'node:fs';
import path from 'node:path';

const dir = process.env.BENCH_CPU_PROF;
if (dir) {
  let sizes = null;
  let single = 0;
  let failed = 0;
  subscribe('credo:exam-submit-batch', (e) => {
    if (!sizes) return;
    sizes.push(e.size);
    single += e.single;
    if (e.failed) failed++;
  });
  process.on('SIGUSR2', () => {
    if (!sizes) {
      sizes = [];
      single = 0;
      failed = 0;
      return;
    }
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `batches-${process.pid}.json`);
    fs.writeFileSync(`${file}.part`, JSON.stringify({ sizes, single, failed }));
    fs.renameSync(`${file}.part`, file);
    sizes = null;
  });
}
