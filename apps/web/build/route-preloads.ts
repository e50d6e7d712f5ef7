import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { SOURCE_NAMESPACE_PREFIX } from '../../../packages/i18n/src/vite';
import { FIRST_LOAD_PAGES } from './first-load-pages';

/** Where the build writes the table the server reads (apps/server/src/platform/web-static.ts). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** Spec route (page-routes of contracts) -> the files its page adds to the entry's first load, scripts then stylesheets. */
export type RoutePreloads = Record<string, string[]>;

type ChunkWithCss = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * For the pages with a first-load budget (first-load-pages.ts: home, course list and detail,
 * certification detail, My Learning, payment), the page chunk, the chunks it imports statically and
 * their stylesheets, less what the entry loads anyway. The server names them in the page's HTML
 * (`<link rel="modulepreload">`, `<link rel="preload" as="style">`), so a phone fetches the page's
 * code while the entry is still downloading, instead of after it has run and matched the route
 * (issue 19: one round trip less before the largest paint).
 *
 * Then the chunks of the page's English namespaces (the route loads them with the page,
 * i18n/with-namespaces.ts): without them in the HTML, the route asked for them only once the boot's
 * calls had answered and the router had matched, and the first paint waited for that round trip
 * (issue 19, session 27: the certification page's request chain). A visitor in another language
 * fetches its texts from the server instead and these (0.2 to 2.7 KB brotli each) go unused.
 */
export function routePreloadsOf(chunks: ChunkWithCss[], root: string): RoutePreloads {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: string, seen = new Set<string>()) => {
    if (seen.has(start)) return seen;
    seen.add(start);
    for (const next of byFile.get(start)?.imports ?? []) closure(next, seen);
    return seen;
  };
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) return {};
  const atStart = closure(entry.fileName);
  const out: RoutePreloads = {};
  for (const { route, module, namespaces } of Object.values(FIRST_LOAD_PAGES)) {
    const page = chunks.find((c) => c.facadeModuleId === path.join(root, module));
    if (!page) continue;
    const scripts = [...closure(page.fileName)].filter((file) => !atStart.has(file));
    const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
    const texts = namespaces
      .map((ns) => chunks.find((c) => c.facadeModuleId === `\0${SOURCE_NAMESPACE_PREFIX}${ns}`)?.fileName)
      .filter((file): file is string => file !== undefined && !atStart.has(file) && !scripts.includes(file));
    out[route] = [...scripts, ...new Set(styles), ...texts];
  }
  return out;
}

/** Writes ROUTE_PRELOADS_FILE into the build (beside Vite's manifest; dot folders are never served). */
export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'credo-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is ChunkWithCss => item.type === 'chunk');
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(routePreloadsOf(chunks, root), null, 1) });
    },
  };
}
