import { describe, expect, it } from 'vitest';
import { filtersBody, parseQuery, toParams, withFilter, withView } from './filters';

const q = (s: string) => parseQuery(new URLSearchParams(s));

describe('classroom list filters in the address', () => {
  it('defaults: list view, page 1, 10 rows; the default state has an empty address', () => {
    const d = q('');
    expect(d).toEqual({ view: 'list', cal: 'month', date: null, method: null, country: null, lang: null, type: null, page: 1, size: 10 });
    expect(toParams(d).toString()).toBe('');
  });

  it('round-trips every filter, the view and the page', () => {
    const s = 'view=cards&method=0&country=DE&lang=6&type=1&page=3&size=64';
    expect(toParams(q(s)).toString()).toBe(s);
    expect(filtersBody(q(s))).toEqual({ method: 0, countryCode: 'DE', sessionLanguageId: 6, trainingType: 1 });
    const cal = 'view=calendar&cal=week&date=2026-12-07&country=PL';
    expect(toParams(q(cal)).toString()).toBe(cal);
  });

  it('page sizes per view: 10/20/30/40 rows, 16/32/64/128 cards; others fall back', () => {
    expect(q('size=40').size).toBe(40);
    expect(q('size=64').size).toBe(10);
    expect(q('view=cards&size=20').size).toBe(16);
    expect(q('view=cards&size=128').size).toBe(128);
  });

  it('malformed values fall back to the defaults', () => {
    expect(q('view=grid&method=2&country=de&lang=abc&type=x&page=0&date=2026-13-45')).toMatchObject({
      view: 'list',
      method: null,
      country: null,
      lang: null,
      type: null,
      page: 1,
      date: null,
    });
  });

  it('a filter change returns to page 1; a view change keeps a size that view offers', () => {
    expect(withFilter(q('page=4&size=20'), { country: 'ES' })).toMatchObject({ page: 1, size: 20, country: 'ES' });
    expect(withView(q('page=2&size=20'), 'cards')).toMatchObject({ view: 'cards', page: 1, size: 16 });
    expect(withView(q('view=cards&size=32'), 'list').size).toBe(10);
  });
});
