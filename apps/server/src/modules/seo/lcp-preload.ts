import type { FastifyInstance } from 'fastify';
import type { Banner } from '@credo/contracts/site';
import { HOME_BANNER_TYPES, MOBILE_BREAKPOINT_PX, SERVED_HOME_BANNERS_ID } from '@credo/contracts/constants';
import { cachedForSite } from '../../platform/reference-cache';
import type { RequestContext } from '../../platform/request-context';
import { getBanners } from '../content/index';

/** The site and language the page is served in (the server's choice: cookie, else the site's base). */
export type LcpWhere = Pick<RequestContext, 'tenantId' | 'siteId' | 'languageId' | 'site'>;

/** An image the page paints as its largest element, for the screens `media` matches (all without). */
export type LcpImage = { href: string; media?: string };

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The home's largest paint on a first load is its first banner's image (Lighthouse, issue 19),
 * which the browser found only after the script, the boot calls and the banner call had run.
 * The banner's <picture> (features/home/components/banner-carousel.tsx) shows the mobile image
 * below MOBILE_BREAKPOINT_PX and the desktop one above, so each is preloaded for its own screens
 * with the same media condition: a screen fetches one image, the one it paints.
 */
export function homeLcpImages(banners: readonly Banner[]): LcpImage[] {
  // The web app sorts by `sort` (a stable sort over the repository's sort, id order): the same first.
  const first = [...banners].sort((a, b) => a.sort - b.sort)[0];
  if (!first) return [];
  const desktop = first.imageUrl || first.mobileImageUrl;
  if (!first.mobileImageUrl || first.mobileImageUrl === desktop) return desktop ? [{ href: desktop }] : [];
  return [
    { href: first.mobileImageUrl, media: `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)` },
    ...(desktop ? [{ href: desktop, media: `(min-width: ${MOBILE_BREAKPOINT_PX}px)` }] : []),
  ];
}

/**
 * `<link rel=preload as=image fetchpriority=high>` per image, without crossorigin (the <img> has
 * none, so the browser reuses the preloaded response). Only same-site paths: a banner's URL is
 * tenant data, and a preload of another host would add a connection to every first load.
 */
export function imagePreloadTags(images: readonly LcpImage[]): string {
  return images
    .filter((image) => /^\/(?!\/)/.test(image.href))
    .map((image) => `<link rel="preload" as="image" fetchpriority="high" href="${esc(image.href)}"${image.media ? ` media="${esc(image.media)}"` : ''}>`)
    .join('\n    ');
}

/**
 * The banners themselves, as the banner call answers them, in a JSON block the home reads on a
 * first load (features/home/api/query-banners.ts) when its site and language are these: the
 * banner then paints as soon as the page renders, without the banner call's round trip. `<` is
 * escaped so no text of a banner can close the block.
 */
export function servedBannersTag(banners: readonly Banner[], where: Pick<LcpWhere, 'siteId' | 'languageId'>): string {
  const json = JSON.stringify(banners).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVED_HOME_BANNERS_ID}" data-site="${where.siteId}" data-language="${where.languageId}">${json}</script>`;
}

/**
 * The tags that let the page paint its largest element early, by route, for the site and language
 * the page is served in: on the home, its banners and the preload of the first one's image. The
 * home reads its banners through the same reference cache entry as the banner call the page makes
 * (`banners`, HOME_BANNER_TYPES), so serving `/` adds no query while that entry lives. Other
 * routes: none.
 */
export async function lcpPreloadTags(app: FastifyInstance, route: string | null, where: LcpWhere): Promise<string> {
  if (route !== '/') return '';
  const typeList = [...HOME_BANNER_TYPES];
  const banners = await cachedForSite(app, 'banners', where, typeList, () => getBanners(app.db, where, typeList));
  if (banners.length === 0) return '';
  return [imagePreloadTags(homeLcpImages(banners)), servedBannersTag(banners, where)].filter(Boolean).join('\n    ');
}

/**
 * Puts the tags before the head's first script, so the browser asks for the image with the
 * entry instead of behind it; before `</head>` when there is no script.
 */
export function withLcpPreload(html: string, tags: string): string {
  if (!tags) return html;
  const at = html.search(/<script\b/i);
  const head = html.search(/<\/head>/i);
  if (at >= 0 && (head < 0 || at < head)) return `${html.slice(0, at)}${tags}\n    ${html.slice(at)}`;
  return head >= 0 ? `${html.slice(0, head)}  ${tags}\n  ${html.slice(head)}` : html;
}
