import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceCatalogue } from '../../packages/i18n/src/vite';
import { precompress } from './build/precompress';
import { pureContracts } from './build/pure-contracts';
import { routePreloads } from './build/route-preloads';

/** Where `vite dev` forwards server-owned paths; the built app is served by that server itself. */
const backend = process.env.CREDO_SERVER_URL ?? 'http://localhost:3000';

/** Paths the Fastify server owns: the API, health, identity provider, files and the SSO hops. */
const serverPaths = ['/api', '/healthz', '/idp', '/media', '/uploads', '/user/sso', '/dev'];

export default defineConfig({
  // sourceCatalogue(): the English texts the web bundles, without the server-only namespaces.
  // routePreloads(): the files of each budgeted page, which the server preloads in its HTML.
  plugins: [react(), pureContracts(), precompress(), sourceCatalogue(), routePreloads()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: backend }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph `npm run bench` walks for each route's first load.
    manifest: true,
    rolldownOptions: {
      // The web imports plain values (codes, constants) from @credo/contracts, whose modules also
      // build zod schemas at top level: pureContracts() marks those initializers pure, and neither
      // zod nor the contracts do anything on import, so unused schemas and zod leave the bundle
      // (zod then loads only with the profile form and the verify page, which parse with it).
      treeshake: {
        manualPureFunctions: ['z'],
        moduleSideEffects: (id: string) => (/node_modules[\\/]zod[\\/]|[\\/]packages[\\/]contracts[\\/]/.test(id) ? false : undefined),
      },
      output: {
        // A long-lived React chunk: app releases do not invalidate it in caches. antd is left to the
        // default splitting on purpose: one antd group put every component of every lazy page into
        // the first load (408 KiB gzip instead of 314 KiB, measured with `npm run bench`).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // One zod chunk for the two lazy pages that use it, rather than a copy in each.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // Everything the entry loads at start in one chunk with it (besides React): the default
            // splitting cut it into 16 files of 0.05 to 31 KB, as lazy pages share its modules, and each
            // costs a request, its headers and a place in the browser's 6 connections (issue 19: home
            // 19 -> 6 scripts, 155.7 -> 150.2 KB brotli, merged code compressing better). Not
            // recursive, and without contracts' fields.ts: its zod schemas (used by two lazy pages) would
            // otherwise come along, and zod with them.
            {
              name: 'start',
              tags: ['$initial'],
              includeDependenciesRecursively: false,
              test: (id: string) => !/[\\/]packages[\\/]contracts[\\/]src[\\/]fields\.ts$|node_modules[\\/]zod[\\/]/.test(id),
            },
          ],
        },
      },
    },
  },
});
