// `BENCH_DATABASE_URL=postgres://… npx tsx bench/exam-prepared.ts`: does a prepared statement pay
// on PostgreSQL (issue 19)? Runs the exam save's statement (the shape of exam.repo
// saveInOpenPaper: a CTE locking the attempt FOR SHARE and an UPDATE of one question) and the
// session's user read (a primary-key SELECT) on temporary tables of the same shape, in blocks
// alternating an unnamed statement (parse, plan, bind, execute on every call: what drizzle sends)
// and a named one (node-postgres prepares it once per connection, then binds and executes), one
// connection, back to back. Prints microseconds per statement for each.
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required (a PostgreSQL URL)');
const PAPERS = 1000;
const QUESTIONS = 50;
const BLOCK = Number(process.env.BENCH_PREPARED_BLOCK ?? 2000);
const ROUNDS = Number(process.env.BENCH_PREPARED_ROUNDS ?? 4);

const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query(`
  create temp table papers (id serial primary key, user_id int not null, site_id int not null, deadline_at timestamptz not null, submitted_at timestamptz);
  create temp table questions (id serial primary key, paper_id int not null, question_type smallint not null, options jsonb not null, user_answer jsonb, answered_at timestamptz);
  create index on questions (paper_id);
  create temp table people (id serial primary key, email text not null, role smallint not null, deleted_at timestamptz, name text);
  insert into papers (user_id, site_id, deadline_at) select g, 1, now() + interval '1 hour' from generate_series(1, ${PAPERS}) g;
  insert into questions (paper_id, question_type, options) select p, 1, '["a","b","c","d"]' from generate_series(1, ${PAPERS}) p cross join generate_series(1, ${QUESTIONS}) order by p;
  insert into people (email, role, name) select 'u' || g || '@x.test', 1, 'User ' || g from generate_series(1, ${PAPERS}) g;
  analyze papers; analyze questions; analyze people;`);

const SAVE = `
  with p as (
    select id, deadline_at from papers
    where id = $1 and user_id = $2 and site_id = 1 and submitted_at is null and deadline_at >= $3::timestamptz
    for share
  )
  update questions q set user_answer = $4::jsonb, answered_at = $5::timestamptz
  from p
  where q.id = $6 and q.paper_id = p.id and jsonb_array_length(q.options) >= $7::int and (q.question_type = 2 or $8::int <= 1)
  returning q.question_type, p.deadline_at`;
const USER = `select id, email, role, name from people where id = $1 and deleted_at is null limit 1`;

function saveValues(i: number) {
  const paper = (i % PAPERS) + 1;
  const now = new Date();
  return [paper, paper, new Date(now.getTime() - 60_000).toISOString(), '["B"]', now.toISOString(), (paper - 1) * QUESTIONS + 1 + (i % QUESTIONS), 2, 1];
}

async function block(kind: 'save' | 'user', named: boolean): Promise<number> {
  const t0 = performance.now();
  for (let i = 0; i < BLOCK; i++) {
    const text = kind === 'save' ? SAVE : USER;
    const values = kind === 'save' ? saveValues(i) : [(i % PAPERS) + 1];
    const res = await client.query(named ? { name: `bench-${kind}`, text, values } : { text, values });
    if (res.rowCount !== 1) throw new Error(`${kind}: expected one row`);
  }
  return ((performance.now() - t0) * 1000) / BLOCK;
}

const results: Record<string, number[]> = {};
for (let r = 0; r < ROUNDS; r++)
  for (const kind of ['save', 'user'] as const)
    for (const named of r % 2 ? [true, false] : [false, true]) (results[`${kind} ${named ? 'named' : 'unnamed'}`] ??= []).push(await block(kind, named));
await client.end();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [what, us] of Object.entries(results))
  console.log(`${what.padEnd(14)} median ${median(us).toFixed(0)} µs per statement (blocks: ${us.map((u) => u.toFixed(0)).join(', ')})`);
