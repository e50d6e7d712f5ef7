import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { outboxMails } from '../db/schema/index';
import { loadConfig } from '../config';
import { deliverOutbox, MAX_ATTEMPTS, sendMail, startOutboxDelivery, type MailTransport } from './mail';
import { devMailEnabled, mailGoesToConsole, mailLinks, startConsoleMail } from './mail-console';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const rows = (ids: number[]) => db().select().from(outboxMails).where(inArray(outboxMails.id, ids));

describe('outbox', () => {
  it('keeps every mail in the table and delivers unsent ones once', async () => {
    // Earlier unsent mails (other tests, other files) would be delivered too: start from a clean outbox.
    await db().update(outboxMails).set({ sentAt: new Date() });
    const a = await sendMail(db(), { to: 'One@Example.com', subject: 'First', text: 'Hello https://example.com/a.' });
    const b = await sendMail(db(), { to: 'two@example.com', subject: 'Second', text: 'Hi', html: '<p>Hi</p>' });
    const sent: { to: string; subject: string; html?: string }[] = [];
    const transport: MailTransport = { sendMail: async (m) => void sent.push(m) };

    expect(await deliverOutbox(db(), transport)).toBe(2);
    expect(sent).toEqual([
      expect.objectContaining({ to: 'one@example.com', subject: 'First', html: undefined }),
      expect.objectContaining({ to: 'two@example.com', subject: 'Second', html: '<p>Hi</p>' }),
    ]);
    for (const row of await rows([a.id, b.id])) expect(row).toMatchObject({ attempts: 1, lastError: null, sentAt: expect.any(Date) });
    expect(await deliverOutbox(db(), transport)).toBe(0);
    expect(sent).toHaveLength(2);
  });

  it('drains a backlog round after round instead of one round per interval', async () => {
    await db().update(outboxMails).set({ sentAt: new Date() });
    // 45 mails are three rounds of 20; with a minute between quiet rounds, only a drain sends them all in this test's time.
    for (let i = 0; i < 45; i++) await sendMail(db(), { to: `backlog-${i}@example.com`, subject: 'Backlog', text: 'x' });
    const sent: string[] = [];
    const errors: unknown[] = [];
    const stop = startOutboxDelivery(db(), { sendMail: async (m) => void sent.push(m.to) }, (err) => void errors.push(err), 60_000, 0);
    try {
      await expect.poll(() => sent.length, { timeout: 20_000 }).toBe(45);
    } finally {
      await stop();
    }
    expect(new Set(sent).size).toBe(45);
    expect(errors).toEqual([]);
  });

  it('records failures, retries later, and gives up after MAX_ATTEMPTS', async () => {
    await db().update(outboxMails).set({ sentAt: new Date() });
    const { id } = await sendMail(db(), { to: 'down@example.com', subject: 'Retry', text: 'x' });
    const failing: MailTransport = {
      sendMail: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
    };
    expect(await deliverOutbox(db(), failing)).toBe(0);
    let [row] = await rows([id]);
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });

    await db().update(outboxMails).set({ attempts: MAX_ATTEMPTS }).where(eq(outboxMails.id, id));
    const sent: string[] = [];
    expect(await deliverOutbox(db(), { sendMail: async (m) => void sent.push(m.to) })).toBe(0);
    [row] = await rows([id]);
    expect(row.sentAt).toBeNull();
    expect(sent).toEqual([]);
  });

  it('never sends a mail twice when several nodes deliver at once (skip locked)', async () => {
    if (t.database.kind !== 'postgres') return; // PGlite has one connection: nothing runs concurrently.
    await db().update(outboxMails).set({ sentAt: new Date() });
    for (let i = 0; i < 6; i++) await sendMail(db(), { to: `node-${i}@example.com`, subject: 'Once', text: 'x' });
    const sent: string[] = [];
    const slow: MailTransport = {
      sendMail: async (m) => {
        await new Promise((r) => setTimeout(r, 30));
        sent.push(m.to);
      },
    };
    const counts = await Promise.all([deliverOutbox(db(), slow, 3), deliverOutbox(db(), slow, 3), deliverOutbox(db(), slow, 3)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(sent.length);
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent.length).toBe(6);
  });

  it('finds the links of a mail', () => {
    expect(
      mailLinks({ text: 'Open https://a.test/x?token=1&lang=en. Or http://b.test/y', html: '<a href="https://a.test/x?token=1&amp;lang=en">x</a>' }),
    ).toEqual(['https://a.test/x?token=1&lang=en', 'http://b.test/y']);
  });
});

