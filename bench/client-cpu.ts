// `npx tsx bench/client-cpu.ts`: the load generator's own CPU per request, by client (issue 19: the
// exam-day clients took 160 to 240 µs a submit of the two cores the server and PostgreSQL need).
// Starts the bare Fastify route, opens BENCH_CLIENT_CONNECTIONS (default 2,000) keep-alive
// connections per client kind, and sends bursts in the deadline's shape: every connection one
// request at the same moment, BENCH_CLIENT_ROUNDS bursts (default 10), the kinds alternated
// BENCH_CLIENT_REPEATS times (default 3). Prints this process's CPU (user + system, from
// process.cpuUsage) per request for node:http with a keep-alive Agent per connection (the old
// exam-day client), undici's Client per connection, and bench/lean-http.ts.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from 'undici';
import { startScript } from './checkout-process';
import { freePort } from '../e2e/server';
import { send } from './exam-class';
import { LeanConnection } from './lean-http';
import { learnerCookie } from './learner-cookie';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = Number(process.env.BENCH_CLIENT_CONNECTIONS ?? 2000);
const ROUNDS = Number(process.env.BENCH_CLIENT_ROUNDS ?? 10);
const REPEATS = Number(process.env.BENCH_CLIENT_REPEATS ?? 3);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const bare = await startScript(root, 'bench/bare-server.ts', { PORT: String(port) }, `${base}/bare`);
const headersOf = (i: number) => ({ cookie: learnerCookie(`token-${i}-${'x'.repeat(40)}`), origin: base, 'x-forwarded-for': `10.0.${i >> 8}.${i & 255}` });
const url = new URL('/bare', base);

type Kind = { name: string; open: () => Promise<(() => Promise<string>)[]>; close: () => Promise<void> };

function nodeHttp(): Kind {
  let agents: http.Agent[] = [];
  return {
    name: 'node:http, a keep-alive Agent each',
    async open() {
      agents = Array.from({ length: CONNECTIONS }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
      return agents.map((a, i) => async () => (await send(url, 'GET', headersOf(i), undefined, a)).body);
    },
    async close() {
      for (const a of agents) a.destroy();
    },
  };
}

function undici(): Kind {
  let clients: Client[] = [];
  return {
    name: 'undici Client each',
    async open() {
      clients = Array.from({ length: CONNECTIONS }, () => new Client(base, { pipelining: 1 }));
      return clients.map((c, i) => async () => {
        const res = await c.request({ path: '/bare', method: 'GET', headers: headersOf(i) });
        return res.body.text();
      });
    },
    async close() {
      await Promise.all(clients.map((c) => c.destroy()));
    },
  };
}

function lean(): Kind {
  let conns: LeanConnection[] = [];
  return {
    name: 'lean-http (raw socket)',
    async open() {
      conns = Array.from({ length: CONNECTIONS }, (_, i) => new LeanConnection(url, headersOf(i)));
      return conns.map((c) => async () => {
        const r = await c.request('GET', '/bare');
        if ('error' in r) throw new Error(r.error);
        return r.body;
      });
    },
    async close() {
      for (const c of conns) c.close();
    },
  };
}

async function measure(kind: Kind): Promise<number> {
  const senders = await kind.open();
  // The connections opened and warmed (not measured): one request each.
  for (let i = 0; i < senders.length; i += 200) await Promise.all(senders.slice(i, i + 200).map((s) => s()));
  const from = process.cpuUsage();
  for (let r = 0; r < ROUNDS; r++) {
    const bodies = await Promise.all(senders.map((s) => s()));
    if (!bodies.every((b) => b.includes('"code":200'))) throw new Error(`${kind.name}: an answer was not the bare envelope`);
  }
  const used = process.cpuUsage(from);
  await kind.close();
  return (used.user + used.system) / (ROUNDS * senders.length);
}

try {
  const kinds = [nodeHttp(), undici(), lean()];
  const results = new Map<string, number[]>(kinds.map((k) => [k.name, []]));
  for (let rep = 0; rep < REPEATS; rep++) {
    for (const k of kinds) {
      const us = await measure(k);
      results.get(k.name)!.push(us);
      console.log(`round ${rep + 1}: ${k.name}: ${us.toFixed(1)} µs CPU per request`);
    }
  }
  console.log(`${CONNECTIONS} connections, ${ROUNDS} bursts each, ${REPEATS} rounds alternated:`);
  for (const [name, us] of results) console.log(`  ${name}: ${us.map((u) => u.toFixed(1)).join(' / ')} µs per request`);
} finally {
  await bare.stop();
}
