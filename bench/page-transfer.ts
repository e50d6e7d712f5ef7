import { launchChromium } from '../e2e/browser';

export type PageTransfer = {
  path: string;
  /** Bytes on the wire (compressed bodies plus headers) of every response until the network is idle. */
  bytes: number;
  requests: number;
  /** Response headers of all requests (uncompressed over HTTP/1.1: issue 19 found ~1 KB on each). */
  headerBytes: number;
  /** Compressed bodies by resource type (document, script, stylesheet, fetch, image, font …). */
  byType: Record<string, number>;
  /** Responses that came without content-encoding although they are text (should be none). */
  uncompressedText: string[];
  /** The page's meta description once it has rendered ('' when missing). */
  description: string;
  /** Every response: its type, URL (path and query) and bytes on the wire, in the order they finished. */
  responses: { type: string; url: string; bytes: number }[];
};

/**
 * A first visit in Chromium (empty cache, signed out, a phone-sized window) to each path: every
 * response until the network is idle, counted as it came over the wire (compressed bodies as the
 * server sent them, plus headers), issue 19's "first-load transfer ≤ 200 KB". Also records the
 * meta description the page ends with, and any text response that came uncompressed.
 */
/** How long the network must stay quiet for a page's first load to count as over. */
const QUIET_MS = 2_000;

export async function measurePageTransfers(baseUrl: string, paths: string[]): Promise<PageTransfer[]> {
  const browser = await launchChromium();
  try {
    const out: PageTransfer[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const pending: Array<Promise<{ type: string; url: string; body: number; headers: number; plainText: string | null }>> = [];
      let inFlight = 0;
      let lastChange = Date.now();
      const settle = () => {
        lastChange = Date.now();
      };
      page.on('request', () => {
        inFlight += 1;
        settle();
      });
      page.on('requestfailed', () => {
        inFlight -= 1;
        settle();
      });
      page.on('requestfinished', (request) => {
        inFlight -= 1;
        settle();
        pending.push(
          (async () => {
            const sizes = await request.sizes();
            const response = await request.response();
            const headers = (await response?.allHeaders()) ?? {};
            const text = /text|javascript|json|svg|css/.test(headers['content-type'] ?? '');
            const plainText = text && !headers['content-encoding'] && sizes.responseBodySize > 1024 ? request.url() : null;
            const url = new URL(request.url());
            return {
              type: request.resourceType(),
              url: url.pathname + url.search,
              body: sizes.responseBodySize,
              headers: sizes.responseHeadersSize,
              plainText,
            };
          })(),
        );
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      // Playwright's network idle is 500 ms without a request; on a loaded machine the app can run
      // longer than that between its scripts and its data calls, and the count stopped early. The
      // load is over once nothing has been in flight for QUIET_MS.
      while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) await new Promise((r) => setTimeout(r, 100));
      const description =
        (await page
          .locator('meta[name="description"]')
          .first()
          .getAttribute('content')
          .catch(() => null)) ?? '';
      const done = await Promise.all(pending);
      const byType: Record<string, number> = {};
      for (const r of done) byType[r.type] = (byType[r.type] ?? 0) + r.body;
      out.push({
        path,
        bytes: done.reduce((n, r) => n + r.body + r.headers, 0),
        requests: done.length,
        headerBytes: done.reduce((n, r) => n + r.headers, 0),
        byType,
        uncompressedText: done.flatMap((r) => (r.plainText ? [r.plainText] : [])),
        description,
        responses: done.map((r) => ({ type: r.type, url: r.url, bytes: r.body + r.headers })),
      });
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}

export function printPageTransfers(loads: PageTransfer[], targetKb = 200) {
  const kb = (n: number) => (n / 1000).toFixed(1);
  console.log(
    `\n| first visit in Chromium (phone window) | KB on the wire | requests | headers | script | stylesheet | document | fetch/xhr | image | font | ≤ ${targetKb} KB | meta description |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const l of loads) {
    const t = (k: string) => kb(l.byType[k] ?? 0);
    console.log(
      `| ${l.path} | ${kb(l.bytes)} | ${l.requests} | ${kb(l.headerBytes)} | ${t('script')} | ${t('stylesheet')} | ${t('document')} | ${kb((l.byType.fetch ?? 0) + (l.byType.xhr ?? 0))} | ${t('image')} | ${t('font')} | ` +
        `${l.bytes <= targetKb * 1000 ? 'yes' : 'no'} | ${l.description ? `"${l.description.slice(0, 40)}${l.description.length > 40 ? '…' : ''}"` : 'MISSING'} |`,
    );
  }
  const plain = loads.flatMap((l) => l.uncompressedText);
  console.log(plain.length ? `\nText answers sent uncompressed: ${plain.slice(0, 10).join(', ')}` : '\nEvery text answer over 1 KiB came compressed.');
}

/** Each page's responses, largest first (BENCH_PAGES_DETAIL=1): what a page pays for, request by request. */
export function printPageResponses(loads: PageTransfer[]) {
  for (const l of loads) {
    console.log(`\n| ${l.path}: response | type | KB on the wire |\n|---|---|---:|`);
    for (const r of [...l.responses].sort((a, b) => b.bytes - a.bytes)) console.log(`| ${r.url.slice(0, 110)} | ${r.type} | ${(r.bytes / 1000).toFixed(2)} |`);
  }
}
