// What autovacuum would do to the bench's PostgreSQL database, done by the bench (issue 19).
//
// This machine's PostgreSQL runs with `autovacuum = off` (`show autovacuum`), a setting of the
// machine, not of the product: a live database has it on. Without it the exam day's tables keep the
// statistics of their empty state for the whole run (10,000 learners, sessions and registrations
// made just before, then 10,000 papers and 500,000 drawn questions written by the starts), and the
// planner picks plans for empty tables: the session lookup of a batch of 50 took 13.8 ms at the
// deadline in session 28 (whole-table scans). So a live database is imitated: once at the start and
// then every `autovacuum_naptime` (60 s by default), each table whose rows changed since its last
// analyze exceed autovacuum's default threshold is analyzed, and each with enough dead or inserted
// rows vacuumed, with autovacuum's default cost throttle. When the server's autovacuum is on, it does
// nothing: the real one runs. BENCH_AUTOVACUUM_STANDIN=0 turns it off (to measure what it changes).
//
// The second pass comes half a naptime after the first (BENCH_AUTOVACUUM_PHASE, seconds), then one
// every naptime. A live autovacuum's passes fall anywhere against an exam's deadline; with a whole
// naptime here, the exam day (which starts its clock right after the first pass, and whose runs are
// whole minutes) had a pass analyze the 500,000 drawn questions at the very moment of every
// deadline, the one case in ten a real one would hit, in every run (issue 19, session 30). Any
// minute holds one pass, so one still falls in the exam day's 60 s of starts: now in its middle
// (the earlier phase put it at the window's very end, when few starts were left; compare start
// figures across that change with care). BENCH_AUTOVACUUM_PHASE=60 gives the earlier timing.
import pg from 'pg';

/** PostgreSQL 15's defaults (autovacuum_* settings). */
const NAPTIME_MS = 60_000;
/** From the first pass to the second: halfway between two passes by default (see above). */
const PHASE_MS = Number(process.env.BENCH_AUTOVACUUM_PHASE ?? NAPTIME_MS / 2000) * 1000;
const ANALYZE = { threshold: 50, scale: 0.1 };
const VACUUM = { threshold: 50, scale: 0.2 };
const VACUUM_INSERT = { threshold: 1000, scale: 0.2 };

type TableStats = { name: string; tuples: number; modified: number; dead: number; inserted: number };

export class AutovacuumStandIn {
  /** What it did, for the bench's report: "analyze sessions at 0 s", … */
  readonly done: string[] = [];
  private client?: pg.Client;
  private timer?: NodeJS.Timeout;
  private pass?: Promise<void>;
  private startedAt = 0;

  constructor(private readonly url: string) {}

  /** Runs a first pass now (the tables the preparation filled), then one per naptime. */
  async start(): Promise<void> {
    if (process.env.BENCH_AUTOVACUUM_STANDIN === '0') return;
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    const { rows } = await client.query<{ autovacuum: string }>('show autovacuum');
    if (rows[0].autovacuum === 'on') {
      await client.end();
      return;
    }
    // autovacuum's throttle (autovacuum_vacuum_cost_delay 2 ms, limit 200); a manual VACUUM has none.
    await client.query(`set vacuum_cost_delay = '2ms'; set vacuum_cost_limit = 200`);
    this.client = client;
    this.startedAt = Date.now();
    await this.runPass();
    this.timer = setTimeout(() => {
      void this.runPass();
      this.timer = setInterval(() => void this.runPass(), NAPTIME_MS);
    }, PHASE_MS);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    await this.pass;
    await this.client?.end();
    this.client = undefined;
  }

  private runPass(): Promise<void> {
    // One pass at a time, like one autovacuum worker per database.
    this.pass ??= this.onePass().finally(() => (this.pass = undefined));
    return this.pass;
  }

  private async onePass(): Promise<void> {
    const client = this.client;
    if (!client) return;
    const { rows } = await client.query<TableStats>(`
      select quote_ident(s.relname) as name, greatest(c.reltuples, 0)::float8 as tuples, s.n_mod_since_analyze::float8 as modified,
             s.n_dead_tup::float8 as dead, s.n_ins_since_vacuum::float8 as inserted
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid`);
    const at = `${Math.round((Date.now() - this.startedAt) / 1000)} s`;
    for (const t of rows) {
      const vacuum = t.dead > VACUUM.threshold + VACUUM.scale * t.tuples || t.inserted > VACUUM_INSERT.threshold + VACUUM_INSERT.scale * t.tuples;
      const analyze = t.modified > ANALYZE.threshold + ANALYZE.scale * t.tuples;
      if (!vacuum && !analyze) continue;
      const what = vacuum && analyze ? 'vacuum analyze' : vacuum ? 'vacuum' : 'analyze';
      try {
        await client.query(`${what} ${t.name}`);
        this.done.push(`${what} ${t.name} at ${at}`);
      } catch (err) {
        // A table dropped meanwhile, or the bench ending: autovacuum too skips and tries next time.
        this.done.push(`${what} ${t.name} at ${at} failed: ${(err as Error).message}`);
      }
    }
  }
}
