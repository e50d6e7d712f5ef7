const BASE = 'http://same.invalid';
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;

/** A path that a browser resolves on this origin: one leading `/`, never `//` or `/\` (protocol-relative). */
const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/**
 * The path stays local even if a later hop percent-decodes it once (`/%2f/evil`, `/%5cevil`,
 * `/.%2f/evil`): a real page path never needs an encoded slash, backslash or control character.
 */
function survivesDecoding(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (!isLocalPath(decoded) || UNSAFE_CHARS.test(decoded)) return false;
  const resolved = new URL(decoded, BASE);
  return resolved.origin === BASE && isLocalPath(resolved.pathname);
}

/**
 * Where to send the browser after sign-in or sign-out: only a same-origin relative path.
 * Anything else (absolute URLs, protocol-relative `//evil`, backslash tricks, control
 * characters, javascript:) falls back to the home page: no open redirect.
 *
 * The decisive check runs on the PARSED path, because parsing changes it: dot segments collapse
 * (`/.//evil`, `/..//evil`, `/%2e//evil`, `/a/..//evil` all become `//evil`) and tabs and newlines
 * vanish (`/\t/evil`). What is checked is exactly what goes into the Location header.
 */
export function safeTarget(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return '/';
  if (!isLocalPath(raw)) return '/';
  // Control characters and backslashes have no place in a target; browsers strip or rewrite them.
  if (UNSAFE_CHARS.test(raw)) return '/';
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE || !isLocalPath(url.pathname) || !survivesDecoding(url.pathname)) return '/';
  const target = url.pathname + url.search + url.hash;
  // Belt and braces: the serialised target read back as a browser would must stay on this origin.
  return new URL(target, BASE).origin === BASE ? target : '/';
}
