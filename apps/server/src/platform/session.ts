import { hash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { AppError } from './app-error';
import { errorReport } from './error-report';
import { SESSION_CACHE_MS, SessionCache } from './session-cache';
import { clearSessionCookies, markSessionCookieRepair, SESSION_COOKIE, SESSION_IDLE_MS, setSessionCookies, SIGNED_IN_HINT_COOKIE } from './session-cookies';

export { SESSION_COOKIE, SESSION_IDLE_MS, SIGNED_IN_HINT_COOKIE };
/**
 * Writing lastSeenAt on every request would turn reads into writes: a session slides once it was
 * last seen between 30 and 60 minutes ago, the point in that range fixed by its hash (decision
 * 0045). Against 7 days of idle time the expiry moves in steps of under an hour, which no one sees;
 * the spread keeps a class that signed in together from sliding all at once (at an exam's deadline,
 * say: with one fixed interval their slides came in waves, 35 to 38 % of a 10,000-learner class due
 * at the deadline of the 600 s exam day).
 */
export const SLIDE_AFTER_MS = { least: 30 * 60 * 1000, most: 60 * 60 * 1000 };

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** How long after its last use this session slides: a fixed point of SLIDE_AFTER_MS's range. */
export function slideAfterMs(idHash: string): number {
  // The hash is base64url of SHA-256, so its first two characters are uniform: 4,096 steps.
  const digit = (i: number) => Math.max(0, BASE64URL.indexOf(idHash.charAt(i)));
  const spread = (digit(0) * 64 + digit(1)) / 4096;
  return SLIDE_AFTER_MS.least + spread * (SLIDE_AFTER_MS.most - SLIDE_AFTER_MS.least);
}

/**
 * The signed-in user as a request knows it: what the policy layer (access.ts) needs, read on every
 * signed-in request (a role change or a deletion shows at once). Nothing more: the profile is read
 * by the routes that show or use it (decision 0038; modules/user/session-user.service.ts).
 */
export type SessionUser = {
  id: number;
  tenantId: number;
  role: string;
};
export type CurrentSession = { idHash: string; user: SessionUser; idToken: string | null };

export type NewSession = { idHash: string; userId: number; idToken: string | null; expiresAt: Date; userAgent: string | null; ip: string | null };
export type StoredSession = { idHash: string; userId: number; idToken: string | null; lastSeenAt: Date; expiresAt: Date };

/**
 * Where sessions live (issue 15: platform reads no module's table). The auth module keeps the
 * rows, the user module answers a session's user; app.ts wires them (session-wiring.ts).
 */
export type SessionStore = {
  insert(row: NewSession): Promise<void>;
  /** The session under this hash unless revoked or expired at `now`. */
  findLive(idHash: string, now: Date): Promise<StoredSession | null>;
  slide(idHash: string, lastSeenAt: Date, expiresAt: Date): Promise<void>;
  revoke(idHash: string): Promise<void>;
  /** Ends every session of a user at once (account deletion, in its transaction when given one). */
  revokeUser(userId: number, tx?: Db): Promise<void>;
  /** Ends every session of the user signed in with this provider subject (password reset at the provider). */
  revokeSubject(subject: string): Promise<void>;
  /** The user of a session, or null when the account is deleted. */
  activeUser(userId: number): Promise<SessionUser | null>;
};

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    session: CurrentSession | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    sessions: SessionStore;
  }
}

// One-shot hash: no Hash object per request (every signed-in request hashes its cookie).
const hashToken = (token: string) => hash('sha256', token, 'base64url');

/** Stores a session under a new random token (never reuses one: no fixation) and answers the token. */
async function newSession(store: SessionStore, input: { userId: number; idToken?: string; userAgent?: string; ip?: string }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await store.insert({
    idHash: hashToken(token),
    userId: input.userId,
    idToken: input.idToken ?? null,
    expiresAt: new Date(Date.now() + SESSION_IDLE_MS),
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    ip: input.ip ?? null,
  });
  return token;
}

