import { SEARCH_SNIPPET_LENGTH } from '@credo/contracts/search';

/**
 * The keyword as an ILIKE "contains" pattern: \, % and _ are escaped (backslash is LIKE's default
 * escape character in PostgreSQL), so "50%" or "a_b" match literally and never as wildcards.
 */
export const containsPattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Index of the keyword's first case-insensitive match in `text`, or -1. */
export const matchIndex = (text: string, keyword: string): number => {
  if (!keyword) return -1;
  return text.search(new RegExp(escapeRegExp(keyword), 'iu'));
};

const ELLIPSIS = '…';

/**
 * A one-line excerpt of `text` of about `length` characters, starting a little before the
 * keyword's first match (on a word boundary when one is near) so the match is visible with some
 * context; the start of the text when it has no match. Cut ends carry an ellipsis.
 */
export function snippetAround(raw: string, keyword: string, length = SEARCH_SNIPPET_LENGTH): string {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const at = matchIndex(text, keyword);
  let start = at <= 0 ? 0 : Math.max(0, at - Math.floor(length / 4));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    // Start on the next word when that still leaves the match inside the excerpt.
    if (space !== -1 && space < at) start = space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + length / 2 && space > at + keyword.length) end = space;
  }
  return `${start > 0 ? ELLIPSIS : ''}${text.slice(start, end).trim()}${end < text.length ? ELLIPSIS : ''}`;
}

/** The snippet of the first of `texts` that contains the keyword; the first text when none does. */
export function snippetOf(texts: string[], keyword: string): string {
  const hit = texts.find((text) => matchIndex(text, keyword) !== -1);
  return snippetAround(hit ?? texts.find((text) => text.trim()) ?? '', keyword);
}
