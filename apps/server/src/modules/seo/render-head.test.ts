import { describe, expect, it } from 'vitest';
import type { PageMeta } from './page-meta';
import { renderHead } from './render-head';

const meta: PageMeta = {
  title: 'Courses | Credo',
  description: '',
  canonical: 'https://credo.test/courses',
  image: 'https://credo.test/logo.svg',
  type: 'website',
  lang: 'en',
  dir: 'ltr',
  siteName: 'Credo',
  favicon: '/favicon.svg',
  found: true,
};
const index = '<!doctype html><html lang="en"><head><title>Credo</title></head><body></body></html>';

describe('renderHead', () => {
  it('always writes a meta description: the SEO text, else the page title (issue 19)', () => {
    expect(renderHead(index, { ...meta, description: 'Courses for installers' })).toContain('<meta name="description" content="Courses for installers" />');
    const html = renderHead(index, meta);
    expect(html).toContain('<meta name="description" content="Courses | Credo" />');
    expect(html).toContain('<meta property="og:description" content="Courses | Credo" />');
  });
});
