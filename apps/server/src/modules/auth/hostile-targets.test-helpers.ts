/**
 * Return targets an attacker may put in /user/sso/login?target= or /user/sso/logout?target= to
 * bounce a victim off-site (as the server receives them, after the query string is decoded).
 * Every one must come back as '/'. Shared by the unit test and the HTTP flows.
 */
export const HOSTILE_TARGETS: readonly string[] = [
  // Absolute and protocol-relative.
  'https://evil.example/phish',
  'HTTPS://evil.example',
  'http:evil.example',
  '//evil.example/x',
  '///evil.example',
  'evil.example',
  'javascript:alert(1)',
  'data:text/html,hi',
  ' /evil.example',
  // Backslashes (browsers read them as slashes) and control characters (browsers drop them).
  '/\\evil.example',
  '\\\\evil.example',
  '/./\\evil.example',
  '/\tevil',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%0d%0aSet-Cookie:x=1'.replace('%0d%0a', '\r\n'),
  // Dot segments that parsing collapses into a leading '//'.
  '/.//evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/.%2e//evil.example',
  '/%2e%2e//evil.example',
  '/a/..//evil.example',
  '/a/b/../../..//evil.example',
  '/a/%2e%2e//evil.example',
  '/.//evil.example?x=1#y',
  '/././/evil.example',
  // Encoded slashes, backslashes and controls: '//' or '/\' after one more decoding.
  '/%2f/evil.example',
  '/%2F%2Fevil.example',
  '/%5c/evil.example',
  '/%5Cevil.example',
  '/.%2f/evil.example',
  '/%09/evil.example',
  '/%00/evil.example',
  '/%E0%A4%A',
  // Too long.
  `/${'x'.repeat(2000)}`,
];

/** Odd but harmless: Unicode look-alikes of '/' and '\' are percent-encoded path characters, never separators. */
export const LOOKALIKE_TARGETS: readonly string[] = ['/\uff0f/evil.example', '/\u2215/evil.example', '/\uff3c/evil.example', '/\u3002/evil.example'];

/** A target stays on this origin: one leading '/', and no other origin when a browser resolves it. */
export function staysLocal(location: string): boolean {
  const base = 'http://same.invalid';
  return location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\') && new URL(location, base).origin === base;
}
