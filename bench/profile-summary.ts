// Reads a .cpuprofile (bench/cpu-prof.mjs, or node --cpu-prof) and prints where the time went:
// self time by part (the embedded database's WebAssembly, the PostgreSQL driver, drizzle, Fastify,
// zod, the server's own modules by folder, Node internals, idle) and the top functions by self time,
// or, with a second argument, the inclusive time of the functions whose name matches it.
// `npx tsx bench/profile-summary.ts <file.cpuprofile> [saveAnswer]`
import fs from 'node:fs';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const [file, match] = process.argv.slice(2);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

function partOf(n: Node): string {
  const { url, functionName } = n.callFrame;
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(garbage collector)') return 'garbage collector';
  if (functionName === '(program)') return 'program (native, unattributed)';
  if (url.startsWith('wasm://')) return 'PGlite WebAssembly';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return `package ${pkg[1]}`;
  const own = /apps\/server\/src\/(modules\/[^/]+|platform|db|[^/]+)/.exec(url);
  if (own) return `server ${own[1]}`;
  if (url.startsWith('node:') || url === '') return 'Node internals';
  return url.replace(/^file:\/\/\/work\/main\//, '');
}

const pct = (us: number) => `${((100 * us) / total).toFixed(1)} %`;
const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;
console.log(`${file}: ${ms(total)} sampled`);
if (match) {
  // Inclusive time of matching frames (a recursive frame counted once per sample).
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let inclusive = 0;
  const under = new Map<string, number>();
  for (const [id, us] of selfUs) {
    let hit = false;
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) if (byId.get(cur)!.callFrame.functionName.includes(match)) hit = true;
    if (!hit) continue;
    inclusive += us;
    under.set(partOf(byId.get(id)!), (under.get(partOf(byId.get(id)!)) ?? 0) + us);
  }
  console.log(`\ninside frames named *${match}*: ${ms(inclusive)} (${pct(inclusive)} of all samples), by part:`);
  for (const [part, us] of [...under].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${part}: ${ms(us)} (${((100 * us) / inclusive).toFixed(1)} %)`);
} else {
  const parts = new Map<string, number>();
  const fns = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const n = byId.get(id)!;
    parts.set(partOf(n), (parts.get(partOf(n)) ?? 0) + us);
    const key = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\/(node_modules|src)\//, '$1/')}:${n.callFrame.lineNumber + 1}`;
    fns.set(key, (fns.get(key) ?? 0) + us);
  }
  console.log('\nself time by part:');
  for (const [part, us] of [...parts].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${part}: ${ms(us)} (${pct(us)})`);
  console.log('\ntop functions by self time:');
  for (const [fn, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${fn}: ${ms(us)} (${pct(us)})`);
}
