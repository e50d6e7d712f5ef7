import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxAttempts, outboxMails } from '../db/schema/index';
import { BATCH, backoffMs, lockDueIds, MAX_ATTEMPTS } from './mail-retry';

/*
 * Rendering queued notifications after their commit (decision 0033). notify writes the event and
 * its recipient in the caller's transaction (rendered_at null); the delivery loop renders such rows
 * here before it claims mail to send, and the outbox's readers render the rows they show. Platform
 * defines the port; app.ts hands it the notification module's renderer.
 */

type OutboxRow = typeof outboxMails.$inferSelect;

/** What a render writes into the row. */
export type RenderedMail = {
  subject: string;
  text: string;
  html: string | null;
  messageId: string | null;
  language: string | null;
  headers: Record<string, string> | null;
  attachments: { filename: string; contentType: string; content: string }[] | null;
};
/** Renders a queued row from its stored event; null when there is nothing to send any more (the recipient is gone). */
export type MailRenderer = (db: Db, mail: OutboxRow) => Promise<RenderedMail | null>;

let renderer: MailRenderer | undefined;
export function setMailRenderer(fn: MailRenderer) {
  renderer = fn;
}

/**
 * How long a renderer's claim on a row lasts: far longer than a render takes (milliseconds), so it
 * lapses only when the renderer died; then the next round renders the row.
 */
export const RENDER_LEASE_MS = 60_000;

const GONE = 'not rendered: the recipient is gone';

/**
 * Claims unrendered rows that are due, in one short transaction that commits before anything is
 * rendered: `for update skip locked` so concurrent rounds (two nodes, two ticks) take different
 * rows, and a lease so a row stays taken after the commit. Oldest due first.
 */
export async function claimRenders(db: Db, batch = BATCH, now = new Date()): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await lockDueIds(tx, false, batch, now);
    if (due.length === 0) return [];
    const rows = await tx
      .update(outboxMails)
      .set({ leaseUntil: new Date(now.getTime() + RENDER_LEASE_MS) })
      .where(inArray(outboxMails.id, due))
      .returning();
    return rows.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id);
  });
}

/** The claimed row, still unrendered and still under this claim's lease (a lapsed claim taken over matches nothing). */
const stillClaimed = (mail: OutboxRow) =>
  and(eq(outboxMails.id, mail.id), isNull(outboxMails.renderedAt), mail.leaseUntil ? eq(outboxMails.leaseUntil, mail.leaseUntil) : sql`false`);

/**
 * Renders one claimed row and writes the result, or records why not: a renderer that throws counts
 * as a failed attempt (last_error, an attempt row, the send backoff), so the row is tried again later
 * and the other rows of the round go on; a recipient gone since the queueing ends the row (never sent).
 */
export async function renderClaimed(db: Db, mail: OutboxRow, now = new Date()): Promise<'rendered' | 'failed' | 'gone' | 'lost'> {
  if (!renderer) return 'lost';
  let rendered: RenderedMail | null;
  try {
    rendered = await renderer(db, mail);
  } catch (err) {
    const error = `render: ${String((err as Error)?.message ?? err)}`.slice(0, 1000);
    return db.transaction(async (tx) => {
      const done = await tx
        .update(outboxMails)
        .set({
          leaseUntil: null,
          lastError: error,
          attempts: sql`${outboxMails.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + backoffMs(mail.attempts + 1)),
        })
        .where(stillClaimed(mail))
        .returning({ id: outboxMails.id });
      if (done.length === 0) return 'lost';
      await tx.insert(outboxAttempts).values({ mailId: mail.id, startedAt: now, finishedAt: now, outcome: 'render-failed', error });
      return 'failed';
    });
  }
  if (!rendered) {
    const done = await db
      .update(outboxMails)
      .set({ leaseUntil: null, lastError: GONE, attempts: MAX_ATTEMPTS })
      .where(stillClaimed(mail))
      .returning({ id: outboxMails.id });
    return done.length ? 'gone' : 'lost';
  }
  const done = await db
    .update(outboxMails)
    .set({ ...rendered, renderedAt: new Date(), leaseUntil: null, lastError: null })
    .where(stillClaimed(mail))
    .returning({ id: outboxMails.id });
  return done.length ? 'rendered' : 'lost';
}

/**
 * One round of rendering (the delivery loop runs it before claiming mail to send): up to `batch`
 * due rows, each rendered once however many rounds run at once. Answers how many were rendered.
 */
export async function renderPending(db: Db, batch = BATCH, now = new Date()): Promise<number> {
  if (!renderer) return 0;
  let rendered = 0;
  for (const mail of await claimRenders(db, batch, now)) if ((await renderClaimed(db, mail, now)) === 'rendered') rendered++;
  return rendered;
}

/**
 * The outbox's readers (the dev outbox page, tests following a mail's link) show complete mails:
 * each row not rendered yet is rendered here, due or not, and written unless a delivery round
 * wrote it first (then that version is read back). A render that throws or finds no recipient
 * leaves the row as it is for the delivery loop to record; the reader shows it unrendered.
 */
export async function renderForReading(db: Db, rows: OutboxRow[]): Promise<OutboxRow[]> {
  if (!renderer || rows.every((r) => r.renderedAt)) return rows;
  const render = renderer;
  const out: OutboxRow[] = [];
  for (const row of rows) {
    if (row.renderedAt || row.sentAt) {
      out.push(row);
      continue;
    }
    const rendered = await render(db, row).catch(() => null);
    if (!rendered) {
      out.push(row);
      continue;
    }
    const [written] = await db
      .update(outboxMails)
      .set({ ...rendered, renderedAt: new Date(), leaseUntil: null })
      .where(and(eq(outboxMails.id, row.id), isNull(outboxMails.renderedAt)))
      .returning();
    out.push(written ?? (await db.select().from(outboxMails).where(eq(outboxMails.id, row.id)))[0] ?? row);
  }
  return out;
}
