import { buildPath, parseLocation } from './location';

export type LinkTarget =
  /** Same host and one of our routes on this site: SPA navigation below the site prefix. */
  | { kind: 'route'; to: string }
  /** Same host outside the SPA (another site, server pages), mailto: or tel:. */
  | { kind: 'same-tab'; href: string }
  /** Another host: new tab with rel=noopener (spec section 2, footer). */
  | { kind: 'new-tab'; href: string }
  /** Not a link we may render (javascript:, data: …). */
  | { kind: 'none' };

export type LinkContext = {
  /** window.location.origin */
  origin: string;
  sitePrefix: string;
  /** Current page is a /mobile twin: in-app navigation keeps /mobile (commerce §2). */
  mobile: boolean;
  isRoute: (path: string) => boolean;
  /** Every site prefix of the tenant (siteInfo.sitePrefixes), to tell another site's path from a page path. */
  knownPrefixes?: readonly string[];
};

export const classifyLink = (url: string, context: LinkContext): LinkTarget => {
  const raw = url.trim();
  if (!raw) return { kind: 'none' };
  if (/^(mailto|tel):/i.test(raw)) return { kind: 'same-tab', href: raw };
  let parsed: URL;
  try {
    parsed = new URL(raw, context.origin);
  } catch {
    return { kind: 'none' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { kind: 'none' };
  if (parsed.origin !== context.origin) return { kind: 'new-tab', href: parsed.href };

  const rest = `${parsed.search}${parsed.hash}`;
  const here = parseLocation(parsed.pathname, context.knownPrefixes ?? (context.sitePrefix ? [context.sitePrefix] : []));
  // Content (footer, banners) stores paths per site without its prefix: '/faq' on the EU site is
  // the EU FAQ. Only a path naming another site's prefix leaves this site.
  const thisSite = here.sitePrefix === context.sitePrefix || here.sitePrefix === '';
  if (thisSite && context.isRoute(here.path)) {
    const to = buildPath({ sitePrefix: '', mobile: context.mobile || here.mobile, path: here.path });
    return { kind: 'route', to: `${to}${rest}` };
  }
  return { kind: 'same-tab', href: `${parsed.pathname}${rest}` };
};
