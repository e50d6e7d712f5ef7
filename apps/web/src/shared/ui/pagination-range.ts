/** One slot of a pager: a page number, or a gap standing for the pages left out. */
export type PageSlot = number | 'start-gap' | 'end-gap';

/**
 * The slots of a pager over `last` pages around `current`: the first and last pages always,
 * `siblings` pages either side of the current one, and a gap where pages are left out. The number
 * of slots stays the same (2 × siblings + 5) while the current page moves, so the pager does not
 * jump under the pointer; a gap never stands for a single page (that page is shown instead).
 */
export const pageSlots = (current: number, last: number, siblings = 1): PageSlot[] => {
  const pages = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const slots = 2 * siblings + 5;
  if (last <= slots) return pages(1, last);
  const page = Math.min(Math.max(current, 1), last);
  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, last);
  const startGap = left > 3;
  const endGap = right < last - 2;
  // Near an end, the missing slot of the gap goes to the pages on that side.
  if (!startGap) return [...pages(1, slots - 2), 'end-gap', last];
  if (!endGap) return [1, 'start-gap', ...pages(last - (slots - 3), last)];
  return [1, 'start-gap', ...pages(left, right), 'end-gap', last];
};
