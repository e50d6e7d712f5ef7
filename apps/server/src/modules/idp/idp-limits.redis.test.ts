import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../../test/build-app';
import { redisForTests, TEST_REDIS_URL } from '../../../test/redis';
import { testStorageDir } from '../../../test/test-env';
import { LIMITS } from './attempt-limiter';
import { authorize, browser, signIn } from './idp.test-helpers';
import { createAccount } from './idp.service';

/**
 * Two nodes (two app instances on one database) sharing REDIS_URL see one set of counters: a limit
 * reached on one node holds on the other. Each run has its own key prefix and removes its keys.
 */
const prefix = `credo-test-${randomBytes(6).toString('hex')}:`;
let redis: Redis | undefined;
let database: Database;
const nodes: FastifyInstance[] = [];

beforeAll(async () => {
  redis = await redisForTests();
  if (!redis) return;
  database = await openTestDatabase();
  for (let i = 0; i < 2; i++) {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: testStorageDir(), REDIS_URL: TEST_REDIS_URL } as NodeJS.ProcessEnv, {
      redisPrefix: prefix,
    });
    const app = await buildApp({ config, database });
    await app.ready();
    nodes.push(app);
  }
});

afterAll(async () => {
  for (const app of nodes) await app.close();
  await database?.close();
  if (!redis) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('sign-in limits with REDIS_URL', () => {
  it('failures counted on one node hold the address back on the other; the owner signs in there from elsewhere', async (ctx) => {
    if (!redis) return ctx.skip();
    const [one, two] = nodes;
    await createAccount(database.db, {
      email: 'shared-owner@example.com',
      password: 'Owner-password-9',
      firstName: 'Shared',
      lastName: 'Owner',
      verified: true,
    });
    const attackerOnOne = browser(one, { ip: '10.20.0.1' });
    const uid = (await authorize(attackerOnOne)).uid;
    for (let i = 0; i < LIMITS.pair.max; i++) {
      expect((await signIn(attackerOnOne, uid, 'shared-owner@example.com', `guess-${i}-password`)).res.statusCode).toBe(401);
    }
    // The counters are in Redis, under this run's prefix, with no e-mail address in their names.
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.some((k) => k.startsWith(`${prefix}c:signin:pair:`))).toBe(true);
    expect(keys.join(' ')).not.toContain('shared-owner');

    const attackerOnTwo = browser(two, { ip: '10.20.0.1' });
    const held = await signIn(attackerOnTwo, (await authorize(attackerOnTwo)).uid, 'shared-owner@example.com', 'Owner-password-9');
    expect(held.res.statusCode).toBe(429);
    const owner = browser(two, { ip: '10.20.0.2' });
    expect((await signIn(owner, (await authorize(owner)).uid, 'shared-owner@example.com', 'Owner-password-9')).callback).toBeDefined();
  }, 120_000);
});
