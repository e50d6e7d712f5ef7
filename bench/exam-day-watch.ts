// What the machine does, second by second, during an exam-day step (issue 19: why saves wait for a
// pool connection with 10,000 learners connected). Set BENCH_EXAM_DAY_WATCH=1: every second the
// bench reads the CPU time of the whole machine, of the server process and of PostgreSQL's backends
// (/proc), and on PostgreSQL how many of the server's connections run a statement, sit idle or wait
// on a lock (pg_stat_activity, through a connection of its own). Printed per 10 s window beside the
// saves sent in it, so a slow window shows whether the cores, PostgreSQL or the server's pool were busy.
import fs from 'node:fs';
import pg from 'pg';

export type WatchSample = {
  at: number;
  /** Share of the machine's CPU time used since the last sample (0–1, all cores). */
  machine: number;
  /** CPU seconds per second (1 = one core) of the server process and of PostgreSQL's processes. */
  server: number;
  postgres: number;
  /** The server's connections by state; lock waits among the active ones. */
  active: number;
  idle: number;
  inTransaction: number;
  lockWaits: number;
};

const TICKS = 100; // USER_HZ on Linux

export function machineTimes(): { busy: number; all: number } {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = cpu[3] + (cpu[4] ?? 0);
  const all = cpu.reduce((a, b) => a + b, 0);
  return { busy: all - idle, all };
}

/** utime + stime of a process, in ticks (0 when it is gone). */
export function processTicks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

export function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return pids;
}

export class ExamDayWatch {
  readonly samples: WatchSample[] = [];
  private timer?: NodeJS.Timeout;
  private client?: pg.Client;

  constructor(
    private readonly serverPid: number,
    private readonly databaseUrl?: string,
  ) {}

  async start() {
    if (this.databaseUrl) {
      this.client = new pg.Client({ connectionString: this.databaseUrl });
      await this.client.connect();
    }
    let lastMachine = machineTimes();
    let lastServer = processTicks(this.serverPid);
    let lastPostgres = new Map(postgresPids().map((p) => [p, processTicks(p)]));
    let lastAt = Date.now();
    const database = this.databaseUrl ? new URL(this.databaseUrl).pathname.slice(1) : '';
    this.timer = setInterval(() => {
      void (async () => {
        const at = Date.now();
        const seconds = (at - lastAt) / 1000;
        const machine = machineTimes();
        const server = processTicks(this.serverPid);
        const pgNow = new Map(postgresPids().map((p) => [p, processTicks(p)]));
        let pgTicks = 0;
        for (const [pid, ticks] of pgNow) pgTicks += ticks - (lastPostgres.get(pid) ?? 0);
        const states = { active: 0, idle: 0, inTransaction: 0, lockWaits: 0 };
        if (this.client) {
          const { rows } = await this.client.query<{ state: string | null; wait: string | null; n: string }>(
            `select state, wait_event_type as wait, count(*) as n from pg_stat_activity
              where datname = $1 and pid <> pg_backend_pid() group by 1, 2`,
            [database],
          );
          for (const r of rows) {
            const n = Number(r.n);
            if (r.state === 'active') states.active += n;
            else if (r.state === 'idle') states.idle += n;
            else if (r.state?.startsWith('idle in transaction')) states.inTransaction += n;
            if (r.wait === 'Lock') states.lockWaits += n;
          }
        }
        this.samples.push({
          at,
          machine: (machine.busy - lastMachine.busy) / Math.max(1, machine.all - lastMachine.all),
          server: (server - lastServer) / TICKS / seconds,
          postgres: Math.max(0, pgTicks) / TICKS / seconds,
          ...states,
        });
        lastMachine = machine;
        lastServer = server;
        lastPostgres = pgNow;
        lastAt = at;
      })().catch(() => {
        /* a missed sample; the next one covers the gap */
      });
    }, 1000);
  }

  async stop() {
    clearInterval(this.timer);
    await this.client?.end();
  }

  /** Means over [from, to) (epoch ms): CPU shares, connections by state (mean and max active). */
  window(from: number, to: number) {
    const inside = this.samples.filter((s) => s.at >= from && s.at < to);
    const mean = (pick: (s: WatchSample) => number) => (inside.length ? inside.reduce((a, s) => a + pick(s), 0) / inside.length : 0);
    return {
      machine: mean((s) => s.machine),
      server: mean((s) => s.server),
      postgres: mean((s) => s.postgres),
      active: mean((s) => s.active),
      maxActive: Math.max(0, ...inside.map((s) => s.active)),
      idle: mean((s) => s.idle),
      inTransaction: mean((s) => s.inTransaction),
      lockWaits: mean((s) => s.lockWaits),
    };
  }
}
