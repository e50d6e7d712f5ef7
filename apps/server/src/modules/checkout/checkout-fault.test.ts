/**
 * The crash test of issue 16 (decision 0017, "Crash between the provider and the webhook"): the
 * real server runs as a child process; a learner orders, the sandbox provider accepts the payment
 * (its webhook is in the provider's durable outbox), and the server is killed with SIGKILL while
 * that webhook is being applied, before its transaction commits. Restarted on the same data, the
 * provider's retry ends the order paid and the seat enrolled, exactly once.
 *
 * The kill point is deterministic: CHECKOUT_FAULT=hang-before-commit makes the first run announce
 * the point on stdout and hold there (checkout.plugin faultPointOf); the test waits for that line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { classroomRegistrations, orders, paymentEvents, sandboxWebhooks } from '../../db/schema/index';
import { openTestDatabase, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';
import { PGLITE_SNAPSHOT, testDriver } from '../../../test/test-env';
import { paidClassroom } from './checkout-test-kit';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-fault-'));
const children: ChildProcess[] = [];
let pgDatabase: Database | null = null;

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await pgDatabase?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** Polls until `probe` answers a value (never a fixed sleep); fails with `what` after `ms`. */
async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 120_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The database the servers share: PGlite files in DATA_DIR, or a PostgreSQL database cloned from the seeded template. */
async function openShared(): Promise<Database> {
  if (testDriver() === 'postgres') {
    pgDatabase = await openTestDatabase();
    return pgDatabase;
  }
  return openDatabase({ dataDir: path.join(dataDir, 'pgdata'), loadDataDir: new Blob([fs.readFileSync(PGLITE_SNAPSHOT)]) });
}
/** PGlite has one process at a time on its files: the test reads them only while no server runs. */
const reopen = () => pgDatabase ?? openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
const release = async (db: Database) => {
  if (db !== pgDatabase) await db.close();
};

function startServer(port: number, env: Record<string, string>) {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ...(pgDatabase?.url ? { DATABASE_URL: pgDatabase.url } : {}),
      SEED_ON_START: 'false',
      PAYMENT_SANDBOX: 'true',
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return { child, exited, output: () => out };
}

it('SIGKILL after the provider accepted and before the webhook committed: after the restart the retried webhook pays once and seats once', async () => {
  // The learner, their session and a paid classroom, written before any server starts.
  const shared = await openShared();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database: shared });
  const t = { app, database: shared, config } as unknown as TestApp;
  const me = await signIn(t);
  const room = await paidClassroom(t, null);
  await app.close();
  await release(shared);

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const headers = { cookie: me.cookie, origin: url, 'content-type': 'application/json' };
  const healthy = () => fetch(`${url}/healthz`).then((r) => (r.ok ? true : undefined));

  // First run: order, approve on the provider's page, and hold inside the webhook's transaction.
  const first = startServer(port, { CHECKOUT_FAULT: 'hang-before-commit' });
  await until('the first server', healthy);
  const placed = await fetch(`${url}/api/user/pay/registration/placeOrder`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ siteId: 1, languageId: 1, relationType: 1, relationId: room.id, payType: 0 }),
  }).then((r) => r.json() as Promise<{ code: number; data: { merchantTransactionId: string; paymentUrl: string } }>);
  expect(placed.code).toBe(200);
  const { merchantTransactionId, paymentUrl } = placed.data;
  const approve = await fetch(`${url}/api/sandbox-pay/checkout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session: new URL(paymentUrl).searchParams.get('session')!, action: 'approve', method: 'card' }).toString(),
  });
  // 303 back to the site: the provider has accepted the payment and its webhook is in its outbox.
  expect(approve.status).toBe(303);
  await until('the webhook held before its commit', async () =>
    first.output().includes('CHECKOUT_FAULT_POINT webhook-applied-uncommitted') ? true : undefined,
  );
  first.child.kill('SIGKILL');
  await first.exited;
  expect(first.child.signalCode).toBe('SIGKILL');

  // Nothing of the webhook's transaction survived; the provider's outbox row did.
  let db = await reopen();
  expect((await db.db.select().from(orders).where(eq(orders.merchantTransactionId, merchantTransactionId)))[0].state).toBe(0);
  expect(await db.db.select().from(paymentEvents).where(eq(paymentEvents.merchantTransactionId, merchantTransactionId))).toHaveLength(0);
  expect((await db.db.select().from(sandboxWebhooks)).filter((w) => w.body.includes(merchantTransactionId) && w.deliveredAt === null)).toHaveLength(1);
  await release(db);

  // Second run on the same data: the provider retries on its own and the order ends paid.
  const second = startServer(port, {});
  await until('the second server', healthy);
  const state = await until('the order paid after the restart', async () => {
    const res = await fetch(`${url}/api/user/pay/registration/getPaymentStatus?siteId=1&languageId=1&merchantTransactionId=${merchantTransactionId}`, {
      headers: { cookie: me.cookie },
    });
    const body = (await res.json()) as { data?: { state: number } };
    return body.data?.state === 2 ? 2 : undefined;
  });
  expect(state).toBe(2);
  second.child.kill('SIGTERM');
  await second.exited;

  db = await reopen();
  const [order] = await db.db.select().from(orders).where(eq(orders.merchantTransactionId, merchantTransactionId));
  const seats = await db.db
    .select()
    .from(classroomRegistrations)
    .where(and(eq(classroomRegistrations.userId, me.user.id), eq(classroomRegistrations.classroomId, room.id)));
  const events = await db.db.select().from(paymentEvents).where(eq(paymentEvents.merchantTransactionId, merchantTransactionId));
  await release(db);
  expect([order.state, order.flag]).toEqual([2, null]);
  expect(seats).toHaveLength(1);
  expect(order.seatId).toBe(seats[0].id);
  expect(events.map((e) => [e.type, e.outcome])).toEqual([['payment.succeeded', 'paid']]);
}, 300_000);
