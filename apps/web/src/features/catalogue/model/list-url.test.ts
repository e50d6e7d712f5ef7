import { describe, expect, it } from 'vitest';
import { courseListQuery, readCourseFilters, readVideoFilters, resolveLanguage, videoListQuery, writeCourseFilters, writeVideoFilters } from './list-url';

const read = (qs: string) => readCourseFilters(new URLSearchParams(qs));

describe('course list URL', () => {
  it('reads every filter and the page', () => {
    expect(read('q=%20camera%20&typeId=3&subtypeId=7&requirement=0&language=English&version=V3.1&page=4')).toEqual({
      keyword: 'camera',
      typeId: 3,
      subtypeId: 7,
      requirement: 0,
      language: 'English',
      version: 'V3.1',
      page: 4,
    });
  });

  it('falls back to no filter and page 1 on missing or bad values', () => {
    expect(read('typeId=abc&subtypeId=-2&requirement=5&page=0')).toEqual({
      keyword: '',
      typeId: null,
      subtypeId: null,
      requirement: null,
      language: '',
      version: '',
      page: 1,
    });
    expect(read('page=99999999').page).toBe(1);
  });

  it('writes only what is set, keeps other parameters, and round-trips', () => {
    const params = new URLSearchParams('utm=x&page=3');
    const next = writeCourseFilters(params, { ...read(''), keyword: '50% off', requirement: 1, page: 1 });
    expect(next.toString()).toBe('utm=x&q=50%25+off&requirement=1');
    const all = { keyword: 'a_b', typeId: 2, subtypeId: 9, requirement: 0 as const, language: 'Deutsch', version: 'V2.0', page: 2 };
    expect(read(writeCourseFilters(new URLSearchParams(), all).toString())).toEqual(all);
  });

  it('maps to the server query with the hub kind and the page size', () => {
    expect(courseListQuery(read('q=nvr&typeId=2&language=English&page=2'), 1, 10)).toEqual({
      courseType: 0,
      type: 1,
      keyword: 'nvr',
      certificationTypeId: 2,
      certificationSubtypeId: undefined,
      requirement: undefined,
      languageComplete: 'English',
      versionLabel: undefined,
      pageNum: 2,
      pageSize: 10,
    });
  });
});

describe('video list URL', () => {
  it('reads, writes and round-trips; video type 0 (all) stays out of the URL', () => {
    const f = readVideoFilters(new URLSearchParams('q=thermal&line=4&videoType=3&language=English&page=2'));
    expect(f).toEqual({ keyword: 'thermal', productLineId: 4, videoType: 3, language: 'English', page: 2 });
    expect(readVideoFilters(new URLSearchParams(writeVideoFilters(new URLSearchParams(), f).toString()))).toEqual(f);
    expect(
      writeVideoFilters(new URLSearchParams('videoType=2'), { ...f, keyword: '', productLineId: null, videoType: 0, language: '', page: 1 }).toString(),
    ).toBe('');
    expect(readVideoFilters(new URLSearchParams('videoType=7')).videoType).toBe(0);
  });

  it('maps to the server query', () => {
    expect(videoListQuery(readVideoFilters(new URLSearchParams('line=4&videoType=1')), 15)).toEqual({
      courseType: 1,
      keyword: undefined,
      productLineId: 4,
      videoTypeId: 1,
      languageComplete: undefined,
      pageNum: 1,
      pageSize: 15,
    });
  });
});

describe('language filter', () => {
  it('defaults to the visitor language, "all" lifts it, a named language wins', () => {
    expect(resolveLanguage('', 'English')).toBe('English');
    expect(resolveLanguage('all', 'English')).toBeUndefined();
    expect(resolveLanguage('العربية', 'English')).toBe('العربية');
    expect(resolveLanguage('', '')).toBeUndefined();
    expect(courseListQuery(readCourseFilters(new URLSearchParams('')), 0, 15, 'English').languageComplete).toBe('English');
    expect(videoListQuery(readVideoFilters(new URLSearchParams('language=all')), 15, 'English').languageComplete).toBeUndefined();
  });
});
