import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export type BundleFigures = { initialGzip: number; totalGzip: number; frameworkGzip: number; files: number };

const gzipSize = (dist: string, file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/**
 * Page weight of the built web app: the JS and CSS the first page load fetches (index.html's
 * script, stylesheets and modulepreloads) against everything in dist/assets, both gzipped;
 * the baseline is the React runtime chunk, the floor any React page pays.
 */
export function measureBundle(dist: string): BundleFigures {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]));
  const gz = (file: string) => gzipSize(dist, file);
  const assets = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => `assets/${f}`);
  const react = assets.find((f) => /\/react-[\w-]+\.js$/.test(f));
  return {
    initialGzip: [...initial].reduce((n, f) => n + gz(f), 0),
    totalGzip: assets.reduce((n, f) => n + gz(f), 0),
    frameworkGzip: react ? gz(react) : 0,
    files: assets.length,
  };
}

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type RouteLoad = { jsGzip: number; cssGzip: number; jsFiles: number };

/** The manifest key of an English page namespace's chunk (packages/i18n/src/vite.ts). */
const NAMESPACE_KEY = 'virtual:credo-source-namespace/';

/**
 * The JavaScript (and CSS) a browser fetches to render one route on a first visit, gzipped: the
 * entry chunk and its static imports, then the route's lazily loaded page module and its static
 * imports, and the English page namespaces the route loads with it (app/routes.tsx `namespaces`,
 * one chunk each, issue 19), walked in Vite's build manifest (dist/.vite/manifest.json,
 * `build.manifest`). `bootModules` are dynamic imports the shell always makes before a page
 * renders, if any (an antd locale, for a page built with antd); other dynamic imports (dialogs,
 * other pages) are not counted.
 */
export function measureRoute(dist: string, pageModule: string, namespaces: readonly string[] = [], bootModules: RegExp[] = []): RouteLoad {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The web build manifest has no entry');
  if (!manifest[pageModule]) throw new Error(`${pageModule} is not a chunk of the web build`);
  const boot = Object.keys(manifest).filter((key) => bootModules.some((re) => re.test(key)));
  const texts = namespaces.map((ns) => {
    const key = Object.keys(manifest).find((k) => k.replace(/^\0/, '') === NAMESPACE_KEY + ns);
    if (!key) throw new Error(`the English namespace ${ns} is not a chunk of the web build`);
    return key;
  });
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of [entry, pageModule, ...boot, ...texts]) visit(key);
  const js = new Set([...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')));
  const css = new Set([...seen].flatMap((key) => manifest[key].css ?? []));
  const sum = (files: Set<string>) => [...files].reduce((n, f) => n + gzipSize(dist, f), 0);
  return { jsGzip: sum(js), cssGzip: sum(css), jsFiles: js.size };
}
