import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { PACK_LANGUAGES } from '@credo/i18n';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';
import { outboxMails, users } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { renderPending } from '../../platform/mail-render';
import { composeMail, notify, type NotificationEvent } from './index';
import { mailTranslator } from './mail-texts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
/** This user's mails as the delivery loop sends them: notify queues them unrendered (decision 0033). */
const mailsOf = async (userId: number) => {
  await renderPending(db(), 100);
  return db().select().from(outboxMails).where(eq(outboxMails.userId, userId)).orderBy(asc(outboxMails.id));
};
const inTx = (e: NotificationEvent) => db().transaction((tx) => notify(tx as unknown as Db, e));

const session = {
  id: 7,
  title: 'CCTV installer day',
  startsAt: '2026-12-03T08:00:00Z',
  endsAt: '2026-12-03T16:00:00Z',
  location: 'Warsaw, Prosta 1',
  timeZone: 'Europe/Warsaw',
};
const money = { orderId: 41, seqNo: 'ORD-41', goods: 'CCTV installer day', amountMinor: 12345, currency: 'USD' };
const at = '2026-11-26T08:00:00.000Z';

/** One event of every type, for one recipient. */
const everyEvent = (userId: number): NotificationEvent[] => [
  { userId, type: 'enrolment.decided', enrolmentId: 1, certificationId: 3, certificationName: 'Video Expert', approved: true, at },
  {
    userId,
    type: 'application.decided',
    applicationId: 2,
    certificationId: 3,
    certificationName: 'Video Expert',
    approved: false,
    reason: 'Photo missing',
    at,
  },
  { userId, type: 'certificate.issued', certificateId: 5, number: 'C-0005', certificationName: 'Video Expert', expiresAt: '2029-11-26T00:00:00Z' },
  { userId, type: 'certificate.revoked', certificateId: 6, number: 'C-0006', certificationName: 'Video Expert', reason: 'Fraud' },
  {
    userId,
    type: 'certificate.expiring',
    certificateId: 5,
    number: 'C-0005',
    certificationId: 3,
    certificationName: 'Video Expert',
    expiresAt: '2027-01-20T00:00:00Z',
    days: 60,
  },
  { userId, type: 'certificate.expired', certificateId: 7, number: 'C-0007', certificationId: 3, certificationName: 'Video Expert', expiredAt: at },
  { userId, type: 'seat.booked', seatId: 9, seatKind: 'classroom', session, at },
  { userId, type: 'seat.cancelled', seatId: 9, seatKind: 'classroom', session, at: '2026-11-27T08:00:00.000Z' },
  { userId, type: 'seat.rescheduled', seatId: 9, seatKind: 'classroom', session, from: { ...session, startsAt: '2026-12-01T08:00:00Z' }, at },
  { userId, type: 'waitlist.promoted', seatId: 10, seatKind: 'practical', session, at },
  { userId, type: 'session.reminder', seatId: 9, seatKind: 'classroom', session, hoursBefore: 24, emailNotificationStatus: 1 },
  { userId, type: 'session.reminder', seatId: 9, seatKind: 'classroom', session, hoursBefore: 1 },
  { userId, type: 'practical.result', enrolmentId: 4, examName: 'Camera mounting', passed: true, at },
  { userId, type: 'order.paid', ...money, paidAt: at },
  { userId, type: 'order.failed', ...money, orderId: 42, at },
  { userId, type: 'order.timedOut', ...money, orderId: 43 },
  { userId, type: 'transfer.decided', ...money, orderId: 44, accepted: true, at },
  { userId, type: 'survey.invitation', relationType: 'course', relationId: 8, title: 'Video basics', path: '/my-learning', emailNotificationStatus: 1 },
  { userId, type: 'trainer.decided', applicationId: 3, approved: true, at },
];

