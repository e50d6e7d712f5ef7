import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Migrate and seed once per run; each file starts its own server on a copy (global-setup.ts).
    globalSetup: ['global-setup.ts'],
    // Two files at a time, each with its own server, data directory and Chromium: much of a journey
    // is waiting (real-time video chapters, timers, page loads), which the other file fills. On the
    // 2-core CI machine vitest's default would be one worker; more would only share the same cores.
    maxWorkers: 2,
    // expect.poll waits for the page (a wait, not a timed assertion): 1 s by default is too short
    // when the 2-core machine is busy and a lazily loaded chunk or the language pack is still coming.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
