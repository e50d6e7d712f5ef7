/**
 * A browser path is `[/sitePrefix][/mobile]/path` (both spec documents, section 2): an optional
 * site prefix such as /eu or /asia, the /mobile twin marker, then the spec route.
 */
export type AppLocation = {
  /** Site prefix without slashes ('eu', 'asia'); '' for the default site. */
  sitePrefix: string;
  mobile: boolean;
  /** The spec route, always starting with '/', no trailing slash except the root. */
  path: string;
};

export const MOBILE_SEGMENT = 'mobile';

const segmentsOf = (pathname: string): string[] => pathname.split('/').filter((s) => s !== '');

export const parseLocation = (pathname: string, knownPrefixes: readonly string[]): AppLocation => {
  const segments = segmentsOf(pathname);
  let sitePrefix = '';
  const first = segments[0]?.toLowerCase();
  if (first && first !== MOBILE_SEGMENT && knownPrefixes.some((p) => p.toLowerCase() === first)) {
    sitePrefix = first;
    segments.shift();
  }
  const mobile = segments[0] === MOBILE_SEGMENT;
  if (mobile) segments.shift();
  return { sitePrefix, mobile, path: `/${segments.join('/')}` };
};

export const buildPath = ({ sitePrefix, mobile, path }: AppLocation): string => {
  const segments = [...(sitePrefix ? [sitePrefix] : []), ...(mobile ? [MOBILE_SEGMENT] : []), ...segmentsOf(path)];
  return `/${segments.join('/')}`;
};

/** Router basename for a site prefix: '/eu' or '' for the default site. */
export const basenameFor = (sitePrefix: string): string => (sitePrefix ? `/${sitePrefix}` : '');
