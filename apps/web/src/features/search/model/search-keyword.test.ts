import { describe, expect, it } from 'vitest';
import { courseHref, faqHref, readKeyword, searchHref } from './search-keyword';

describe('search keyword', () => {
  it('trims the keyword and checks it is 1 to 100 characters', () => {
    expect(readKeyword(new URLSearchParams('keyword=%20%20cyber%20'))).toEqual({ keyword: 'cyber', status: 'ok' });
    expect(readKeyword(new URLSearchParams('keyword=%20')).status).toBe('empty');
    expect(readKeyword(new URLSearchParams('')).status).toBe('empty');
    expect(readKeyword(new URLSearchParams(`keyword=${'a'.repeat(100)}`)).status).toBe('ok');
    expect(readKeyword(new URLSearchParams(`keyword=${'a'.repeat(101)}`)).status).toBe('tooLong');
  });

  it('builds the detail links of results', () => {
    expect(searchHref(' a&b ')).toBe('/search?keyword=a%26b');
    expect(courseHref(5, 1)).toBe('/course/detail/5?courseType=1');
    expect(courseHref(5, 1, 3)).toBe('/course/detail/5?courseType=1');
    expect(courseHref(9, 1, 1)).toBe('/topic/detail/9');
    expect(faqHref('50% off', 8)).toBe('/faq?keyword=50%25%20off#faq-8');
  });
});
