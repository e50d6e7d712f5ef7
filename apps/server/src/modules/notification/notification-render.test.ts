import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';
import { outboxAttempts, outboxMails, users } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { deliverOutbox, type MailTransport, type OutgoingMail } from '../../platform/mail';
import { findOutboxMail, latestMailTo, listOutbox } from '../../platform/mail-outbox';
import { claimRenders, RENDER_LEASE_MS, renderPending, setMailRenderer, type MailRenderer } from '../../platform/mail-render';
import { composeMail, notify, renderQueued, type NotificationEvent } from './index';

/*
 * Decision 0033: notify queues the event in the caller's transaction; the delivery loop renders it
 * after the commit, then sends it. Real database (PGlite or PostgreSQL), the real renderer.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
// A test that wraps the renderer (to count or break renders) leaves the real one behind.
afterEach(() => setMailRenderer(renderQueued));

const db = () => t.database.db;
const rowOf = async (id: number) => (await db().select().from(outboxMails).where(eq(outboxMails.id, id)))[0];
/** Only this test's mails are due: earlier ones are marked sent. */
const clearOutbox = () => db().update(outboxMails).set({ sentAt: new Date() });
const queued = async (e: NotificationEvent) => {
  const res = await db().transaction((tx) => notify(tx as unknown as Db, e));
  if (!res.queued) throw new Error(res.reason);
  return res.mailId;
};
const collecting = () => {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = { sendMail: async (m) => void sent.push(m) };
  return { sent, transport };
};
/** A renderer that counts its calls per row (and may break some), around the real one. */
const countingRenderer = (fail?: (id: number) => boolean) => {
  const calls = new Map<number, number>();
  const render: MailRenderer = async (database, row) => {
    calls.set(row.id, (calls.get(row.id) ?? 0) + 1);
    if (fail?.(row.id)) throw new Error('template exploded');
    return renderQueued(database, row);
  };
  setMailRenderer(render);
  return calls;
};

const session = { id: 31, title: 'Alarm day', startsAt: '2026-12-14T09:00:00Z', endsAt: '2026-12-14T17:00:00Z', location: 'Porto', timeZone: 'Europe/Lisbon' };
const paid = (userId: number, orderId: number): NotificationEvent => ({
  userId,
  type: 'order.paid',
  orderId,
  seqNo: `ORD-${orderId}`,
  goods: 'Alarm day',
  amountMinor: 4200,
  currency: 'EUR',
  paidAt: new Date('2026-11-27T08:00:00Z'),
});
/** An .ics file without its per-render stamps (SEQUENCE is the render's second, DTSTAMP its time). */
const icsBody = (base64: string) =>
  Buffer.from(base64, 'base64')
    .toString()
    .replace(/^(SEQUENCE|DTSTAMP):.*$/gm, '');

