import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildApp } from '../apps/server/src/app';
import { loadConfig, type Config } from '../apps/server/src/config';
import { openConfiguredDatabase, type Database } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { launchChromium } from './browser';
import { SHOTS_DIR } from './harness';
import { freePort, type RunningServer } from './server';

const root = path.resolve(import.meta.dirname, '..');

export type InProcessServer = RunningServer & { app: FastifyInstance; database: Database; config: Config };

/**
 * The server as main.ts starts it (production settings, the built web app, the run's seeded data
 * copied, the outbox served at /dev/mail), but in this test's process: a journey that must read
 * what the server keeps (a verification code's answer in its table) or move a clock it injects
 * (a sweep task's) reaches the same database the server uses, with no test-only route in the app.
 * The sweeper loop is not started: the test runs the tasks it is about, at the time it chooses.
 */
export function useInProcessServerAndBrowser(ready: (server: InProcessServer, browser: Browser) => void): void {
  let server: InProcessServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-e2e-'));
    fs.cpSync(inject('seededDataDir'), dataDir, { recursive: true });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DEV_MAIL: 'true',
        WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'),
      } as NodeJS.ProcessEnv,
      {},
    );
    const database = await openConfiguredDatabase(config);
    await migrate(database);
    const app = await buildApp({ config, database });
    await app.listen({ port, host: '127.0.0.1' });
    server = {
      url,
      dataDir,
      pid: process.pid,
      app,
      database,
      config,
      stop: async () => {
        await app.close();
        await database.close();
      },
    };
    browser = await launchChromium();
    ready(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });
}
