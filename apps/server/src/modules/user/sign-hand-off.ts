import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SIGN_MAX_CLOCK_SKEW_SECONDS, SIGN_MAX_LIFETIME_SECONDS, signPayload, type SignPayload } from '@credo/contracts/user';

/**
 * The signature hand-off of the certification document's section 4 ("Site login check"):
 * another application of the vendor sends a signed-in user here as
 *
 *   https://<site>/<page>?appId=<appId>&signature=<signature>
 *   signature = base64url(JSON payload) + "." + base64url(HMAC-SHA256(secret of appId, base64url(JSON payload)))
 *   payload   = { email, sub?, firstName?, lastName?, iat, exp, nonce }   (times in seconds since the epoch)
 *
 * The secret is shared per application (SIGN_APP_SECRETS="appId=secret,…"; an appId listed twice has
 * two valid secrets while the old one is rotated out). A signature lives at
 * most 10 minutes (exp - iat), may be issued at most 5 minutes ahead of this server's clock, and
 * is accepted once (the nonce). In Node, the other application signs with `signHandOff`.
 */
export function signHandOff(secret: string, payload: Omit<SignPayload, 'iat' | 'exp' | 'nonce'> & Partial<Pick<SignPayload, 'iat' | 'exp' | 'nonce'>>): string {
  const iat = payload.iat ?? Math.floor(Date.now() / 1000);
  const full = { ...payload, iat, exp: payload.exp ?? iat + 300, nonce: payload.nonce ?? randomBytes(18).toString('base64url') };
  const body = Buffer.from(JSON.stringify(full)).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body, 'ascii').digest();

export type HandOffCheck = { ok: true; payload: SignPayload } | { ok: false; reason: string };

const B64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Checks the MAC (constant time) against each of the app's secrets (one, or two during a rotation),
 * then the payload's shape and its times; the nonce is the caller's.
 */
export function checkHandOff(secrets: string | readonly string[], signature: string, nowSeconds = Math.floor(Date.now() / 1000)): HandOffCheck {
  const parts = signature.split('.');
  if (parts.length !== 2 || !B64URL.test(parts[0]) || !B64URL.test(parts[1])) return { ok: false, reason: 'The signature is malformed' };
  const given = Buffer.from(parts[1], 'base64url');
  const verifies = (secret: string) => {
    const expected = mac(secret, parts[0]);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  if (!(typeof secrets === 'string' ? [secrets] : secrets).some(verifies)) return { ok: false, reason: 'The signature does not verify' };

  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'The signed payload is not JSON' };
  }
  const parsed = signPayload.safeParse(json);
  if (!parsed.success) return { ok: false, reason: `The signed payload is invalid: ${parsed.error.issues[0]?.message ?? 'bad shape'}` };
  const p = parsed.data;
  if (p.exp < nowSeconds) return { ok: false, reason: 'The signature has expired' };
  if (p.iat > nowSeconds + SIGN_MAX_CLOCK_SKEW_SECONDS) return { ok: false, reason: 'The signature is issued in the future' };
  if (p.exp < p.iat || p.exp - p.iat > SIGN_MAX_LIFETIME_SECONDS) return { ok: false, reason: 'The signature lives longer than 10 minutes' };
  if (nowSeconds - p.iat > SIGN_MAX_LIFETIME_SECONDS) return { ok: false, reason: 'The signature is too old' };
  return { ok: true, payload: p };
}
