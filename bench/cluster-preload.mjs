// Preloaded into the bench's server (`--import ./bench/cluster-preload.mjs` in NODE_OPTIONS) when
// BENCH_NODES is more than 1: the process becomes a Node cluster primary that runs that many server
// processes on the one port (issue 19, session 26: what a second process gives the deadline burst).
// The primary forks them one after another, each once the one before listens (migrations run in the
// first; the others find them applied), writes their pids to BENCH_NODES_PIDS (one a line) when all
// listen, and never runs the server itself: it only hands each new connection to a worker in turn
// (Node's round-robin), so a keep-alive connection stays with one worker. SIGTERM or SIGINT stops
// the workers, then the primary.
import cluster from 'node:cluster';
import fs from 'node:fs';

const nodes = Number(process.env.BENCH_NODES ?? 1);
if (nodes > 1 && cluster.isPrimary) {
  const workers = [];
  for (let i = 0; i < nodes; i++) {
    const worker = cluster.fork();
    await new Promise((resolve, reject) => {
      worker.once('listening', resolve);
      worker.once('exit', (code) => reject(new Error(`server process ${i + 1} exited with ${code} before listening`)));
    });
    workers.push(worker);
  }
  if (process.env.BENCH_NODES_PIDS) fs.writeFileSync(process.env.BENCH_NODES_PIDS, workers.map((w) => w.process.pid).join('\n'));
  const stop = () => {
    for (const w of workers) w.process.kill('SIGTERM');
    let left = workers.filter((w) => w.process.exitCode === null && w.process.signalCode === null).length;
    if (left === 0) process.exit(0);
    for (const w of workers) w.once('exit', () => --left === 0 && process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // The server (the main module) runs in the workers only: the primary's preload never finishes.
  await new Promise(() => {});
}
