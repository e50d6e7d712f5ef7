import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed stream keys: `<videoId>.<userId>.<expires epoch s>.<hmac>`. power/check issues one only
 * after the access check; the stream route serves bytes only for a key whose signature holds,
 * which has not expired and, when it names a user, whose session is that user's. So a copied URL
 * stops working at its expiry and never works in another learner's browser.
 */
export type VideoGrant = { videoId: number; userId: number; expiresAt: number };

const KEY_PATTERN = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(`video:${body}`).digest('base64url');

export function signVideoKey(secret: string, grant: VideoGrant): string {
  const body = `${grant.videoId}.${grant.userId}.${grant.expiresAt}`;
  return `${body}.${mac(secret, body)}`;
}

/** The grant of a well-formed, correctly signed key (expiry not checked here), else null. */
export function readVideoKey(secret: string, key: string): VideoGrant | null {
  const m = KEY_PATTERN.exec(key);
  if (!m) return null;
  const body = `${m[1]}.${m[2]}.${m[3]}`;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(m[4]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { videoId: Number(m[1]), userId: Number(m[2]), expiresAt: Number(m[3]) };
}

/** Parses `bytes=a-b`, `bytes=a-`, `bytes=-n` (one range); null when absent, 'invalid' when unsatisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || end < start) return 'invalid';
  return { start, end };
}
