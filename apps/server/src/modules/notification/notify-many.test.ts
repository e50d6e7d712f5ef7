import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { outboxMails, users } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { notify, notifyMany, type NotificationEvent, type NotifyResult } from './index';
import { setPreferences as setPreferencesOf } from '../../../test/preferences';

// notifyMany (issue 19: a batch of exam submits completing courses) must answer and write exactly
// what notify gives the same events one after another: the same decisions (recipient, preferences,
// the event's subscription, duplicates), the same outbox rows, and one mail per key whatever runs at once.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const setPreferences = (me: SignedIn, patch: { reminders?: boolean; surveys?: boolean }) => setPreferencesOf(t, me, patch);

/**
 * Seven kinds of recipient: plain, surveys turned off, reminders turned off, notifications
 * cancelled on the account (2), no address, deleted, and one whose invitation is already queued.
 */
async function recipient(kind: number): Promise<SignedIn> {
  const me = await signIn(t, kind === 4 ? { email: null } : kind === 3 ? { emailNotificationStatus: 2 } : {});
  if (kind === 1) await setPreferences(me, { surveys: false });
  if (kind === 2) await setPreferences(me, { reminders: false });
  if (kind === 5) await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, me.user.id));
  if (kind === 6) await db().transaction((tx) => notify(tx as unknown as Db, invitation(me.user.id, 11)));
  return me;
}
const KINDS = 7;

const invitation = (userId: number, relationId: number): NotificationEvent => ({
  userId,
  type: 'survey.invitation',
  relationType: 'course',
  relationId,
  title: `Course ${relationId}`,
  path: '/my-learning',
});
/** One recipient's events: optional ones of two categories (one with its own subscription), a transactional one, a repeat. */
const eventsOf = (userId: number): NotificationEvent[] => [
  invitation(userId, 11),
  invitation(userId, 12),
  { userId, type: 'survey.invitation', relationType: 'course', relationId: 13, title: 'Course 13', path: '/my-learning', emailNotificationStatus: 0 },
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
  { userId, type: 'certificate.issued', certificateId: 9, number: 'C-0009', certificationName: 'Video Expert' },
  invitation(userId, 12),
];

/** The recipient's outbox rows as notify writes them, their own id and address written as such. */
async function rowsOf(me: SignedIn) {
  const rows = await db()
    .select({ to: outboxMails.to, key: outboxMails.idempotencyKey, kind: outboxMails.kind, payload: outboxMails.payload, renderedAt: outboxMails.renderedAt })
    .from(outboxMails)
    .where(eq(outboxMails.userId, me.user.id))
    .orderBy(asc(outboxMails.idempotencyKey));
  return JSON.parse(
    JSON.stringify(rows.map((r) => ({ ...r, to: r.to === me.user.email?.toLowerCase() ? 'own' : r.to })))
      .replaceAll(`user-${me.user.id}`, 'user-own')
      .replaceAll(`"userId":${me.user.id}`, '"userId":"own"'),
  );
}
/** The answers without the new rows' ids (twins' rows have their own). */
const shapeOf = (results: NotifyResult[]) => results.map((r) => (r.queued ? 'queued' : r.reason));

describe('notifyMany', () => {
  it('answers and writes what notify gives the same events one after another, for every kind of recipient', async () => {
    const alone: SignedIn[] = [];
    const many: SignedIn[] = [];
    for (let k = 0; k < KINDS; k++) {
      alone.push(await recipient(k));
      many.push(await recipient(k));
    }
    const expected: NotifyResult[][] = [];
    for (const me of alone) {
      const results: NotifyResult[] = [];
      await db().transaction(async (tx) => {
        for (const e of eventsOf(me.user.id)) results.push(await notify(tx as unknown as Db, e));
      });
      expected.push(results);
    }
    // Every recipient's events in one call, interleaved.
    const events = many.flatMap((me) => eventsOf(me.user.id).map((e, i) => ({ e, i, me })));
    events.sort((a, b) => a.i - b.i);
    const got = await db().transaction((tx) =>
      notifyMany(
        tx as unknown as Db,
        events.map((x) => x.e),
      ),
    );
    for (const [k, me] of many.entries()) {
      const mine = got.filter((_, j) => events[j].me === me);
      expect(shapeOf(mine), `recipient kind ${k}`).toEqual(shapeOf(expected[k]));
      expect(await rowsOf(me), `recipient kind ${k}: rows`).toEqual(await rowsOf(alone[k]));
      for (const r of mine) if (r.queued) expect((await db().select().from(outboxMails).where(eq(outboxMails.id, r.mailId)))[0].userId).toBe(me.user.id);
    }
    // The kinds were told apart: every answer notify has was given.
    expect(new Set(expected.flat().map((r) => (r.queued ? 'queued' : r.reason)))).toEqual(
      new Set(['queued', 'duplicate', 'turned-off', 'not-subscribed', 'no-recipient']),
    );
  });

  it('queues one mail per key when calls over the same events run at once, and none when the transaction rolls back', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => signIn(t)));
    const events = people.flatMap((me) => [invitation(me.user.id, 21), invitation(me.user.id, 22)]);
    const reversed = [...events].reverse();
    const calls = await Promise.all([
      db().transaction((tx) => notifyMany(tx as unknown as Db, events)),
      db().transaction((tx) => notifyMany(tx as unknown as Db, reversed)),
      db().transaction((tx) => notifyMany(tx as unknown as Db, events.slice(3))),
      db().transaction((tx) => notify(tx as unknown as Db, events[0])),
    ]);
    const rows = await db()
      .select({ key: outboxMails.idempotencyKey, id: outboxMails.id })
      .from(outboxMails)
      .where(
        inArray(
          outboxMails.userId,
          people.map((p) => p.user.id),
        ),
      );
    expect(rows).toHaveLength(events.length);
    expect(new Set(rows.map((r) => r.key)).size).toBe(events.length);
    // Each row was answered "queued" to exactly one caller; every other answer for it was "duplicate".
    const answers = calls.flat();
    const queued = answers.filter((r): r is Extract<NotifyResult, { queued: true }> => r.queued).map((r) => r.mailId);
    expect(queued.sort()).toEqual(rows.map((r) => r.id).sort());
    expect(answers.filter((r) => !r.queued).every((r) => !r.queued && r.reason === 'duplicate')).toBe(true);

    const later = await signIn(t);
    await expect(
      db().transaction(async (tx) => {
        await notifyMany(tx as unknown as Db, [invitation(later.user.id, 21)]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rowsOf(later)).toEqual([]);
    expect(await db().transaction((tx) => notifyMany(tx as unknown as Db, []))).toEqual([]);
  });
});
