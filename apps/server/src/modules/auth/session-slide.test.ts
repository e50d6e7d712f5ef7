import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { sessions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { SESSION_IDLE_MS } from '../../platform/session';
import { batchedSlides } from './session-store.service';
import { type Slide, slideSessions } from './session.repo';

// Slides of requests arriving together are written by one statement (issue 19, decision 0032).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const hashOf = (me: SignedIn) => createHash('sha256').update(me.cookie.split('=')[1]).digest('base64url');
const rowsOf = async (hashes: string[]) => {
  const rows = await t.app.db.select().from(sessions).where(inArray(sessions.idHash, hashes));
  return new Map(rows.map((r) => [r.idHash, r]));
};
/** Sessions last seen `ago` ms back, expiring SESSION_IDLE_MS after that (as a slide then left them). */
async function age(hashes: string[], ago: number) {
  const seen = new Date(Date.now() - ago);
  await t.app.db
    .update(sessions)
    .set({ lastSeenAt: seen, expiresAt: new Date(seen.getTime() + SESSION_IDLE_MS) })
    .where(inArray(sessions.idHash, hashes));
  return seen;
}
/** batchedSlides over the real statement, recording the size of each write. */
function recorded() {
  const writes: number[] = [];
  const slide = batchedSlides(async (slides) => {
    writes.push(slides.length);
    await slideSessions(t.app.db, slides);
  });
  return { writes, slide };
}
const slideOf = (idHash: string, at: number): Slide => ({ idHash, lastSeenAt: new Date(at), expiresAt: new Date(at + SESSION_IDLE_MS) });

describe('session slides', () => {
  it('slides every session of concurrent signed-in requests that need it', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => signIn(t)));
    const hashes = people.map(hashOf);
    const before = await age(hashes, 10 * 60 * 1000);
    const answers = await Promise.all(people.map((me) => t.app.inject({ method: 'GET', url: '/api/user/sso/getUserInfo', headers: { cookie: me.cookie } })));
    expect(answers.map((a) => a.statusCode)).toEqual(people.map(() => 200));
    // Written behind the requests (decision 0045): the rows show it shortly after the answers.
    await expect
      .poll(async () => [...(await rowsOf(hashes)).values()].filter((r) => r.lastSeenAt.getTime() > before.getTime() + 9 * 60 * 1000).length)
      .toBe(12);
    const rows = await rowsOf(hashes);
    for (const h of hashes) expect(rows.get(h)!.expiresAt.getTime()).toBeGreaterThan(before.getTime() + SESSION_IDLE_MS + 9 * 60 * 1000);
  });

  it('answers the request when its slide fails, and a later request slides the session again', async () => {
    const me = await signIn(t);
    const h = hashOf(me);
    const before = await age([h], 10 * 60 * 1000);
    const store = t.app.sessions;
    const slide = store.slide;
    let attempts = 0;
    store.slide = () => {
      attempts++;
      return Promise.reject(new Error('database unavailable'));
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/user/sso/getUserInfo', headers: { cookie: me.cookie } });
      expect(res.statusCode).toBe(200);
      expect(attempts).toBe(1);
    } finally {
      store.slide = slide;
    }
    expect((await rowsOf([h])).get(h)!.lastSeenAt).toEqual(before);
    // The cached copy still holds the old lastSeenAt (the failed slide never touched it): the next request slides.
    const again = await t.app.inject({ method: 'GET', url: '/api/user/sso/getUserInfo', headers: { cookie: me.cookie } });
    expect(again.statusCode).toBe(200);
    await expect.poll(async () => (await rowsOf([h])).get(h)!.lastSeenAt.getTime()).toBeGreaterThan(before.getTime() + 9 * 60 * 1000);
  });

  it('writes the slides of one round with one statement, each session its own times', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, () => signIn(t)));
    const hashes = people.map(hashOf);
    await age(hashes, 10 * 60 * 1000);
    const { writes, slide } = recorded();
    const base = Date.now();
    await Promise.all(hashes.map((h, i) => slide(slideOf(h, base + i * 1000))));
    expect(writes).toEqual([20]);
    const rows = await rowsOf(hashes);
    hashes.forEach((h, i) => {
      expect(rows.get(h)!.lastSeenAt.getTime()).toBe(base + i * 1000);
      expect(rows.get(h)!.expiresAt.getTime()).toBe(base + i * 1000 + SESSION_IDLE_MS);
    });
  });

  it('keeps the later expiry when one session slides twice in a round, in either order', async () => {
    const [a, b] = await Promise.all([signIn(t), signIn(t)]);
    await age([hashOf(a), hashOf(b)], 10 * 60 * 1000);
    const { writes, slide } = recorded();
    const base = Date.now();
    await Promise.all([
      slide(slideOf(hashOf(a), base + 5000)),
      slide(slideOf(hashOf(a), base)),
      slide(slideOf(hashOf(b), base)),
      slide(slideOf(hashOf(b), base + 5000)),
    ]);
    expect(writes).toEqual([2]);
    const rows = await rowsOf([hashOf(a), hashOf(b)]);
    for (const me of [a, b]) expect(rows.get(hashOf(me))!.expiresAt.getTime()).toBe(base + 5000 + SESSION_IDLE_MS);
  });

  it('never moves an expiry back: a later slide already written wins', async () => {
    const me = await signIn(t);
    const h = hashOf(me);
    await age([h], 10 * 60 * 1000);
    const { slide } = recorded();
    const base = Date.now();
    await slide(slideOf(h, base + 60_000));
    await slide(slideOf(h, base));
    const row = (await rowsOf([h])).get(h)!;
    expect(row.expiresAt.getTime()).toBe(base + 60_000 + SESSION_IDLE_MS);
    expect(row.lastSeenAt.getTime()).toBe(base + 60_000);
  });

  it('does not revive a revoked, expired or deleted session, and slides the live ones of its batch', async () => {
    const [revoked, expired, deleted, live] = await Promise.all([signIn(t), signIn(t), signIn(t), signIn(t)]);
    const hashes = [revoked, expired, deleted, live].map(hashOf);
    await age(hashes, 10 * 60 * 1000);
    await t.app.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.idHash, hashOf(revoked)));
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, hashOf(expired)));
    await t.app.db.delete(sessions).where(eq(sessions.idHash, hashOf(deleted)));
    const before = await rowsOf(hashes);
    const { writes, slide } = recorded();
    const base = Date.now();
    await Promise.all(hashes.map((h) => slide(slideOf(h, base))));
    expect(writes).toEqual([4]);
    const after = await rowsOf(hashes);
    expect(after.has(hashOf(deleted))).toBe(false);
    for (const me of [revoked, expired]) {
      expect(after.get(hashOf(me))!.expiresAt).toEqual(before.get(hashOf(me))!.expiresAt);
      expect(after.get(hashOf(me))!.revokedAt).toEqual(before.get(hashOf(me))!.revokedAt);
    }
    expect(after.get(hashOf(live))!.expiresAt.getTime()).toBe(base + SESSION_IDLE_MS);
    // The signed-in request of a revoked session stays a visitor's.
    const res = await t.app.inject({ method: 'GET', url: '/api/user/sso/getUserInfo', headers: { cookie: revoked.cookie } });
    expect(res.statusCode).toBe(401);
  });

  it('a failed write fails every slide of its batch, and the next batch writes again', async () => {
    const me = await signIn(t);
    let fail = true;
    const slide = batchedSlides(async (slides) => {
      if (fail) throw new Error('database unavailable');
      await slideSessions(t.app.db, slides);
    });
    const base = Date.now();
    const failed = await Promise.allSettled([slide(slideOf(hashOf(me), base)), slide(slideOf(hashOf(me), base + 1))]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await slide(slideOf(hashOf(me), base + 60_000));
    expect((await rowsOf([hashOf(me)])).get(hashOf(me))!.expiresAt.getTime()).toBe(base + 60_000 + SESSION_IDLE_MS);
  });
});
