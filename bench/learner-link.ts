// A learner's own keep-alive connection to the server, as a browser tab holds one (the exam day and
// the deadline burst). By default the lean client (bench/lean-http.ts: raw socket, pre-built request
// bytes, minimal but real parsing), which leaves the cores to the server and PostgreSQL; with
// BENCH_CLIENT=node-http the former node:http client with a keep-alive Agent per learner, to compare
// (bench/client-cpu.ts measures both alone).
import http from 'node:http';
import { send, sendLean, type Reply } from './exam-class';
import { LeanConnection } from './lean-http';

export const CLIENT_KIND = process.env.BENCH_CLIENT === 'node-http' ? 'node-http' : 'lean';

export type LearnerLink = {
  /** POSTs `payload` as JSON to `path` with the learner's headers; a transport failure is status 0. */
  post(path: string, payload: unknown): Promise<Reply>;
  close(): void;
};

export function learnerLink(serverUrl: string, headers: Record<string, string>): LearnerLink {
  const base = new URL(serverUrl);
  if (CLIENT_KIND === 'node-http') {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    return { post: (path, payload) => send(new URL(path, base), 'POST', headers, payload, agent), close: () => agent.destroy() };
  }
  const conn = new LeanConnection(base, headers);
  return { post: (path, payload) => sendLean(conn, 'POST', path, payload), close: () => conn.close() };
}
