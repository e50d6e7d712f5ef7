import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export type BundleFigures = { initialGzip: number; totalGzip: number; frameworkGzip: number; files: number };

/**
 * Page weight of the built web app: the JS and CSS the first page load fetches (index.html's
 * script, stylesheets and modulepreloads) against everything in dist/assets, both gzipped;
 * the baseline is the React runtime chunk, the floor any React page pays.
 */
export function measureBundle(dist: string): BundleFigures {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]));
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  const assets = fs.readdirSync(path.join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f)).map((f) => `assets/${f}`);
  const react = assets.find((f) => /\/react-[\w-]+\.js$/.test(f));
  return {
    initialGzip: [...initial].reduce((n, f) => n + gz(f), 0),
    totalGzip: assets.reduce((n, f) => n + gz(f), 0),
    frameworkGzip: react ? gz(react) : 0,
    files: assets.length,
  };
}
