/**
 * A small bundled IPv4 range table (CIDR -> ISO country), enough to place visitors from the
 * regions the demo sites serve without an external geo-IP service. A proxy header
 * (COUNTRY_HEADER, e.g. Cloudflare's cf-ipcountry) takes precedence when present.
 * Ranges come from the registries' public allocations of well-known networks.
 */
export const IP_RANGES: ReadonlyArray<readonly [cidr: string, country: string]> = [
  ['8.8.8.0/24', 'US'],
  ['3.0.0.0/9', 'US'],
  ['1.1.1.0/24', 'AU'],
  ['1.0.0.0/24', 'AU'],
  ['193.0.0.0/21', 'NL'],
  ['212.77.96.0/19', 'PL'],
  ['194.181.0.0/16', 'PL'],
  ['83.0.0.0/11', 'PL'],
  ['91.198.174.0/24', 'NL'],
  ['80.152.0.0/13', 'DE'],
  ['217.0.0.0/13', 'DE'],
  ['90.0.0.0/9', 'FR'],
  ['81.32.0.0/12', 'ES'],
  ['78.160.0.0/11', 'TR'],
  ['86.96.0.0/13', 'AE'],
  ['41.0.0.0/11', 'ZA'],
  ['200.160.0.0/20', 'BR'],
  ['177.0.0.0/8', 'BR'],
  ['2.80.0.0/12', 'PT'],
  ['81.2.64.0/18', 'GB'],
  ['202.12.27.0/24', 'JP'],
  ['14.160.0.0/11', 'VN'],
  ['36.64.0.0/11', 'ID'],
  ['1.208.0.0/12', 'KR'],
  ['49.228.0.0/14', 'TH'],
  ['112.134.0.0/15', 'LK'],
];

export function ipv4ToInt(ip: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return ((parts[0] << 24) >>> 0) + (parts[1] << 16) + (parts[2] << 8) + parts[3];
}

type Range = { start: number; end: number; country: string };

const RANGES: Range[] = IP_RANGES.map(([cidr, country]) => {
  const [base, bits] = cidr.split('/');
  const start = ipv4ToInt(base)!;
  const size = 2 ** (32 - Number(bits));
  return { start, end: start + size - 1, country };
}).sort((a, b) => a.start - b.start);

/** Loopback, private (RFC 1918), link-local and unique-local addresses: no country can be known. */
export function isLocalAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (v4 === '::1' || v4 === 'localhost') return true;
  if (/^(127\.|10\.|192\.168\.|169\.254\.)/.test(v4)) return true;
  if (/^172\.(1[6-9]|2\d|3[01])\./.test(v4)) return true;
  return /^f[cd][0-9a-f]{2}:/i.test(v4) || /^fe80:/i.test(v4);
}

export function lookupCountry(ip: string): string | null {
  const n = ipv4ToInt(ip.startsWith('::ffff:') ? ip.slice(7) : ip);
  if (n === null) return null;
  // Ranges do not overlap; a linear scan over a few dozen entries beats any index here.
  for (const r of RANGES) if (n >= r.start && n <= r.end) return r.country;
  return null;
}
