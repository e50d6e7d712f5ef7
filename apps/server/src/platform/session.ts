import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema/index';
import { AppError } from './app-error';

export const SESSION_COOKIE = 'credo_sid';
/** Idle lifetime: each use moves the expiry this far ahead (sliding). */
export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
/** Writing lastSeenAt on every request would turn reads into writes; once per interval is enough. */
const SLIDE_EVERY_MS = 5 * 60 * 1000;

export type SessionUser = typeof users.$inferSelect;
export type CurrentSession = { idHash: string; user: SessionUser; idToken: string | null };

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    session: CurrentSession | null;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Starts a session with a new random id (never reuses one: no fixation) and sets the cookie. */
export async function startSession(
  db: Db,
  reply: FastifyReply,
  input: { userId: number; idToken?: string; userAgent?: string; ip?: string; secure: boolean },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId: input.userId,
    idToken: input.idToken ?? null,
    expiresAt: new Date(Date.now() + SESSION_IDLE_MS),
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    ip: input.ip ?? null,
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: input.secure,
    maxAge: SESSION_IDLE_MS / 1000,
  });
}

/** Inserts a session for a user and answers the cookie value (tests and tools; no reply needed). */
export async function createSessionToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ idHash: hashToken(token), userId, expiresAt: new Date(Date.now() + SESSION_IDLE_MS) });
  return token;
}

export async function revokeSession(db: Db, idHash: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a user at once (account deletion, password reset). */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends every session of the user signed in with this provider subject (password reset at the provider). */
export async function revokeSessionsOfSubject(db: Db, subject: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() })
    .where(and(isNull(sessions.revokedAt), sql`${sessions.userId} in (select id from users where subject = ${subject})`));
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

async function loadSession(db: Db, token: string): Promise<CurrentSession | null> {
  const idHash = hashToken(token);
  const now = new Date();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > SLIDE_EVERY_MS) {
    await db.update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) })
      .where(eq(sessions.idHash, idHash));
  }
  return { idHash, user: row.user, idToken: row.session.idToken };
}

/** The signed-in user, or HTTP 401 (the web client then sends the browser to sign in). */
export function requireUser(req: FastifyRequest): SessionUser {
  if (!req.session) throw AppError.unauthorized();
  return req.session.user;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: a state-changing request that carries the session cookie must come from this origin.
 * Browsers send Origin on such requests (Referer as a fallback); SameSite=Lax is the second wall.
 */
export function isSameOrigin(req: FastifyRequest): boolean {
  const source = req.headers.origin ?? req.headers.referer;
  if (!source || typeof source !== 'string') return false;
  try {
    return new URL(source).host === req.headers.host;
  } catch {
    return false;
  }
}

/** Reads the session cookie on every request; sets req.session and, for API routes, ctx.userId. */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('session', null);
  // A callback hook: a visitor (no cookie) passes without a promise or a microtask hop.
  app.addHook('preValidation', (req, _reply, done) => {
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return done();
    if (!SAFE_METHODS.has(req.method) && !isSameOrigin(req)) {
      return done(new AppError(403, null, 'Cross-site request refused', 403));
    }
    if (!/^[\w-]{43}$/.test(token)) return done();
    loadSession(app.db, token).then((session) => {
      req.session = session;
      if (session && req.ctx) req.ctx.userId = session.user.id;
      done();
    }, done);
  });
}, { name: 'session', dependencies: ['request-context'] });

/** Removes expired sessions and login states; the sweeper calls it. */
export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.execute(sql`delete from sessions where expires_at < now() - interval '1 day' or revoked_at < now() - interval '1 day'`);
  await db.execute(sql`delete from login_states where expires_at < now()`);
}
