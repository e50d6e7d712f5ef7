import { describe, expect, it } from 'vitest';
import { basenameFor, buildPath, parseLocation } from './location';

const prefixes = ['eu', 'asia', 'ar', 'pl'];

describe('parseLocation', () => {
  it('reads the root of the default desktop site', () => {
    expect(parseLocation('/', prefixes)).toEqual({ sitePrefix: '', mobile: false, path: '/' });
    expect(parseLocation('', prefixes)).toEqual({ sitePrefix: '', mobile: false, path: '/' });
  });

  it('reads a site prefix and the mobile twin', () => {
    expect(parseLocation('/eu/mobile/course/detail/12', prefixes)).toEqual({
      sitePrefix: 'eu',
      mobile: true,
      path: '/course/detail/12',
    });
    expect(parseLocation('/asia', prefixes)).toEqual({ sitePrefix: 'asia', mobile: false, path: '/' });
    expect(parseLocation('/ar/mobile', prefixes)).toEqual({ sitePrefix: 'ar', mobile: true, path: '/' });
  });

  it('reads a mobile path without prefix', () => {
    expect(parseLocation('/mobile/news/detail/3', prefixes)).toEqual({
      sitePrefix: '',
      mobile: true,
      path: '/news/detail/3',
    });
  });

  it('does not take an unknown first segment for a prefix', () => {
    expect(parseLocation('/faq', prefixes)).toEqual({ sitePrefix: '', mobile: false, path: '/faq' });
    expect(parseLocation('/de/faq', prefixes)).toEqual({ sitePrefix: '', mobile: false, path: '/de/faq' });
  });

  it('only takes the prefix in first position and ignores trailing and double slashes', () => {
    expect(parseLocation('/news/eu/', prefixes).path).toBe('/news/eu');
    expect(parseLocation('//eu//faq/', prefixes)).toEqual({ sitePrefix: 'eu', mobile: false, path: '/faq' });
  });

  it('matches prefixes case-insensitively and returns them lower-cased', () => {
    expect(parseLocation('/EU/faq', prefixes).sitePrefix).toBe('eu');
  });

  it('keeps "mobile" as a page segment when it is not in twin position', () => {
    expect(parseLocation('/news/mobile', prefixes)).toEqual({ sitePrefix: '', mobile: false, path: '/news/mobile' });
  });
});

describe('buildPath', () => {
  it('builds every combination', () => {
    expect(buildPath({ sitePrefix: '', mobile: false, path: '/' })).toBe('/');
    expect(buildPath({ sitePrefix: '', mobile: true, path: '/' })).toBe('/mobile');
    expect(buildPath({ sitePrefix: 'eu', mobile: false, path: '/' })).toBe('/eu');
    expect(buildPath({ sitePrefix: 'eu', mobile: true, path: '/faq' })).toBe('/eu/mobile/faq');
    expect(buildPath({ sitePrefix: '', mobile: false, path: 'news/detail/3/' })).toBe('/news/detail/3');
  });

  it('is the inverse of parseLocation', () => {
    for (const pathname of ['/', '/mobile', '/eu', '/eu/mobile', '/ar/mobile/exam', '/classroom/online']) {
      expect(buildPath(parseLocation(pathname, prefixes))).toBe(pathname);
    }
  });
});

describe('basenameFor', () => {
  it('gives the router basename of a site', () => {
    expect(basenameFor('')).toBe('');
    expect(basenameFor('eu')).toBe('/eu');
  });
});