/** Starts a session with a new random id and sets its cookies (the session cookie and the signed-in hint). */
export async function startSession(
  store: SessionStore,
  reply: FastifyReply,
  input: { userId: number; idToken?: string; userAgent?: string; ip?: string; secure: boolean },
): Promise<void> {
  const token = await newSession(store, input);
  setSessionCookies(reply, token, input.secure);
}

/** Stores a session for a user and answers the cookie value (tests and tools; no reply needed). */
export const createSessionToken = (store: SessionStore, userId: number): Promise<string> => newSession(store, { userId });

/** Clears the session cookie and the signed-in hint (sign-out, account deletion). */
export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  clearSessionCookies(reply, secure);
}

async function loadSession(store: SessionStore, token: string, behind: (slide: Promise<void>) => void): Promise<CurrentSession | null> {
  const idHash = hashToken(token);
  const now = new Date();
  const row = await store.findLive(idHash, now);
  if (!row) return null;
  const user = await store.activeUser(row.userId);
  if (!user) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > slideAfterMs(idHash)) {
    // Written behind the request, not in its path (issue 19: at the deadline's burst a slide was one
    // more statement each submit waited for; decision 0045). The slides of one round of I/O still go
    // in one statement (decision 0032). A failed slide costs nothing the request needs: the session
    // has days left (SESSION_IDLE_MS) and a later request slides it again.
    behind(store.slide(idHash, now, new Date(now.getTime() + SESSION_IDLE_MS)));
  }
  return { idHash, user, idToken: row.idToken };
}

/** The slides being written behind their requests: a failure is logged, and closing waits for them. */
function slidesBehind(app: FastifyInstance) {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  return (slide: Promise<void>) => {
    const settled = slide.then(
      () => undefined,
      (err: unknown) => app.log.warn({ error: errorReport(err) }, 'session slide not written; a later request slides it again'),
    );
    pending.add(settled);
    void settled.finally(() => pending.delete(settled));
  };
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

/**
 * Reads the session cookie on every request; sets req.session and, for API routes, ctx.userId.
 * Keeps the signed-in hint true (session-cookies.ts): a session cookie that no longer resolves is
 * answered as a visitor (a 401 where a session is required) and both cookies are cleared; a live
 * session without its hint gets it back. `secure`: the cookies' Secure flag, as at sign-in.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { store: SessionStore; secure: boolean; cacheMs?: number }) => {
    // Session rows trusted for a few seconds (session-cache.ts): one indexed read per request.
    const store = new SessionCache(opts.cacheMs ?? SESSION_CACHE_MS).wrap(opts.store);
    app.decorate('sessions', store);
    app.decorateRequest('session', null);
    const behind = slidesBehind(app);
    // A callback hook: a visitor (no cookie) passes without a promise or a microtask hop.
    app.addHook('preValidation', (req, _reply, done) => {
      const token = req.cookies[SESSION_COOKIE];
      if (!token) {
        // A hint whose session cookie is gone (expired in the browser, removed by hand).
        if (req.cookies[SIGNED_IN_HINT_COOKIE] !== undefined) markSessionCookieRepair(req, 'clear', opts.secure);
        return done();
      }
      if (!SAFE_METHODS.has(req.method) && !isSameOrigin(req)) {
        return done(new AppError(403, null, 'Cross-site request refused', 403));
      }
      if (!/^[\w-]{43}$/.test(token)) {
        markSessionCookieRepair(req, 'clear', opts.secure);
        return done();
      }
      loadSession(store, token, behind).then((session) => {
        req.session = session;
        if (session && req.ctx) req.ctx.userId = session.user.id;
        if (!session) markSessionCookieRepair(req, 'clear', opts.secure);
        else if (req.cookies[SIGNED_IN_HINT_COOKIE] === undefined) markSessionCookieRepair(req, 'hint', opts.secure);
        done();
      }, done);
    });
    // The repairs marked here are written by the one onSend hook of every answer (response-hooks.ts).
  },
  { name: 'session', dependencies: ['request-context', 'response-hooks'] },
);
