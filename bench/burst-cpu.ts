// Who used the machine's CPU during a burst (issue 19: is the server, PostgreSQL or the load
// generator the limit?). CPU time from /proc between two readings: the server process(es), the
// backends serving the bench's database (pg_stat_activity, read at the end through a connection of
// its own), PostgreSQL's other processes (its background writers, other databases' backends: other
// helpers' tests on a shared machine), this process (the load generator: every client's socket, JSON
// and timing) and the whole machine.
import pg from 'pg';
import { machineTimes, postgresPids, processTicks } from './exam-day-watch';

const TICKS = 100; // USER_HZ on Linux

type Reading = { at: number; machine: { busy: number; all: number }; servers: number[]; postgres: Map<number, number>; self: NodeJS.CpuUsage };

export type BurstCpu = {
  seconds: number;
  /** CPU seconds used in the window. */
  server: number;
  postgresBench: number;
  postgresOther: number;
  loadGenerator: number;
  machine: number;
  /** The machine's cores (all of them were shared by the above and whatever else ran). */
  cores: number;
};

function read(serverPids: number[]): Reading {
  return {
    at: performance.now(),
    machine: machineTimes(),
    servers: serverPids.map(processTicks),
    postgres: new Map(postgresPids().map((p) => [p, processTicks(p)])),
    self: process.cpuUsage(),
  };
}

/** Starts a window; `end()` answers the CPU each part used in it. */
export function burstCpuWindow(serverPids: number[], databaseUrl?: string) {
  const from = read(serverPids);
  return {
    async end(): Promise<BurstCpu> {
      const to = read(serverPids);
      const mine = new Set<number>();
      if (databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          const { rows } = await client.query<{ pid: number }>(
            'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
          );
          for (const r of rows) mine.add(r.pid);
        } finally {
          await client.end();
        }
      }
      let postgresBench = 0;
      let postgresOther = 0;
      for (const [pid, ticks] of to.postgres) {
        const used = ticks - (from.postgres.get(pid) ?? 0);
        if (mine.has(pid)) postgresBench += used;
        else postgresOther += used;
      }
      const cores = (to.machine.all - from.machine.all) / TICKS / ((to.at - from.at) / 1000);
      const selfUs = to.self.user - from.self.user + (to.self.system - from.self.system);
      return {
        seconds: (to.at - from.at) / 1000,
        server: to.servers.reduce((sum, t, i) => sum + t - from.servers[i], 0) / TICKS,
        postgresBench: postgresBench / TICKS,
        postgresOther: postgresOther / TICKS,
        loadGenerator: selfUs / 1e6,
        machine: (to.machine.busy - from.machine.busy) / TICKS,
        cores: Math.round(cores),
      };
    },
  };
}

/** One line: each part's CPU seconds, cores on average over the window, and µs per submit. */
export function describeBurstCpu(cpu: BurstCpu, submits: number): string {
  const part = (name: string, s: number) =>
    `${name} ${s.toFixed(2)} s (${(s / cpu.seconds).toFixed(2)} cores, ${((s * 1e6) / Math.max(1, submits)).toFixed(0)} µs/submit)`;
  return (
    `CPU in the ${cpu.seconds.toFixed(1)} s burst (${cpu.cores} cores): ` +
    [
      part('server', cpu.server),
      part('PostgreSQL (bench database)', cpu.postgresBench),
      part('PostgreSQL (other)', cpu.postgresOther),
      part('load generator', cpu.loadGenerator),
      part('machine', cpu.machine),
    ].join(', ')
  );
}
