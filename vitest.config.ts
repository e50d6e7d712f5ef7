import { randomBytes } from 'node:crypto';
import { defineConfig } from 'vitest/config';

// One id per run: the PGlite snapshot and the PostgreSQL template database are named after it.
process.env.CREDO_TEST_RUN_ID ??= randomBytes(4).toString('hex');

const serverProject = (name: string, driver: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: [`test/global-setup-${driver}.ts`],
    env: { CREDO_TEST_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'i18n', root: 'packages/i18n', include: ['src/**/*.test.ts'], environment: 'node' } },
      serverProject('server', 'pglite'),
      // The same server suite on a real PostgreSQL server when CI (or you) give one.
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', 'postgres')] : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
