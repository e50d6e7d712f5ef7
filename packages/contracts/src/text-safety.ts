/**
 * Characters a person's name never needs and that make it lie about itself when shown: C0 and
 * C1 controls (NUL among them), the bidi marks, embeddings, overrides and isolates (U+202E turns
 * "Anna\u202Eexe.pdf" around on screen), the Arabic letter mark, the soft hyphen, and the zero-width
 * and filler characters that make a name look empty or like another one (ZWSP, word joiner,
 * invisible operators, BOM, the Hangul fillers, the Mongolian vowel separator).
 *
 * ZWNJ and ZWJ (U+200C, U+200D) stay inside a name: Persian, Hindi and other scripts spell with
 * them. Only runs of them and those at either end are removed, where they spell nothing.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- controls are exactly what this strips
  /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u00AD\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u3164\uFEFF\uFFA0]/g;
/** Line breaks and tabs read as a space: "Anna\nMaria" stays two words. */
// eslint-disable-next-line no-control-regex -- as above
const BREAKS = /[\t\n\u000B\u000C\r\u0085\u2028\u2029]/g;
const JOINER_RUNS = /[\u200C\u200D]{2,}/g;
const EDGE_JOINERS = /^[\u200C\u200D\s]+|[\u200C\u200D\s]+$/g;

/**
 * A person's name as it may be stored and shown: NFC, without the characters above, inner
 * whitespace runs as one space, trimmed. Used wherever a name enters (profile update, the
 * embedded provider's sign-up, OIDC claims, the signature hand-off). `null`/`undefined` stay as
 * they are so callers can write `cleanName(x) || null`.
 */
export function cleanName(value: string): string;
export function cleanName(value: string | null | undefined): string | null | undefined;
export function cleanName(value: string | null | undefined): string | null | undefined {
  if (typeof value !== 'string') return value;
  return value
    .normalize('NFC')
    .replace(BREAKS, ' ')
    .replace(INVISIBLE, '')
    .replace(JOINER_RUNS, (run) => run[0])
    .replace(/\s+/g, ' ')
    .replace(EDGE_JOINERS, '');
}
