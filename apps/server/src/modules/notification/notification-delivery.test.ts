import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';
import { outboxAttempts, outboxMails } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { claimDue, createMailTransport, deliverOutbox, LEASE_MS, messageOf, type MailTransport } from '../../platform/mail';
import { renderPending } from '../../platform/mail-render';
import { notify } from './index';

/** A real SMTP server on a free port: keeps each message's raw text; refuses the first `refuse` messages with 451. */
function startSmtp() {
  const received: string[] = [];
  const state = { refuse: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.refuse > 0) {
          state.refuse--;
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  return new Promise<{ port: number; received: string[]; state: typeof state; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.server.address() as AddressInfo).port, received, state, close: () => new Promise<void>((r) => server.close(() => r())) }),
    );
  });
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let transport: MailTransport;
beforeAll(async () => {
  t = await buildTestApp();
  smtp = await startSmtp();
  transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Credo <no-reply@credo.test>' })!;
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const db = () => t.database.db;
const session = { id: 11, title: 'Thermal day', startsAt: '2026-12-10T09:00:00Z', endsAt: '2026-12-10T17:00:00Z', location: 'Lyon', timeZone: 'Europe/Paris' };
const attemptsOf = (mailId: number) => db().select().from(outboxAttempts).where(eq(outboxAttempts.mailId, mailId)).orderBy(asc(outboxAttempts.id));
/** Only this test's mails are due: earlier ones (other tests of this database) are marked sent. */
const clearOutbox = () => db().update(outboxMails).set({ sentAt: new Date() });

describe('delivery over SMTP', () => {
  it('sends headers, both parts and the attachment; retries after the server refuses once', async () => {
    await clearOutbox();
    const me = await signIn(t, { languageId: 5, firstName: 'Jeanne' }); // French
    const res = await db().transaction((tx) =>
      notify(tx as unknown as Db, { userId: me.user.id, type: 'session.reminder', seatId: 4, seatKind: 'classroom', session, hoursBefore: 24 }),
    );
    if (!res.queued) throw new Error(res.reason);

    smtp.state.refuse = 1;
    expect(await deliverOutbox(db(), transport)).toBe(0);
    let [row] = await db().select().from(outboxMails).where(eq(outboxMails.id, res.mailId));
    expect(row).toMatchObject({ sentAt: null, attempts: 1, leaseUntil: null, lastError: expect.stringContaining('451') });
    // Backoff: not due now, due after 30 s.
    expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(20_000);
    expect(await deliverOutbox(db(), transport)).toBe(0);
    expect(await deliverOutbox(db(), transport, 20, new Date(Date.now() + 31_000))).toBe(1);

    [row] = await db().select().from(outboxMails).where(eq(outboxMails.id, res.mailId));
    expect(row).toMatchObject({ sentAt: expect.any(Date), attempts: 2, lastError: null });
    expect((await attemptsOf(res.mailId)).map((a) => a.outcome)).toEqual(['failed', 'sent']);

    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0];
    // The header block with folded lines joined (RFC 5322 folding of long values).
    const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    expect(head).toMatch(new RegExp(`^Message-ID:\\s*${row.messageId!.replace(/[<>]/g, '.')}`, 'm'));
    expect(head).toMatch(/^Date:\s*.+\d{4} \d\d:\d\d:\d\d \+0000/m);
    expect(head).toMatch(/^List-Unsubscribe:\s*<http:\/\/localhost:3000\/api\/notification\/unsubscribe\?u=\d+&c=reminders&t=[\w-]+>/m);
    expect(head).toMatch(/^List-Unsubscribe-Post:\s*List-Unsubscribe=One-Click/m);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; name=session\.ics/);
    expect(raw).toContain('Content-Disposition: attachment; filename=session.ics');
  });

  it('after a crash between send and record, the lease lapses and the same message (same Message-ID) is sent once more, then never again', async () => {
    await clearOutbox();
    const me = await signIn(t);
    const res = await db().transaction((tx) =>
      notify(tx as unknown as Db, {
        userId: me.user.id,
        type: 'order.paid',
        orderId: 901,
        seqNo: 'ORD-901',
        goods: 'Thermal day',
        amountMinor: 9900,
        currency: 'EUR',
        paidAt: new Date(),
      }),
    );
    if (!res.queued) throw new Error(res.reason);
    const before = smtp.received.length;

    // The "crashed" sender: it claimed and sent, and died before recording.
    await renderPending(db());
    const [claim] = await claimDue(db());
    expect(claim.mail.id).toBe(res.mailId);
    await transport.sendMail(messageOf(claim.mail));
    // While its lease runs nobody else takes the mail.
    expect(await deliverOutbox(db(), transport)).toBe(0);
    // After the lease: resent, as the same message.
    expect(await deliverOutbox(db(), transport, 20, new Date(Date.now() + LEASE_MS + 1000))).toBe(1);
    expect(await deliverOutbox(db(), transport, 20, new Date(Date.now() + 2 * LEASE_MS))).toBe(0);

    const copies = smtp.received.slice(before);
    expect(copies).toHaveLength(2);
    const ids = copies.map((raw) => /^Message-ID: (.+)$/m.exec(raw)?.[1].trim());
    expect(ids[0]).toBe(ids[1]);
    expect((await attemptsOf(res.mailId)).map((a) => a.outcome)).toEqual(['interrupted', 'sent']);
  });

  it('several nodes delivering at once send each mail once', async () => {
    if (t.database.kind !== 'postgres') return; // PGlite has one connection: nothing runs concurrently.
    await clearOutbox();
    const me = await signIn(t);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await db().transaction((tx) =>
        notify(tx as unknown as Db, {
          userId: me.user.id,
          type: 'order.failed',
          orderId: 950 + i,
          seqNo: `ORD-${i}`,
          goods: 'x',
          amountMinor: 100,
          currency: 'EUR',
          at: new Date(),
        }),
      );
      if (r.queued) ids.push(r.mailId);
    }
    const before = smtp.received.length;
    const counts = await Promise.all([deliverOutbox(db(), transport, 2), deliverOutbox(db(), transport, 2), deliverOutbox(db(), transport, 2)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    expect(smtp.received.length - before).toBe(6);
    const rows = await db().select().from(outboxMails).where(inArray(outboxMails.id, ids));
    expect(rows.every((r) => r.sentAt && r.attempts === 1)).toBe(true);
  });
});
