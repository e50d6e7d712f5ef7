import zlib from 'node:zlib';
import { launchChromium } from '../e2e/browser';

export type BrowserLoad = { path: string; jsGzip: number; jsFiles: number; cssGzip: number };

/**
 * What Chromium really fetches to show a page on a first visit (empty cache, signed out): every
 * script and stylesheet requested until the network is idle, each body gzipped at level 9 like the
 * build figures. It checks the manifest walk of `measureRoute`: a page that pulled antd or zod in
 * right after its first render (a lazy part shown at once) would count here.
 */
export async function measureBrowserLoads(baseUrl: string, paths: string[]): Promise<BrowserLoad[]> {
  const browser = await launchChromium();
  try {
    const loads: BrowserLoad[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const bodies: Array<Promise<{ type: string; size: number }>> = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        bodies.push(response.body().then((body) => ({ type, size: zlib.gzipSync(body, { level: 9 }).length })));
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      const files = await Promise.all(bodies);
      const scripts = files.filter((file) => file.type === 'script');
      loads.push({
        path,
        jsGzip: scripts.reduce((n, file) => n + file.size, 0),
        jsFiles: scripts.length,
        cssGzip: files.filter((file) => file.type === 'stylesheet').reduce((n, file) => n + file.size, 0),
      });
      await context.close();
    }
    return loads;
  } finally {
    await browser.close();
  }
}