describe('notify', () => {
  it('queues exactly one mail per event to the recipient, in their language; a repeat queues none', async () => {
    const me = await signIn(t, { languageId: 2, firstName: 'Layla' }); // Arabic
    const events = everyEvent(me.user.id);
    for (const e of events) expect(await inTx(e)).toMatchObject({ queued: true });
    for (const e of events) expect(await inTx(e)).toEqual({ queued: false, reason: 'duplicate' });
    const mails = await mailsOf(me.user.id);
    expect(mails).toHaveLength(events.length);
    const ar = mailTranslator('ar');
    for (const m of mails) expect(m).toMatchObject({ to: me.user.email, language: 'ar', sentAt: null });
    expect(mails.map((m) => m.kind)).toEqual(events.map((e) => e.type));
    expect(mails[2].subject).toBe(ar('certificateIssuedSubject', { certification: 'Video Expert' }));
    expect(mails[2].html).toContain('dir="rtl"');
    expect(mails[2].text).toContain('http://localhost:3000/verify/C-0005');
    // Unique Message-IDs on the tenant's host; seat mails carry the session's calendar entry.
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(mails.length);
    expect(mails[0].messageId).toMatch(/^<[0-9a-f]{32}@localhost>$/);
    expect(mails[6].attachments?.[0]).toMatchObject({ filename: 'session.ics', contentType: expect.stringContaining('text/calendar') });
    expect(Buffer.from(mails[6].attachments![0].content, 'base64').toString()).toContain('DTSTART:20261203T080000Z');
    // Amounts and dates in the recipient's language; the reminder offers unsubscribing, a payment does not.
    expect(mails[13].text).toContain(new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(123.45));
    expect(mails[10].headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:3000\/api\/notification\/unsubscribe\?u=\d+&c=reminders&t=/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mails[13].headers).not.toHaveProperty('List-Unsubscribe');
  });

  it('writes nothing when the change rolls back', async () => {
    const me = await signIn(t);
    await expect(
      db().transaction(async (tx) => {
        await notify(tx as unknown as Db, { userId: me.user.id, type: 'order.paid', ...money, orderId: 77, paidAt: at });
        throw new Error('the payment was not recorded');
      }),
    ).rejects.toThrow('not recorded');
    expect(await mailsOf(me.user.id)).toEqual([]);
  });

  it('sends no optional mail of a kind turned off, or for an enrolment not subscribed; transactional mail still goes', async () => {
    const me = await signIn(t);
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/user/notification/preferences',
      headers: me.headers,
      payload: { siteId: 1, languageId: 1, reminders: false },
    });
    expect(off.json().data).toEqual({ reminders: false, surveys: true, campaigns: true, timeZone: null });
    const reminder: NotificationEvent = { userId: me.user.id, type: 'session.reminder', seatId: 1, seatKind: 'classroom', session, hoursBefore: 24 };
    expect(await inTx(reminder)).toEqual({ queued: false, reason: 'turned-off' });
    const survey = { userId: me.user.id, type: 'survey.invitation', relationType: 'course', relationId: 1, title: 'x', path: '/my-learning' } as const;
    expect(await inTx({ ...survey, emailNotificationStatus: 2 })).toEqual({ queued: false, reason: 'not-subscribed' });
    expect(await inTx({ ...survey, emailNotificationStatus: 0 })).toEqual({ queued: false, reason: 'not-subscribed' });
    expect(await inTx({ userId: me.user.id, type: 'seat.booked', seatId: 1, seatKind: 'classroom', session, at })).toMatchObject({ queued: true });
    // The learner-level "cancelled" (2) stops every optional kind.
    await db().update(users).set({ emailNotificationStatus: 2 }).where(eq(users.id, me.user.id));
    expect(await inTx({ ...survey, emailNotificationStatus: 1 })).toEqual({ queued: false, reason: 'turned-off' });
    expect((await mailsOf(me.user.id)).map((m) => m.kind)).toEqual(['seat.booked']);
  });

  it('renders every message in all 12 languages, right to left in Arabic', async () => {
    const me = await signIn(t, { firstName: 'Ana' });
    // Every kind in Arabic is the first test; here three kinds (a button, a calendar, an amount) in every language.
    const [issued, , , , , , booked, , , , reminder, , , paid] = everyEvent(me.user.id);
    for (const lang of PACK_LANGUAGES) {
      for (const e of [issued, booked, reminder, paid]) {
        const mail = await composeMail(db(), e, { lang });
        if ('skipped' in mail) throw new Error(mail.skipped);
        expect(mail.html).toContain(`lang="${lang}"`);
        expect(mail.html).toContain(lang === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
        expect(`${mail.subject}${mail.text}`).not.toMatch(/\{\w+\}/);
      }
    }
  });
});

