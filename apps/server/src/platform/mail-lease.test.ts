import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { outboxAttempts, outboxMails } from '../db/schema/index';
import { sweepTasks } from '../sweep-tasks';
import { claimDue, createMailTransport, deliverClaim, LEASE_MS, recordFailure, recordSent, sendMail, startOutboxDelivery, type MailTransport } from './mail';
import { startSweeper } from './sweeper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const mailRow = async (id: number) => (await db().select().from(outboxMails).where(eq(outboxMails.id, id)))[0];
const outcomes = async (id: number) =>
  (await db().select().from(outboxAttempts).where(eq(outboxAttempts.mailId, id)).orderBy(asc(outboxAttempts.id))).map((a) => a.outcome);
/** Only this test's mails are due: earlier ones are marked sent. */
const clearOutbox = () => db().update(outboxMails).set({ sentAt: new Date() });

describe('outbox leases (review finding 3)', () => {
  it('a claim whose lease lapsed and was taken over sends nothing, and its late records change nothing', async () => {
    await clearOutbox();
    const { id } = await sendMail(db(), { to: 'lease@example.com', subject: 'Once', text: 'x' });
    const sent: number[] = [];
    const transport: MailTransport = { sendMail: async () => void sent.push(id) };

    const t0 = new Date();
    const [first] = await claimDue(db(), 1, t0);
    // The first node stalls past its lease; a second node takes the mail over.
    const later = new Date(t0.getTime() + LEASE_MS + 1000);
    const [second] = await claimDue(db(), 1, later);
    expect(second.mail.id).toBe(id);

    // The first node's queued send is skipped: its lease renewal finds the lease changed.
    expect(await deliverClaim(db(), transport, first, later)).toBe('lost');
    expect(sent).toEqual([]);
    // Its late records (as after a send that outlived its lease) leave the second node's claim alone.
    const before = await mailRow(id);
    expect(await recordSent(db(), first, later)).toBe(false);
    expect(await recordFailure(db(), first, new Error('late'), later)).toBe(false);
    expect(await mailRow(id)).toEqual(before);
    expect(before).toMatchObject({ sentAt: null, lastError: null, leaseUntil: second.mail.leaseUntil });
    expect(await outcomes(id)).toEqual(['interrupted', null]);

    expect(await deliverClaim(db(), transport, second, later)).toBe('sent');
    expect(sent).toEqual([id]);
    expect(await mailRow(id)).toMatchObject({ sentAt: later, leaseUntil: null, attempts: 2 });
    expect(await outcomes(id)).toEqual(['interrupted', 'sent']);
    // Nothing records over a sent mail either.
    expect(await recordFailure(db(), second, new Error('late'), later)).toBe(false);
    expect(await mailRow(id)).toMatchObject({ sentAt: later, lastError: null });
  });

  it('renews the lease right before each send, so a mail waiting behind slow sends keeps a full lease', async () => {
    await clearOutbox();
    const { id } = await sendMail(db(), { to: 'renew@example.com', subject: 'Renew', text: 'x' });
    const t0 = new Date();
    const [claim] = await claimDue(db(), 1, t0);
    // Four minutes later (inside the lease) the send starts: the lease now runs from then.
    const sendAt = new Date(t0.getTime() + 4 * 60_000);
    let leaseDuringSend: Date | null = null;
    const transport: MailTransport = {
      sendMail: async () => {
        leaseDuringSend = (await mailRow(id)).leaseUntil;
      },
    };
    expect(await deliverClaim(db(), transport, claim, sendAt)).toBe('sent');
    expect(leaseDuringSend).toEqual(new Date(sendAt.getTime() + LEASE_MS));
  });

  it('sweep tasks keep running while delivery is stuck on an SMTP server that never answers', async () => {
    await clearOutbox();
    // A TCP server that accepts and never says a word (no SMTP greeting).
    const sockets = new Set<Socket>();
    const silent = createServer((s) => void sockets.add(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const port = (silent.address() as AddressInfo).port;
    const { id } = await sendMail(db(), { to: 'stuck@example.com', subject: 'Stuck', text: 'x' });

    expect(sweepTasks(t.config).map((task) => task.name)).not.toContain('outbox-delivery');
    const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Credo <no-reply@credo.test>' })!;
    const errors: unknown[] = [];
    const stopDelivery = startOutboxDelivery(db(), transport, (err) => void errors.push(err), 20);
    let ticks = 0;
    const stopSweeper = startSweeper(db(), [...sweepTasks(t.config), { name: 'probe', run: async () => void ticks++ }], t.app.log, 20);
    try {
      // Delivery has claimed the mail and is waiting for a greeting that never comes.
      await expect.poll(() => sockets.size, { timeout: 10_000 }).toBe(1);
      const ticksThen = ticks;
      // Meanwhile the sweeper completes full rounds of every task.
      await expect.poll(() => ticks, { timeout: 20_000 }).toBeGreaterThanOrEqual(ticksThen + 2);
      expect(await mailRow(id)).toMatchObject({ sentAt: null, attempts: 1 });
      expect(await outcomes(id)).toEqual([null]);
    } finally {
      stopSweeper();
      // Cut the silent connections: the stuck send fails and its round ends (stop waits for it).
      for (const s of sockets) s.destroy();
      await stopDelivery();
      await new Promise<void>((r) => silent.close(() => r()));
    }
    expect(await outcomes(id)).toEqual(['failed']);
    expect(await mailRow(id)).toMatchObject({ sentAt: null, leaseUntil: null });
    expect(errors).toEqual([]);
  });
});
