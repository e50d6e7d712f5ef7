import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A browser's cookie jar for app.inject (paths ignored: tests send every cookie everywhere). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(res: LightMyRequestResponse): LightMyRequestResponse {
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired = (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0 || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get(name: string) {
    return this.cookies.get(name);
  }
}

export type Browser = {
  jar: CookieJar;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, form: Record<string, string>, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
};

/** Path and query of an absolute or relative URL (inject takes paths). */
export const pathOf = (url: string) => {
  const u = new URL(url, 'http://localhost');
  return u.pathname + u.search;
};

export function browser(app: FastifyInstance, opts: { host?: string; ip?: string; acceptLanguage?: string } = {}): Browser {
  const jar = new CookieJar();
  const base = (extra?: Record<string, string>) => ({
    host: opts.host ?? 'localhost:3000',
    cookie: jar.header(),
    ...(opts.acceptLanguage ? { 'accept-language': opts.acceptLanguage } : {}),
    ...extra,
  });
  return {
    jar,
    get: async (url, headers) => jar.take(await app.inject({ method: 'GET', url: pathOf(url), headers: base(headers), remoteAddress: opts.ip })),
    post: async (url, form, headers) =>
      jar.take(
        await app.inject({
          method: 'POST',
          url: pathOf(url),
          headers: base({ 'content-type': 'application/x-www-form-urlencoded', ...headers }),
          payload: new URLSearchParams(form).toString(),
          remoteAddress: opts.ip,
        }),
      ),
  };
}

export const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export type AuthRequest = { redirectUri?: string; uiLocales?: string; state?: string; nonce?: string; loginHint?: string };

/** GET /idp/auth with PKCE; answers the response and the verifier. */
export async function authorize(b: Browser, req: AuthRequest = {}) {
  const { verifier, challenge } = pkce();
  const params = new URLSearchParams({
    client_id: 'credo-web',
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: req.redirectUri ?? 'http://localhost:3000/api/user/sso/callback',
    state: req.state ?? 'state-1',
    nonce: req.nonce ?? 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(req.uiLocales ? { ui_locales: req.uiLocales } : {}),
    ...(req.loginHint ? { login_hint: req.loginHint } : {}),
  });
  const res = await b.get(`/idp/auth?${params}`);
  const location = String(res.headers.location ?? '');
  const uid = /\/idp\/interaction\/([\w-]+)/.exec(location)?.[1] ?? '';
  return { res, location, uid, verifier };
}

/** Signs in on the interaction page and follows the provider back to the client; answers the callback URL. */
export async function signIn(b: Browser, uid: string, email: string, password: string) {
  const page = await b.get(`/idp/interaction/${uid}`);
  const res = await b.post(`/idp/interaction/${uid}/login`, { _csrf: csrfOf(page.body), email, password });
  if (res.statusCode !== 303) return { res, callback: undefined };
  const resumed = await b.get(String(res.headers.location));
  return { res: resumed, callback: resumed.statusCode === 303 ? new URL(String(resumed.headers.location)) : undefined };
}

export const decodeJwt = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