describe('notify in the caller transaction', () => {
  it('writes nothing when the transaction rolls back', async () => {
    const me = await signIn(t);
    await expect(
      db().transaction(async (tx) => {
        await notify(tx as unknown as Db, paid(me.user.id, 1));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db().select().from(outboxMails).where(eq(outboxMails.userId, me.user.id))).toEqual([]);
  });

  it('commits the event and its recipient, not rendered: no subject, body, headers or attachments yet', async () => {
    const me = await signIn(t);
    const id = await queued({ userId: me.user.id, type: 'seat.booked', seatId: 1, seatKind: 'classroom', session, at: '2026-11-27T08:00:00.000Z' });
    expect(await rowOf(id)).toMatchObject({
      to: me.user.email,
      kind: 'seat.booked',
      userId: me.user.id,
      idempotencyKey: expect.stringContaining('seat.booked:'),
      payload: expect.objectContaining({ type: 'seat.booked', seatId: 1 }),
      renderedAt: null,
      subject: null,
      text: null,
      html: null,
      headers: null,
      attachments: null,
      messageId: null,
      sentAt: null,
    });
  });
});

describe('the delivery round', () => {
  it('renders, then sends the same message the transaction used to render: subject, both parts, Message-ID, List-Unsubscribe, .ics', async () => {
    await clearOutbox();
    const me = await signIn(t, { languageId: 5 }); // French
    const reminder: NotificationEvent = { userId: me.user.id, type: 'session.reminder', seatId: 5, seatKind: 'classroom', session, hoursBefore: 24 };
    const moved: NotificationEvent = {
      userId: me.user.id,
      type: 'seat.rescheduled',
      seatId: 6,
      fromSeatId: 5,
      seatKind: 'classroom',
      session,
      from: { ...session, id: 30, startsAt: '2026-12-07T09:00:00Z', endsAt: '2026-12-07T17:00:00Z' },
      at: '2026-11-27T08:00:00.000Z',
    };
    const ids = [await queued(reminder), await queued(moved)];
    const { sent, transport } = collecting();
    expect(await deliverOutbox(db(), transport)).toBe(2);
    expect(sent.map((m) => m.to)).toEqual([me.user.email, me.user.email]);

    for (const [i, e] of [reminder, moved].entries()) {
      const before = await composeMail(db(), e);
      if ('skipped' in before) throw new Error(before.skipped);
      const row = await rowOf(ids[i]);
      expect(row).toMatchObject({ renderedAt: expect.any(Date), sentAt: expect.any(Date), language: 'fr', attempts: 1 });
      expect(sent[i]).toMatchObject({ subject: before.subject, text: before.text, html: before.html, messageId: before.messageId, headers: before.headers });
      expect(sent[i].attachments?.map((a) => [a.filename, a.contentType, icsBody(a.content.toString('base64'))])).toEqual(
        before.attachments.map((a) => [a.filename, a.contentType, icsBody(a.content)]),
      );
    }
    expect(sent[0].headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:3000\/api\/notification\/unsubscribe\?u=\d+&c=reminders&t=/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(sent[1].attachments?.map((a) => a.filename)).toEqual(['cancelled.ics', 'session.ics']);
  });

  it('keeps the decision taken in the transaction: a kind turned off after the queueing is still rendered and sent', async () => {
    await clearOutbox();
    const me = await signIn(t);
    const id = await queued({ userId: me.user.id, type: 'session.reminder', seatId: 7, seatKind: 'classroom', session, hoursBefore: 1 });
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/user/notification/preferences',
      headers: me.headers,
      payload: { siteId: 1, languageId: 1, reminders: false },
    });
    expect(off.statusCode).toBe(200);
    const { transport } = collecting();
    expect(await deliverOutbox(db(), transport)).toBe(1);
    expect((await rowOf(id)).sentAt).toBeInstanceOf(Date);
  });

  it('sends nothing to a recipient whose account was deleted before the render', async () => {
    await clearOutbox();
    const me = await signIn(t);
    const id = await queued(paid(me.user.id, 2));
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, me.user.id));
    const { sent, transport } = collecting();
    expect(await deliverOutbox(db(), transport)).toBe(0);
    expect(sent).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ renderedAt: null, sentAt: null, lastError: expect.stringContaining('recipient is gone') });
    expect(await deliverOutbox(db(), transport, 20, new Date(Date.now() + 7 * 24 * 3600_000))).toBe(0);
  });

  it('a render that throws is recorded and retried after its backoff, and does not hold back the other mails', async () => {
    await clearOutbox();
    const me = await signIn(t);
    const broken = await queued(paid(me.user.id, 3));
    const fine = await queued(paid(me.user.id, 4));
    let breaking = true;
    const calls = countingRenderer((id) => breaking && id === broken);
    const { sent, transport } = collecting();
    expect(await deliverOutbox(db(), transport)).toBe(1);
    expect(sent.map((m) => m.subject)).toHaveLength(1);
    expect((await rowOf(fine)).sentAt).toBeInstanceOf(Date);
    const row = await rowOf(broken);
    expect(row).toMatchObject({ renderedAt: null, sentAt: null, attempts: 1, leaseUntil: null, lastError: 'render: template exploded' });
    expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(20_000);
    const attempts = await db().select().from(outboxAttempts).where(eq(outboxAttempts.mailId, broken)).orderBy(asc(outboxAttempts.id));
    expect(attempts.map((a) => [a.outcome, a.error])).toEqual([['render-failed', 'render: template exploded']]);

    // Not before its backoff; then rendered and sent.
    breaking = false;
    expect(await deliverOutbox(db(), transport)).toBe(0);
    expect(calls.get(broken)).toBe(1);
    expect(await deliverOutbox(db(), transport, 20, new Date(Date.now() + 31_000))).toBe(1);
    expect(calls.get(broken)).toBe(2);
    expect(await rowOf(broken)).toMatchObject({ renderedAt: expect.any(Date), sentAt: expect.any(Date), lastError: null });
  });

  it('two rounds at once render each row once and send it once', async () => {
    await clearOutbox();
    const me = await signIn(t);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await queued(paid(me.user.id, 100 + i)));
    const calls = countingRenderer();
    const { sent, transport } = collecting();
    const counts = await Promise.all([deliverOutbox(db(), transport, 3), deliverOutbox(db(), transport, 3), deliverOutbox(db(), transport, 3)]);
    // Whatever a round left (PGlite runs the rounds one after the other), the next round takes.
    const rest = await deliverOutbox(db(), transport);
    expect(counts.reduce((a, b) => a + b, 0) + rest).toBe(6);
    expect(ids.map((id) => calls.get(id))).toEqual([1, 1, 1, 1, 1, 1]);
    expect(sent).toHaveLength(6);
    for (const id of ids) expect(await rowOf(id)).toMatchObject({ attempts: 1, sentAt: expect.any(Date) });
  });

  it('a row whose renderer died mid-render (claimed, never written) is rendered by a round after its claim lapsed', async () => {
    await clearOutbox();
    const me = await signIn(t);
    const id = await queued(paid(me.user.id, 5));
    const [claimed] = await claimRenders(db());
    expect(claimed.id).toBe(id);
    expect(await renderPending(db())).toBe(0);
    expect(await renderPending(db(), 20, new Date(Date.now() + RENDER_LEASE_MS + 1000))).toBe(1);
    expect((await rowOf(id)).renderedAt).toBeInstanceOf(Date);
  });
});

describe('reading the outbox', () => {
  it('latestMailTo, findOutboxMail, listOutbox and /dev/mail/latest answer whole mails, rendered on the way', async () => {
    const me = await signIn(t);
    const id = await queued(paid(me.user.id, 6));
    expect((await rowOf(id)).subject).toBeNull();
    const found = await findOutboxMail(db(), id);
    expect(found).toMatchObject({ id, subject: expect.stringContaining('Alarm day'), renderedAt: expect.any(Date) });
    expect(found?.html).toContain('<html');
    const other = await queued(paid(me.user.id, 7));
    expect((await latestMailTo(db(), me.user.email!))?.subject).toEqual(expect.stringContaining('Alarm day'));
    const third = await queued(paid(me.user.id, 8));
    const listed = (await listOutbox(db())).find((m) => m.id === third);
    expect(listed?.text).toContain('Alarm day');
    expect((await rowOf(other)).renderedAt).toBeInstanceOf(Date);
    await queued(paid(me.user.id, 9));
    const res = await t.app.inject({ method: 'GET', url: `/dev/mail/latest?to=${encodeURIComponent(me.user.email!)}` });
    expect(res.json()).toMatchObject({ to: me.user.email, subject: expect.stringContaining('Alarm day'), html: expect.stringContaining('<html') });
  });
});
