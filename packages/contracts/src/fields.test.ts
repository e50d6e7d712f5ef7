import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ID_MAX, inputText, NUL_MESSAGE, positiveId } from './fields';
import { catalogueListQuery } from './catalogue';
import { practicalExamIdQuery } from './training';
import { searchQuery } from './search';
import { siteParams } from './site';
import { userIdQuery } from './user';

describe('positiveId', () => {
  it('takes 1 to 2147483647 (PostgreSQL int4), also as query-string text', () => {
    expect(ID_MAX).toBe(2 ** 31 - 1);
    expect(positiveId.parse(1)).toBe(1);
    expect(positiveId.parse('12')).toBe(12);
    expect(positiveId.parse('2147483647')).toBe(2_147_483_647);
  });

  it('refuses 2^31 and beyond, 0, negatives, fractions and non-numbers', () => {
    for (const bad of ['2147483648', 2 ** 31, '9999999999999999999999', '0', 0, '-1', '1.5', 'abc', '', 'a\u0000b', Infinity]) {
      expect(positiveId.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('is the id of the contracts that answered 500 for 2^31', () => {
    expect(practicalExamIdQuery.safeParse({ id: '2147483648' }).success).toBe(false);
    expect(siteParams.safeParse({ siteId: '2147483648' }).success).toBe(false);
    expect(userIdQuery.parse({ id: '7' })).toEqual({ id: 7 });
  });
});

describe('inputText', () => {
  it('refuses U+0000 anywhere in the text, with a message saying so', () => {
    for (const bad of ['\u0000', 'a\u0000b', 'abc\u0000']) {
      const result = inputText.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(NUL_MESSAGE);
    }
  });

  it('keeps every other character, and chains like z.string()', () => {
    expect(inputText.parse('Łódź \u0001 \u202E العربية 😀')).toBe('Łódź \u0001 \u202E العربية 😀');
    const limited = inputText.trim().min(1).max(3);
    expect(limited.parse('  ab  ')).toBe('ab');
    expect(limited.safeParse('abcd').success).toBe(false);
    expect(limited.safeParse('a\u0000').success).toBe(false);
  });

  it('names the field that held the NUL byte', () => {
    const search = searchQuery.safeParse({ keyword: 'a\u0000b' });
    expect(search.error?.issues.map((i) => i.path)).toEqual([['keyword']]);
    const list = catalogueListQuery.safeParse({ versionLabel: 'v\u00001' });
    expect(list.error?.issues.map((i) => [i.path, i.message])).toEqual([[['versionLabel'], NUL_MESSAGE]]);
    expect(z.object({ name: inputText }).safeParse({ name: 'ok' }).success).toBe(true);
  });
});
