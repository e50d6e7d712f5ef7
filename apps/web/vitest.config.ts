import { fileURLToPath, URL } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Self-contained vitest project: `vitest run --project web` from the root, or `--root apps/web`. */
export default mergeConfig(
  viteConfig,
  defineConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      setupFiles: ['./src/test/setup.ts'],
      // Whole-app renders (Root with antd in jsdom) take seconds on a busy CI machine; 5 s flaked.
      testTimeout: 20_000,
    },
  }),
);
