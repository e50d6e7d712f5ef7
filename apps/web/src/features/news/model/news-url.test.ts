import { describe, expect, it } from 'vitest';
import { bodyParagraphs, parseNewsId, readNewsParams, writeNewsParams } from './news-url';

const read = (query: string) => readNewsParams(new URLSearchParams(query));

describe('news list URL', () => {
  it('reads page and size, falling back to page 1 of 10', () => {
    expect(read('')).toEqual({ page: 1, size: 10 });
    expect(read('page=3&size=40')).toEqual({ page: 3, size: 40 });
    for (const bad of ['page=0', 'page=-2', 'page=abc', 'page=1.5', 'page=10001', 'size=15', 'size=0', 'size=100']) {
      const { page, size } = read(bad);
      expect([page, size], bad).toEqual([1, 10]);
    }
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const base = new URLSearchParams('utm=x&page=4');
    expect(writeNewsParams(base, { page: 1, size: 10 }).toString()).toBe('utm=x');
    expect(writeNewsParams(base, { page: 2, size: 20 }).toString()).toBe('utm=x&page=2&size=20');
  });

  it('accepts digit ids only', () => {
    expect(parseNewsId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', 'abc', '1e3', '12abc', '9999999999']) expect(parseNewsId(bad), String(bad)).toBeNull();
  });

  it('splits a plain-text body into paragraphs and lines', () => {
    expect(bodyParagraphs('One.\r\nStill one.\n\n\n  Two.  \n \nThree.')).toEqual([['One.', 'Still one.'], ['Two.'], ['Three.']]);
    expect(bodyParagraphs('   ')).toEqual([]);
  });
});
