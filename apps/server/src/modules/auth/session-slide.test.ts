import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { sessions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { SESSION_IDLE_MS, SLIDE_AFTER_MS, slideAfterMs } from '../../platform/session';
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
const userInfo = (me: SignedIn) => t.app.inject({ method: 'GET', url: '/api/user/sso/getUserInfo', headers: { cookie: me.cookie } });
type SlideFn = TestApp['app']['sessions']['slide'];
/** Runs `fn` with the app's session slide replaced (`wrap` gets the real one), then puts it back. */
async function withSlide(wrap: (real: SlideFn) => SlideFn, fn: () => Promise<void>) {
  const store = t.app.sessions;
  const real = store.slide;
  store.slide = wrap(real);
  try {
    await fn();
  } finally {
    store.slide = real;
  }
}
/** Last seen longer ago than any session's slide point (30 to 60 minutes, by its hash). */
const DUE = SLIDE_AFTER_MS.most + 60_000;
const slideOf = (idHash: string, at: number): Slide => ({ idHash, lastSeenAt: new Date(at), expiresAt: new Date(at + SESSION_IDLE_MS) });

describe('session slides', () => {
  it('slides every session of concurrent signed-in requests that need it', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => signIn(t)));
    const hashes = people.map(hashOf);
    const before = await age(hashes, DUE);
    const answers = await Promise.all(people.map(userInfo));
    expect(answers.map((a) => a.statusCode)).toEqual(people.map(() => 200));
    // Written behind the requests (decision 0045): the rows show it shortly after the answers.
    await expect
      .poll(async () => [...(await rowsOf(hashes)).values()].filter((r) => r.lastSeenAt.getTime() > before.getTime() + SLIDE_AFTER_MS.most).length)
      .toBe(12);
    const rows = await rowsOf(hashes);
    for (const h of hashes) expect(rows.get(h)!.expiresAt.getTime()).toBeGreaterThan(before.getTime() + SESSION_IDLE_MS + SLIDE_AFTER_MS.most);
  });

  it('slides a session once it was last seen longer ago than its own point between 30 and 60 minutes, not before', async () => {
    const [early, due] = await Promise.all([signIn(t), signIn(t)]);
    await age([hashOf(early)], slideAfterMs(hashOf(early)) - 60_000);
    await age([hashOf(due)], slideAfterMs(hashOf(due)) + 60_000);
    const slid: string[] = [];
    await withSlide(
      (real) => (idHash, lastSeenAt, expiresAt) => {
        slid.push(idHash);
        return real(idHash, lastSeenAt, expiresAt);
      },
      async () => {
        for (const me of [early, due]) expect((await userInfo(me)).statusCode).toBe(200);
      },
    );
    expect(slid).toEqual([hashOf(due)]);
  });

  it('spreads the slide points of sessions over the range, each fixed by its hash', () => {
    const hashes = Array.from({ length: 2000 }, (_, i) => createHash('sha256').update(`session ${i}`).digest('base64url'));
    const points = hashes.map(slideAfterMs);
    for (const p of points) {
      expect(p).toBeGreaterThanOrEqual(SLIDE_AFTER_MS.least);
      expect(p).toBeLessThan(SLIDE_AFTER_MS.most);
    }
    expect(hashes.map(slideAfterMs)).toEqual(points);
    // Every tenth of the range holds between 5 and 15 % of the sessions (uniform: 10 %).
    const tenths = new Array(10).fill(0);
    for (const p of points) tenths[Math.floor(((p - SLIDE_AFTER_MS.least) / (SLIDE_AFTER_MS.most - SLIDE_AFTER_MS.least)) * 10)]++;
    for (const n of tenths) expect(n / points.length).toBeGreaterThan(0.05);
    for (const n of tenths) expect(n / points.length).toBeLessThan(0.15);
  });

  it('answers the request when its slide fails, and a later request slides the session again', async () => {
    const me = await signIn(t);
    const h = hashOf(me);
    const before = await age([h], DUE);
    let attempts = 0;
    await withSlide(
      () => () => {
        attempts++;
        return Promise.reject(new Error('database unavailable'));
      },
      async () => expect((await userInfo(me)).statusCode).toBe(200),
    );
    expect(attempts).toBe(1);
    expect((await rowsOf([h])).get(h)!.lastSeenAt).toEqual(before);
    // The cached copy still holds the old lastSeenAt (the failed slide never touched it): the next request slides.
    expect((await userInfo(me)).statusCode).toBe(200);
    await expect.poll(async () => (await rowsOf([h])).get(h)!.lastSeenAt.getTime()).toBeGreaterThan(before.getTime() + SLIDE_AFTER_MS.most);
  });

  it('writes the slides of one round with one statement, each session its own times', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, () => signIn(t)));
    const hashes = people.map(hashOf);
    await age(hashes, DUE);
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
    await age([hashOf(a), hashOf(b)], DUE);
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
    await age([h], DUE);
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
    await age(hashes, DUE);
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
    const res = await userInfo(revoked);
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
