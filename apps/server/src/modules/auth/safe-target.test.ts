import { describe, expect, it } from 'vitest';
import { safeTarget } from './safe-target';

describe('safeTarget (no open redirect)', () => {
  it.each([
    ['/my-learning?tab=1&subTab=2', '/my-learning?tab=1&subTab=2'],
    ['/eu/course/detail/5?courseType=0#chapters', '/eu/course/detail/5?courseType=0#chapters'],
    ['/ar/mobile', '/ar/mobile'],
  ])('keeps the same-origin path %s', (input, expected) => expect(safeTarget(input)).toBe(expected));

  it.each([
    'https://evil.example/phish', '//evil.example/x', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)',
    'evil.example', '/%0d%0aSet-Cookie:x=1'.replace('%0d%0a', '\r\n'), '', undefined, 42, 'x'.repeat(2001), '/\tevil',
  ])('refuses %j and answers /', (input) => expect(safeTarget(input)).toBe('/'));
});
