/**
 * Where to send the browser after sign-in or sign-out: only a same-origin relative path.
 * Anything else (absolute URLs, protocol-relative `//evil`, backslash tricks, control
 * characters, javascript:) falls back to the home page: no open redirect.
 */
export function safeTarget(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return '/';
  try {
    const base = 'http://same.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base) return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}
