import type { ReactNode } from 'react';
import styles from './highlight.module.css';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` cut into plain and matching parts: every case-insensitive occurrence of `keyword`. */
export const splitMatches = (text: string, keyword: string): { text: string; match: boolean }[] => {
  const needle = keyword.trim();
  if (!needle) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  const pattern = new RegExp(escapeRegExp(needle), 'giu');
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const at = found.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at), match: false });
    parts.push({ text: found[0], match: true });
    last = at + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts.length ? parts : [{ text, match: false }];
};

/**
 * Shows `text` with the keyword marked (<mark>), as search results and filtered lists do. The
 * text stays text: React escapes it, nothing is parsed as HTML.
 */
export const Highlight = ({ text, keyword, className }: { text: string; keyword: string; className?: string }): ReactNode =>
  splitMatches(text, keyword).map((part, index) =>
    part.match ? (
      <mark key={index} className={className ?? styles.mark}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
