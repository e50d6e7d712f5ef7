import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One id per run: the PGlite snapshot and the PostgreSQL template database are named after it.
process.env.CREDO_TEST_RUN_ID ??= randomBytes(4).toString('hex');

// The attack suite (`npm run test:security`) is its own project so it can be run alone; its files leave the server project.
const SECURITY_FILES = ['test/security/**/*.test.ts', 'src/**/*.security.test.ts'];
// Its global setup reuses the server project's seeded database when both run.
const SECURITY_PROJECT = { include: SECURITY_FILES, exclude: [], setupDir: 'security/' };
// Server files that need a fresh module graph of their own, so they keep vitest's per-file process:
// account.test.ts replaces idp.service with vi.mock (a module another file already imported stays
// unmocked, and the mock would leak into the next file). The exam and certification-journey files
// share workers too: each file registers its own app through its kit (useExamApp, useJourneyApp).
const ISOLATED_SERVER_FILES = ['src/modules/user/account.test.ts'];
// Every other server file shares its worker process with the files before it (isolate: false): the
// app's ~400 modules and its heavy dependencies (mjml, pdf-lib, fontkit, oidc-provider, stripe) load
// once per worker instead of once per file, which was over half of each file's time. Each file still
// builds its own app on its own copy of the seeded database; module-level caches are keyed by
// database or app instance (WeakMap), so nothing of one file's data reaches the next.
const SERVER_FILES = {
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  exclude: ['**/node_modules/**', ...SECURITY_FILES, ...ISOLATED_SERVER_FILES],
  isolate: false,
};
// Their global setup reuses the server project's seeded database when both run (as the security projects do).
const ISOLATED_SERVER_PROJECT = { include: ISOLATED_SERVER_FILES, exclude: ['**/node_modules/**'], setupDir: 'security/' };

type ServerFiles = { include: string[]; exclude: string[]; setupDir?: string; isolate?: boolean };
const serverProject = (name: string, driver: 'pglite' | 'postgres', files: ServerFiles) => ({
  test: {
    name,
    root: 'apps/server',
    include: files.include,
    exclude: files.exclude,
    isolate: files.isolate ?? true,
    environment: 'node',
    globalSetup: [`test/${files.setupDir ?? ''}global-setup-${driver}.ts`],
    env: { CREDO_TEST_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine,
    // where the other core then idles while a file waits on PostgreSQL, Redis or a timer, and the
    // main process needs little. Every file has its own database copy, upload directory and Redis
    // prefix, so two files at a time are safe; bigger machines keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'i18n', root: 'packages/i18n', include: ['src/**/*.test.ts'], environment: 'node' } },
      // The lint rules of issue 15 shown failing on fixtures (eslint-rules/).
      { test: { name: 'lint', root: '.', include: ['eslint-rules/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      serverProject('server', 'pglite', SERVER_FILES),
      serverProject('server-isolated', 'pglite', ISOLATED_SERVER_PROJECT),
      serverProject('security', 'pglite', SECURITY_PROJECT),
      // The same server suites on a real PostgreSQL server when CI (or you) give one.
      ...(process.env.TEST_DATABASE_URL
        ? [
            serverProject('server-pg', 'postgres', SERVER_FILES),
            serverProject('server-pg-isolated', 'postgres', ISOLATED_SERVER_PROJECT),
            serverProject('security-pg', 'postgres', SECURITY_PROJECT),
          ]
        : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
