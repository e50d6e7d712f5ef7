import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/client';
import { openTestDatabase, type TestApp } from './build-app';
import { testStorageDir } from './test-env';

/** A test app whose learner cache (decision 0036) reads a clock the test moves. */
export type ClockedApp = TestApp & {
  /** Moves the learner cache's clock forward: entries older than the TTL expire, no sleep. */
  advance: (ms: number) => void;
};

/**
 * An app on a database opened by the caller (two apps may share one: a cached and a plain one
 * answering from the same rows), its learner cache on a clock that moves only when the test moves it; the rest keeps the wall clock.
 * Closing it leaves the database open.
 */
export async function clockedAppOn(
  database: Database,
  overrides: Partial<Config> = {},
): Promise<{ app: FastifyInstance; config: Config; advance: (ms: number) => void }> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: testStorageDir() } as NodeJS.ProcessEnv, overrides);
  // Stands still unless moved: an entry expires when the test says, whatever the machine's speed.
  let now = Date.now();
  const app = await buildApp({ config, database, learnerCacheClock: () => now });
  await app.ready();
  return {
    app,
    config,
    advance: (ms) => {
      now += ms;
    },
  };
}

/** buildTestApp with a movable learner-cache clock. */
export async function buildClockedApp(overrides: Partial<Config> = {}): Promise<ClockedApp> {
  const database = await openTestDatabase();
  const built = await clockedAppOn(database, overrides);
  return {
    ...built,
    database,
    close: async () => {
      await built.app.close();
      await database.close();
    },
  };
}
