import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
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
  for (const { route, module } of Object.values(FIRST_LOAD_PAGES)) {
    const page = chunks.find((c) => c.facadeModuleId === path.join(root, module));
    if (!page) continue;
    const scripts = [...closure(page.fileName)].filter((file) => !atStart.has(file));
    const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
    out[route] = [...scripts, ...new Set(styles)];
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
