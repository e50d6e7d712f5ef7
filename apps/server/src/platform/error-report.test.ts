import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messageFor } from '@credo/contracts/errors';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database, type PoolTimeouts } from '../db/client';
import { openTestDatabase } from '../../test/build-app';
import { testStorageDir } from '../../test/test-env';
import { errorReport, framesOf, isDatabaseUnavailable } from './error-report';

/** Every line the app logged, parsed (pino writes one JSON object per line). */
function captureLog() {
  const lines: string[] = [];
  return { stream: { write: (line: string) => void lines.push(line) }, lines, text: () => lines.join('') };
}

async function appOn(database: Database, log = captureLog()): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: testStorageDir() } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database, logStream: log.stream });
  // A query that fails on the caller's value: PostgreSQL 22P02 (invalid input syntax for type integer).
  app.post('/test/forced-db-error', async (req) => {
    const { value } = req.body as { value: string };
    return app.db.execute(sql`select ${value}::int as n`);
  });
  // What Node's stream.pipeline reports when the browser closes the connection mid-answer.
  app.get('/test/client-abort', async () => {
    throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });
  await app.ready();
  return app;
}

describe('the error log carries no request value (issue 13, finding 7)', () => {
  const SECRET = 'Secret-Value-7f3a9c';
  const log = captureLog();
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await appOn(database, log);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('logs a failed query by class, SQLSTATE and frames, without the SQL params, body or query', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/test/forced-db-error?q=${SECRET}-query`,
      payload: { value: `${SECRET}-body` },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, data: null, message: messageFor(500) });
    expect(log.text()).not.toContain(SECRET);
    expect(log.text()).not.toMatch(/Failed query|params:/);

    const entry = log.lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(entry).toMatchObject({
      level: 50,
      method: 'POST',
      route: '/test/forced-db-error',
      error: { type: 'DrizzleQueryError', cause: { code: '22P02' } },
    });
    expect(entry.error.stack).toMatch(/^at /);
    // The request line has the path only: the query string holds the caller's values.
    expect(log.lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'incoming request')?.req.url).toBe('/test/forced-db-error');
  });

  it("never logs a private calendar feed's token, which sits in the path (calendar apps poll it)", async () => {
    const token = `${SECRET}-feed-token`;
    await app.inject({ method: 'GET', url: `/api/calendar/feed/${token}.ics` });
    expect(log.text()).not.toContain(token);
    expect(log.lines.map((l) => JSON.parse(l)).some((l) => l.req?.url === '/api/calendar/feed/[withheld]')).toBe(true);
  });

  it('logs a client that went away mid-request at info level, not as an unhandled error', async () => {
    const before = log.lines.length;
    const res = await app.inject({ method: 'GET', url: '/test/client-abort' });
    expect(res.statusCode).toBe(400);
    const entries = log.lines.slice(before).map((l) => JSON.parse(l));
    expect(entries.find((l) => l.msg === 'client went away')).toMatchObject({ level: 30, route: '/test/client-abort' });
    expect(entries.some((l) => l.level >= 50)).toBe(false);
  });
});

describe('errorReport and framesOf', () => {
  it('keep names and codes, drop messages, details and multi-line messages out of the stack', () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      detail: 'Key (email)=(victim@example.test) already exists.',
      table: 'users',
      constraint: 'users_email',
      schema: 'public',
    });
    const wrapped = new Error('Failed query: insert into users\nparams: victim@example.test,\n    at /fake/frame.js:1:1', { cause: pgError });
    const report = errorReport(wrapped);
    expect(JSON.stringify(report)).not.toContain('victim@example.test');
    expect(report.cause).toMatchObject({ code: '23505', table: 'users', constraint: 'users_email', schema: 'public' });
    expect(report.stack).not.toContain('/fake/frame.js');
    expect(framesOf({ stack: 'Error: moved\n    at x (/a.js:1:1)', message: 'not in the stack' })).toBeUndefined();
  });

  it('tell a database out of reach from any other failure', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: Object.assign(new Error('y'), { code: '57P01' }) }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('z'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
  });
});

/**
 * A database outage answers 503 (item 9), through the real pg driver: a closed port refuses the
 * connection; a port that accepts and never answers runs into the pool's connection timeout.
 */
describe('a database out of reach answers 503', () => {
  const open: Array<{ close(): Promise<unknown> }> = [];
  afterAll(async () => {
    for (const o of open.reverse()) await o.close();
  });

  async function outage(url: string, timeouts: Partial<PoolTimeouts> = {}) {
    const database = await openDatabase({ databaseUrl: url, timeouts });
    const log = captureLog();
    const app = await appOn(database, log);
    open.push(database, app);
    return { app, log };
  }

  const expect503 = async (app: FastifyInstance) => {
    const api = await app.inject({ method: 'GET', url: '/api/certification/search?keyword=a%20secret&siteId=1&languageId=1' });
    expect(api.statusCode, api.body).toBe(503);
    expect(api.json()).toEqual({ code: 503, data: null, message: messageFor(503) });
    expect(api.headers['retry-after']).toBe('5');
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', database: 'postgres' });
  };

  it('when nothing listens on the port (ECONNREFUSED)', async () => {
    const { app, log } = await outage('postgres://postgres@127.0.0.1:1/credo');
    await expect503(app);
    expect(log.text()).toContain('"code":"ECONNREFUSED"');
    expect(log.text()).not.toContain('secret');
  });

  it('when the server accepts and never answers, within the connection timeout', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    open.push({
      close: () =>
        new Promise((resolve) => {
          sockets.forEach((s) => s.destroy());
          silent.close(resolve);
        }),
    });
    const { port } = silent.address() as net.AddressInfo;
    const { app } = await outage(`postgres://postgres@127.0.0.1:${port}/credo`, { connectionTimeoutMillis: 300 });
    const started = Date.now();
    await expect503(app);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