describe('the outbox page', () => {
  it('shows a message as HTML and text, in another language, with its delivery attempts', async () => {
    const me = await signIn(t);
    const res = await inTx({ userId: me.user.id, type: 'order.paid', ...money, orderId: 501, paidAt: at });
    if (!res.queued) throw new Error(res.reason);
    const en = await t.app.inject({ method: 'GET', url: `/dev/mail/message/${res.mailId}` });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<iframe sandbox');
    expect(en.body).toContain(mailTranslator('en')('orderPaidSubject', { goods: money.goods }));
    expect(en.body).toContain('No attempt yet');
    const ar = await t.app.inject({ method: 'GET', url: `/dev/mail/message/${res.mailId}?lang=ar` });
    expect(ar.body).toContain(mailTranslator('ar')('orderPaidSubject', { goods: money.goods }));
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail' })).body).toContain(`/dev/mail/message/${res.mailId}`);
  });
});

describe('preferences and unsubscribe', () => {
  it('reads and changes only the own preferences; a visitor gets 401, an unknown zone 400', async () => {
    const me = await signIn(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/notification/preferences?siteId=1&languageId=1' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/notification/preferences',
      headers: me.headers,
      payload: { siteId: 1, languageId: 1, timeZone: 'Mars/Olympus' },
    });
    expect(bad.statusCode).toBe(400);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/notification/preferences',
      headers: me.headers,
      payload: { siteId: 1, languageId: 1, surveys: false, timeZone: 'Asia/Seoul' },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/user/notification/preferences?siteId=1&languageId=1', headers: { cookie: me.cookie } });
    expect(res.json().data).toEqual({ reminders: true, surveys: false, campaigns: true, timeZone: 'Asia/Seoul' });
  });

  it('unsubscribes by the one-click link without signing in, only that recipient and kind', async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    await inTx({ userId: me.user.id, type: 'session.reminder', seatId: 2, seatKind: 'classroom', session, hoursBefore: 1 });
    const [mail] = await mailsOf(me.user.id);
    const link = new URL(mail.headers!['List-Unsubscribe'].slice(1, -1));
    const url = `${link.pathname}${link.search}`;
    const prefs = async (id: number) => (await db().query.notificationPreferences.findFirst({ where: (p, { eq: is }) => is(p.userId, id) })) ?? null;

    // The confirmation page changes nothing (link scanners open links).
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect(await prefs(me.user.id)).toBeNull();

    // Another user's id with this token, or another kind, is refused.
    const forged = await t.app.inject({
      method: 'POST',
      url: url.replace(`u=${me.user.id}`, `u=${other.user.id}`),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(400);
    const otherKind = await t.app.inject({
      method: 'POST',
      url: url.replace('c=reminders', 'c=surveys'),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(otherKind.statusCode).toBe(400);
    expect(await prefs(other.user.id)).toBeNull();

    // RFC 8058 one-click: a POST with the form body, no cookie.
    const done = await t.app.inject({
      method: 'POST',
      url,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(200);
    expect(await prefs(me.user.id)).toMatchObject({ reminders: false, surveys: true, campaigns: true });
    expect(await inTx({ userId: me.user.id, type: 'session.reminder', seatId: 3, seatKind: 'classroom', session, hoursBefore: 1 })).toEqual({
      queued: false,
      reason: 'turned-off',
    });
  });
});
