import { describe, expect, it } from 'vitest';
import { pageSlots, type PageSlot } from './pagination-range';

describe('pageSlots', () => {
  it('lists every page when they fit in the slots', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageSlots(2, 5, 0)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first and last pages and the neighbours of the current one, with gaps between', () => {
    expect(pageSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-gap', 20]);
    expect(pageSlots(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-gap', 20]);
    expect(pageSlots(5, 20)).toEqual([1, 'start-gap', 4, 5, 6, 'end-gap', 20]);
    expect(pageSlots(10, 20)).toEqual([1, 'start-gap', 9, 10, 11, 'end-gap', 20]);
    expect(pageSlots(16, 20)).toEqual([1, 'start-gap', 15, 16, 17, 'end-gap', 20]);
    expect(pageSlots(17, 20)).toEqual([1, 'start-gap', 16, 17, 18, 19, 20]);
    expect(pageSlots(20, 20)).toEqual([1, 'start-gap', 16, 17, 18, 19, 20]);
  });

  it('shows no neighbours in the compact form', () => {
    expect(pageSlots(1, 20, 0)).toEqual([1, 2, 3, 'end-gap', 20]);
    expect(pageSlots(10, 20, 0)).toEqual([1, 'start-gap', 10, 'end-gap', 20]);
    expect(pageSlots(20, 20, 0)).toEqual([1, 'start-gap', 18, 19, 20]);
  });

  it('treats a page past the end as the last one', () => {
    expect(pageSlots(99, 20)).toEqual(pageSlots(20, 20));
  });

  it('for every position: the current, first and last pages shown, a steady width, a gap never hiding a single page', () => {
    for (const siblings of [0, 1, 2]) {
      for (let last = 1; last <= 30; last += 1) {
        for (let current = 1; current <= last; current += 1) {
          const slots = pageSlots(current, last, siblings);
          const shown = slots.filter((slot): slot is number => typeof slot === 'number');
          expect(shown).toContain(current);
          expect(shown[0]).toBe(1);
          expect(shown.at(-1)).toBe(last);
          for (let n = Math.max(1, current - siblings); n <= Math.min(last, current + siblings); n += 1) expect(shown).toContain(n);
          expect(slots).toHaveLength(Math.min(last, 2 * siblings + 5));
          slots.forEach((slot: PageSlot, i) => {
            if (typeof slot === 'number') return;
            const before = slots[i - 1] as number;
            const after = slots[i + 1] as number;
            expect(after - before).toBeGreaterThan(2);
          });
          expect([...shown].sort((a, b) => a - b)).toEqual(shown);
        }
      }
    }
  });
});
