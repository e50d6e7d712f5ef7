import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index';
import { buildApp } from '../app';
import { sessionStoreOf } from '../session-wiring';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { signIn, type SignedIn } from '../../test/sessions';
import { SESSION_CACHE_MS, SessionCache } from './session-cache';
import type { SessionStore } from './session';

// Sessions read once per few seconds per node, revocation honoured across nodes (issue 19).
let t: TestApp;
/** A second node on the same database, as behind a load balancer. */
let other: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  other = await buildApp({ config: t.config, database: t.database });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const hashOf = (me: SignedIn) => createHash('sha256').update(me.cookie.split('=')[1]).digest('base64url');
const userInfo = (app: FastifyInstance, me: SignedIn) => app.inject({ method: 'GET', url: '/api/user/sso/getUserInfo', headers: { cookie: me.cookie } });

/** The real store, counting the session reads that reach the database. */
function counted(store: SessionStore) {
  const reads = { n: 0 };
  return { reads, store: { ...store, findLive: (idHash: string, now: Date) => (reads.n++, store.findLive(idHash, now)) } };
}

describe('session cache', () => {
  it('reads a session row once per interval, again after it, and forgets a revoked one at once', async () => {
    const me = await signIn(t);
    let now = 1_000_000;
    const { reads, store } = counted(sessionStoreOf(t.app.db));
    const cached = new SessionCache(5_000, () => now).wrap(store);
    const id = hashOf(me);
    expect((await cached.findLive(id, new Date()))?.userId).toBe(me.user.id);
    expect((await cached.findLive(id, new Date()))?.userId).toBe(me.user.id);
    expect(reads.n).toBe(1);
    now += 5_001;
    expect(await cached.findLive(id, new Date())).not.toBeNull();
    expect(reads.n).toBe(2);
    await cached.revoke(id);
    expect(await cached.findLive(id, new Date())).toBeNull();
    expect(reads.n).toBe(3);
  });

  it('drops every row of a user when their sessions are revoked together', async () => {
    const me = await signIn(t);
    const { reads, store } = counted(sessionStoreOf(t.app.db));
    const cached = new SessionCache(60_000).wrap(store);
    await cached.findLive(hashOf(me), new Date());
    await cached.revokeUser(me.user.id);
    expect(await cached.findLive(hashOf(me), new Date())).toBeNull();
    expect(reads.n).toBe(2);
  });

  /** A promise and the function that settles it: a test holds a store call at a chosen point. */
  function gate() {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  }

  it('a revocation wins over a read in flight: the row read live before the sign-out is not cached (review 10)', async () => {
    const me = await signIn(t);
    const id = hashOf(me);
    const real = sessionStoreOf(t.app.db);
    const readDone = gate();
    const release = gate();
    let reads = 0;
    // The first read sees the row live, then is held until the sign-out has finished.
    const store: SessionStore = {
      ...real,
      findLive: async (idHash, now) => {
        const row = await real.findLive(idHash, now);
        if (reads++ === 0) {
          readDone.open();
          await release.opened;
        }
        return row;
      },
    };
    const cached = new SessionCache(60_000).wrap(store);
    const inFlight = cached.findLive(id, new Date());
    await readDone.opened;
    await cached.revoke(id);
    release.open();
    expect(await inFlight).not.toBeNull(); // that request began before the sign-out
    expect(await cached.findLive(id, new Date())).toBeNull();
    expect(reads).toBe(2);
  });

  it('a read that begins while the revocation is being written is not cached either', async () => {
    const me = await signIn(t);
    const id = hashOf(me);
    const real = sessionStoreOf(t.app.db);
    const writing = gate();
    const write = gate();
    const { reads, store: counting } = counted(real);
    const store: SessionStore = {
      ...counting,
      revoke: async (idHash) => {
        writing.open();
        await write.opened;
        await real.revoke(idHash);
      },
    };
    const cached = new SessionCache(60_000).wrap(store);
    const signOut = cached.revoke(id);
    await writing.opened;
    expect(await cached.findLive(id, new Date())).not.toBeNull(); // the row is still live in the database
    write.open();
    await signOut;
    expect(await cached.findLive(id, new Date())).toBeNull();
    expect(reads.n).toBe(2);
    // With nothing revoked any more in flight, rows are cached again as before.
    const next = await signIn(t);
    await cached.findLive(hashOf(next), new Date());
    await cached.findLive(hashOf(next), new Date());
    expect(reads.n).toBe(3);
  });

  it("a cached row is not served past the session's own expiry (review 10)", async () => {
    const me = await signIn(t);
    const id = hashOf(me);
    const { reads, store } = counted(sessionStoreOf(t.app.db));
    const cached = new SessionCache(60_000).wrap(store);
    const row = await cached.findLive(id, new Date());
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(await cached.findLive(id, new Date())).not.toBeNull();
    expect(reads.n).toBe(1);
    // Within the cache interval, but after the row's expiry: read again, and the database says no.
    expect(await cached.findLive(id, new Date(row!.expiresAt.getTime() + 1))).toBeNull();
    expect(reads.n).toBe(2);
  });

  it('a session signed out on this node stops at once; one revoked on another node within the cache interval', async () => {
    const here = await signIn(t);
    expect((await userInfo(t.app, here)).statusCode).toBe(200);
    await t.app.sessions.revoke(hashOf(here));
    expect((await userInfo(t.app, here)).statusCode).toBe(401);

    const me = await signIn(t);
    expect((await userInfo(t.app, me)).statusCode).toBe(200);
    expect((await userInfo(other, me)).statusCode).toBe(200);
    await other.sessions.revoke(hashOf(me));
    const revokedAt = Date.now();
    expect((await userInfo(other, me)).statusCode).toBe(401);
    // This node trusted its copy for at most SESSION_CACHE_MS: wait for the refusal, bounded.
    let status = 200;
    while (status === 200 && Date.now() - revokedAt < SESSION_CACHE_MS + 3_000) status = (await userInfo(t.app, me)).statusCode;
    expect(status).toBe(401);
    expect(Date.now() - revokedAt).toBeLessThan(SESSION_CACHE_MS + 3_000);
  });

  it('sessions and users asked for together are read together, each request answered with its own (batched-lookup.ts)', async () => {
    const store = sessionStoreOf(t.app.db);
    const people = await Promise.all(Array.from({ length: 12 }, () => signIn(t)));
    const [revoked, deleted, expiring] = people;
    await store.revoke(hashOf(revoked));
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    const now = new Date();
    const expiry = (await store.findLive(hashOf(expiring), now))!.expiresAt;
    const lookups = people.map((me) => hashOf(me));
    // One read of the batch; the last lookup asks after the expiring session's end.
    const rows = await Promise.all([
      ...lookups.map((id) => store.findLive(id, now)),
      store.findLive('x'.repeat(43), now),
      store.findLive(hashOf(expiring), new Date(expiry.getTime() + 1)),
    ]);
    expect(rows.map((r) => r?.userId ?? null)).toEqual([null, ...people.slice(1).map((p) => p.user.id), null, null]);
    // The same user asked twice in one batch; each answer carries what the policy layer reads, nothing more (decision 0038).
    const found = await Promise.all([...people, people[1]].map((p) => store.activeUser(p.user.id)));
    expect(found).toEqual([...people, people[1]].map((p) => (p === deleted ? null : { id: p.user.id, tenantId: 1, role: 'learner' })));
  });

  it('hundreds of users asked together (more than one batch of 500) are each answered, the unknown one with null (the prepared array parameter)', async () => {
    const store = sessionStoreOf(t.app.db);
    const rows = await t.app.db
      .insert(users)
      .values(Array.from({ length: 620 }, (_, i) => ({ tenantId: 1, subject: `batch|${Date.now()}|${i}`, role: i % 3 === 0 ? 'staff' : 'learner' })))
      .returning({ id: users.id, role: users.role });
    const ids = [...rows.map((r) => r.id), 2_000_000_000];
    const found = await Promise.all(ids.map((id) => store.activeUser(id)));
    expect(found).toEqual([...rows.map((r) => ({ id: r.id, tenantId: 1, role: r.role })), null]);
  });

  it('reads the role on every request: a learner made staff is staff on the next request, on every node; and back', async () => {
    const me = await signIn(t);
    const staffList = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/staff/smartTry/request/list?siteId=1&languageId=1', headers: { cookie: me.cookie } });
    // Both nodes hold the session row (cached 5 s); a learner is refused (HTTP 403).
    expect((await staffList(t.app)).statusCode).toBe(403);
    expect((await staffList(other)).statusCode).toBe(403);
    await t.app.db.update(users).set({ role: 'staff' }).where(eq(users.id, me.user.id));
    expect((await staffList(t.app)).statusCode).toBe(200);
    expect((await staffList(other)).statusCode).toBe(200);
    await t.app.db.update(users).set({ role: 'learner' }).where(eq(users.id, me.user.id));
    expect((await staffList(t.app)).statusCode).toBe(403);
    expect((await staffList(other)).statusCode).toBe(403);
  });

  it('the profile routes read the whole row afresh: a change made elsewhere shows on the next user info', async () => {
    const me = await signIn(t, { firstName: 'Before' });
    const firstName = async (app: FastifyInstance) => (JSON.parse((await userInfo(app, me)).body) as { data: { firstName: string } }).data.firstName;
    expect(await firstName(t.app)).toBe('Before');
    await t.app.db.update(users).set({ firstName: 'After' }).where(eq(users.id, me.user.id));
    expect(await firstName(t.app)).toBe('After');
    expect(await firstName(other)).toBe('After');
  });

  it("reads the user on every request: a deleted account's session stops at once on every node", async () => {
    const me = await signIn(t);
    expect((await userInfo(t.app, me)).statusCode).toBe(200);
    expect((await userInfo(other, me)).statusCode).toBe(200);
    // Both nodes hold the session row; the account ends (as account deletion marks it).
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, me.user.id));
    expect((await userInfo(t.app, me)).statusCode).toBe(401);
    expect((await userInfo(other, me)).statusCode).toBe(401);
  });
});