describe('/dev/mail', () => {
  it('lists the outbox newest first with clickable, escaped content', async () => {
    await sendMail(db(), { to: 'list@example.com', subject: 'Older <one>', text: 'nothing' });
    await sendMail(db(), { to: 'list@example.com', subject: 'Newer', text: 'Open http://localhost:3000/idp/account/verify?token=abc&lang=en now' });
    const res = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body.indexOf('Newer')).toBeLessThan(res.body.indexOf('Older &lt;one&gt;'));
    expect(res.body).toContain('<a href="http://localhost:3000/idp/account/verify?token=abc&amp;lang=en">');
  });

  it('answers the newest mail to an address as JSON with its links', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mail/latest?to=LIST@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ to: 'list@example.com', subject: 'Newer', links: ['http://localhost:3000/idp/account/verify?token=abc&lang=en'] });
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail/latest?to=nobody@example.com' })).statusCode).toBe(404);
  });

  it('is served in development and test; in production only with DEV_MAIL=true, SMTP_URL or not', () => {
    expect(devMailEnabled({ env: 'development' })).toBe(true);
    expect(devMailEnabled({ env: 'test' })).toBe(true);
    expect(devMailEnabled({ env: 'production' })).toBe(false);
    expect(devMailEnabled(loadConfig({ NODE_ENV: 'production' } as NodeJS.ProcessEnv))).toBe(false);
    expect(devMailEnabled(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' } as NodeJS.ProcessEnv))).toBe(false);
    expect(devMailEnabled(loadConfig({ NODE_ENV: 'production', DEV_MAIL: 'true' } as NodeJS.ProcessEnv))).toBe(true);
    expect(devMailEnabled(loadConfig({ NODE_ENV: 'development', DEV_MAIL: 'false' } as NodeJS.ProcessEnv))).toBe(false);
  });

  it('answers 404 in production without DEV_MAIL, also without SMTP_URL (npm start)', async () => {
    await sendMail(db(), { to: 'reset@example.com', subject: 'Reset', text: 'http://localhost:3000/idp/reset?token=secret' });
    const prod = await buildTestApp({ env: 'production', smtpUrl: undefined, devMail: undefined });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'GET', url: '/dev/mail/latest?to=reset@example.com' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('mail on the console (npm start without SMTP_URL and DEV_MAIL)', () => {
  it('is the mode of a production start with nothing set, and of no other', () => {
    const mode = (env: Record<string, string>) => mailGoesToConsole(loadConfig(env as NodeJS.ProcessEnv));
    expect(mode({ NODE_ENV: 'production' })).toBe(true);
    expect(mode({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })).toBe(false);
    expect(mode({ NODE_ENV: 'production', DEV_MAIL: 'true' })).toBe(false);
    expect(mode({ NODE_ENV: 'development' })).toBe(false);
  });

  it('prints each queued mail once: recipient, subject and links, nothing else of the body', async () => {
    await db().update(outboxMails).set({ sentAt: new Date() });
    const { id } = await sendMail(db(), {
      to: 'Ada@Example.com',
      subject: 'Reset your password\nforged line',
      text: 'Private greeting. Open https://academy.test/idp/reset?token=abc&lang=en to choose a new one.',
      html: '<p>Private greeting. <a href="https://academy.test/idp/reset?token=abc&amp;lang=en">Reset</a></p>',
    });
    const printed: string[] = [];
    const errors: unknown[] = [];
    const stop = startConsoleMail(
      db(),
      (err) => void errors.push(err),
      (text) => void printed.push(text),
      20,
    );
    try {
      await expect.poll(() => printed.length, { timeout: 10_000 }).toBe(1);
      await new Promise((r) => setTimeout(r, 100)); // a few more ticks: nothing is printed twice
    } finally {
      stop();
    }
    expect(printed).toEqual(['Mail to ada@example.com: Reset your password forged line\n  https://academy.test/idp/reset?token=abc&lang=en\n']);
    expect(printed.join('')).not.toContain('Private greeting');
    expect(errors).toEqual([]);
    expect((await rows([id]))[0].sentAt).toBeInstanceOf(Date);
  });
});
