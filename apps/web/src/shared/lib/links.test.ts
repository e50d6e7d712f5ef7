import { describe, expect, it } from 'vitest';
import { classifyLink, type LinkContext } from './links';

const routes = new Set(['/', '/faq', '/news/detail/4']);
const context: LinkContext = {
  origin: 'https://academy.example.com',
  sitePrefix: 'eu',
  mobile: false,
  isRoute: (path) => routes.has(path),
  knownPrefixes: ['', 'eu', 'asia'],
};

describe('classifyLink', () => {
  it('opens other hosts in a new tab', () => {
    expect(classifyLink('https://www.youtube.com/@brand', context)).toEqual({
      kind: 'new-tab',
      href: 'https://www.youtube.com/@brand',
    });
  });

  it('navigates in the app for routes of this site, relative or absolute', () => {
    expect(classifyLink('/eu/faq', context)).toEqual({ kind: 'route', to: '/faq' });
    expect(classifyLink('https://academy.example.com/eu/news/detail/4?x=1#top', context)).toEqual({
      kind: 'route',
      to: '/news/detail/4?x=1#top',
    });
  });

  it('keeps the /mobile twin when on a mobile page', () => {
    expect(classifyLink('/eu/faq', { ...context, mobile: true })).toEqual({ kind: 'route', to: '/mobile/faq' });
    expect(classifyLink('/faq', { ...context, sitePrefix: '', mobile: true })).toEqual({ kind: 'route', to: '/mobile/faq' });
  });

  it('loads same-host pages outside this site or outside the app in the same tab', () => {
    expect(classifyLink('/asia/faq', context)).toEqual({ kind: 'same-tab', href: '/asia/faq' });
    expect(classifyLink('/user/sso/login?target=%2F', { ...context, sitePrefix: '' })).toEqual({
      kind: 'same-tab',
      href: '/user/sso/login?target=%2F',
    });
  });

  it('reads a path without a site prefix as a page of this site (content stores them so)', () => {
    expect(classifyLink('/faq', context)).toEqual({ kind: 'route', to: '/faq' });
    expect(classifyLink('/faq', { ...context, mobile: true })).toEqual({ kind: 'route', to: '/mobile/faq' });
    expect(classifyLink('/not/a/page', context)).toEqual({ kind: 'same-tab', href: '/not/a/page' });
  });

  it('keeps mailto links and refuses script links', () => {
    expect(classifyLink('mailto:help@example.com', context)).toEqual({ kind: 'same-tab', href: 'mailto:help@example.com' });
    expect(classifyLink('javascript:alert(1)', context)).toEqual({ kind: 'none' });
    expect(classifyLink('  ', context)).toEqual({ kind: 'none' });
  });
});
