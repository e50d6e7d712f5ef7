import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // expect.poll waits for the page (a wait, not a timed assertion): 1 s by default is too short
    // when the 2-core machine is busy and a lazily loaded chunk or the language pack is still coming.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
