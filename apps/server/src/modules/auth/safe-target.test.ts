import { describe, expect, it } from 'vitest';
import { HOSTILE_TARGETS, LOOKALIKE_TARGETS, staysLocal } from './hostile-targets.test-helpers';
import { safeTarget } from './safe-target';

describe('safeTarget (no open redirect)', () => {
  it.each([
    ['/my-learning?tab=1&subTab=2', '/my-learning?tab=1&subTab=2'],
    ['/eu/course/detail/5?courseType=0#chapters', '/eu/course/detail/5?courseType=0#chapters'],
    ['/ar/mobile', '/ar/mobile'],
    ['/search?keyword=a%2F%2Fb', '/search?keyword=a%2F%2Fb'],
    ['/news/caf%C3%A9', '/news/caf%C3%A9'],
    ['/a/./b/../c', '/a/c'],
  ])('keeps the same-origin path %s', (input, expected) => expect(safeTarget(input)).toBe(expected));

  it.each(HOSTILE_TARGETS.map((target) => [target]))('refuses %j and answers /', (input) => expect(safeTarget(input)).toBe('/'));

  it.each(['', undefined, null, 42, ['/x'], { toString: () => '/x' }])('refuses the non-string or empty %j', (input) => expect(safeTarget(input)).toBe('/'));

  it.each(LOOKALIKE_TARGETS.map((target) => [target]))('keeps the look-alike %j on this origin', (input) => {
    expect(staysLocal(safeTarget(input))).toBe(true);
  });
});
