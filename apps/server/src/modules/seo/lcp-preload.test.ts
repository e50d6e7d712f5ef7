import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner } from '@credo/contracts/site';
import { MOBILE_BREAKPOINT_PX, SERVED_HOME_BANNERS_ID } from '@credo/contracts/constants';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { homeLcpImages, imagePreloadTags, servedBannersTag, withLcpPreload } from './lcp-preload';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-lcp-dist-'));
  // The built index.html's shape: the entry script in the head.
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>spa</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const MOBILE = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
const DESKTOP = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;
const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });
/** The home banners the page itself asks for, in the order it shows them. */
const bannersOf = async (siteId: number, languageId: number, host = 'localhost') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/certification/banner/release/query',
    headers: { host },
    payload: { siteId, languageId, typeList: ['0'] },
  });
  return ((res.json() as { data: Banner[] }).data ?? []).sort((a, b) => a.sort - b.sort);
};
const imagePreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
const tag = (href: string, media: string) => `<link rel="preload" as="image" fetchpriority="high" href="${href}" media="${media}">`;

describe("the home's first banner image preloaded in its HTML", () => {
  it.each([
    ['/', 1, 1, {}],
    ['/mobile', 1, 1, {}],
    // The language the server serves the page in: the visitor's language cookie.
    ['/', 1, 2, { cookie: 'languageCheckedId=2' }],
    ['/eu', 21, 1, {}],
    ['/eu/mobile', 21, 3, { cookie: 'languageCheckedId=3' }],
    ['/ar', 17, 2, {}],
  ] as const)('%s (site %i, language %i): the first banner, mobile and desktop each for its own screens', async (url, siteId, languageId, headers) => {
    const [first] = await bannersOf(siteId, languageId);
    expect(first, 'the seed has home banners here').toBeDefined();
    expect(first.mobileImageUrl).not.toBe(first.imageUrl);
    const res = await page(url, headers);
    expect(res.statusCode).toBe(200);
    expect(imagePreloads(res.body)).toEqual([tag(first.mobileImageUrl, MOBILE), tag(first.imageUrl, DESKTOP)]);
    // The banners themselves, for the page to paint without the banner call.
    const block = new RegExp(
      `<script[^>]* type="application/json" id="${SERVED_HOME_BANNERS_ID}" data-site="${siteId}" data-language="${languageId}">([^<]*)</script>`,
    ).exec(res.body);
    expect(block, 'the served banners block').not.toBeNull();
    expect(JSON.parse(block![1])).toEqual(await bannersOf(siteId, languageId));
    // Asked for with the entry, not behind it.
    expect(res.body.indexOf('rel="preload" as="image"')).toBeLessThan(res.body.indexOf('<script '));
  });

  it("another tenant's home preloads its own banner", async () => {
    const host = 'micro.localhost';
    const [first] = await bannersOf(19, 1, host);
    const mainFirst = (await bannersOf(1, 1))[0];
    expect(first.mobileImageUrl).not.toBe(mainFirst.mobileImageUrl);
    const res = await page('/', { host });
    expect(imagePreloads(res.body)).toEqual([tag(first.mobileImageUrl, MOBILE), tag(first.imageUrl, DESKTOP)]);
  });

  it('no image preload on pages whose largest paint is not known to the server, nor on a 404', async () => {
    for (const url of ['/faq', '/news', '/no/such/page', '/eu/course/detail/99999999?courseType=0']) {
      const body = (await page(url)).body;
      expect(imagePreloads(body), url).toEqual([]);
      expect(body, url).not.toContain(SERVED_HOME_BANNERS_ID);
    }
  });
});

const banner = (over: Partial<Banner>): Banner => ({
  id: 1,
  type: '0',
  title: 'T',
  description: '',
  imageUrl: '/d.svg',
  mobileImageUrl: '/m.svg',
  linkUrl: null,
  sort: 1,
  ...over,
});

describe('homeLcpImages and imagePreloadTags', () => {
  it('take the first banner by sort, as the page shows them', () => {
    const images = homeLcpImages([
      banner({ id: 1, sort: 2, imageUrl: '/second.svg' }),
      banner({ id: 2, sort: 1, imageUrl: '/first.svg', mobileImageUrl: '/first-m.svg' }),
    ]);
    expect(images).toEqual([
      { href: '/first-m.svg', media: MOBILE },
      { href: '/first.svg', media: DESKTOP },
    ]);
  });

  it('preload one image for every screen when the banner has one image, and none without banners', () => {
    expect(homeLcpImages([banner({ mobileImageUrl: '' })])).toEqual([{ href: '/d.svg' }]);
    expect(homeLcpImages([banner({ imageUrl: '' })])).toEqual([{ href: '/m.svg' }]);
    expect(homeLcpImages([])).toEqual([]);
  });

  it('name only same-site paths, escaped', () => {
    expect(imagePreloadTags([{ href: 'https://cdn.example/x.svg' }, { href: '//cdn.example/x.svg' }, { href: 'javascript:1' }])).toBe('');
    expect(imagePreloadTags([{ href: '/media/a"b<.svg' }])).toBe('<link rel="preload" as="image" fetchpriority="high" href="/media/a&quot;b&lt;.svg">');
  });

  it('put the banners in a JSON block no banner text can close', () => {
    const tag = servedBannersTag([banner({ title: '</script><script>alert(1)</script>' })], { siteId: 3, languageId: 4 });
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    const json = /^<script type="application\/json" id="[\w-]+" data-site="3" data-language="4">(.*)<\/script>$/.exec(tag)![1];
    expect((JSON.parse(json) as Banner[])[0].title).toBe('</script><script>alert(1)</script>');
  });

  it('go before the first script of the head, or before </head> without one', () => {
    expect(withLcpPreload('<head><title>x</title><script src="/e.js"></script></head>', '<L>')).toBe(
      '<head><title>x</title><L>\n    <script src="/e.js"></script></head>',
    );
    expect(withLcpPreload('<head><title>x</title></head><body><script></script></body>', '<L>')).toBe(
      '<head><title>x</title>  <L>\n  </head><body><script></script></body>',
    );
    expect(withLcpPreload('<head></head>', '')).toBe('<head></head>');
  });
});
