import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeOf } from '@credo/contracts/envelope';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { registerErrorHandling } from './error-handler';
import { sendCachedValue } from './reference-cache';

// A cached reference value goes out as the bytes its contract made of it once (issue 19).
let checks = 0;
const item = z.object({ id: z.number(), name: z.string().refine(() => ++checks > 0) });
const answer = envelopeOf(z.array(item));
let value: unknown = [{ id: 1, name: 'Associate', internalNote: 'not for the client' }];

let app: FastifyInstance;
let cached: TestApp;
let uncached: TestApp;
beforeAll(async () => {
  app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.get('/items', { schema: { response: { 200: answer } } }, async (_req, reply) => sendCachedValue(reply, answer, value));
  app.get('/items-serialised', { schema: { response: { 200: answer } } }, async () => ({ code: 200, data: value as never, message: 'success' }));
  await app.ready();
  [cached, uncached] = await Promise.all([buildTestApp(), buildTestApp({ referenceCacheMs: 0 })]);
});
afterAll(async () => {
  await app.close();
  await Promise.all([cached.close(), uncached.close()]);
});

describe('sendCachedValue', () => {
  it("checks and encodes a cached value once: the same bytes as the route's serialiser, unknown fields dropped", async () => {
    checks = 0;
    const first = await app.inject({ method: 'GET', url: '/items' });
    const second = await app.inject({ method: 'GET', url: '/items' });
    expect(checks).toBe(1);
    const serialised = await app.inject({ method: 'GET', url: '/items-serialised' });
    expect(first.body).toBe(serialised.body);
    expect(second.body).toBe(first.body);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual({ code: 200, data: [{ id: 1, name: 'Associate' }], message: 'success' });
  });

  it('checks a value loaded afresh (a new object) again', async () => {
    value = [{ id: 2, name: 'Professional' }];
    checks = 0;
    const res = await app.inject({ method: 'GET', url: '/items' });
    expect(checks).toBe(1);
    expect(res.json().data).toEqual([{ id: 2, name: 'Professional' }]);
  });

  it('refuses a value that breaks the contract as the serialiser would: HTTP 500, code 500, none of the data', async () => {
    value = [{ id: 'three', name: 'a secret name' }];
    const res = await app.inject({ method: 'GET', url: '/items' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 500, data: null });
    expect(res.body).not.toContain('a secret name');
  });

  it('answers the real reference calls with the same bytes as without the cache (home data, languages, banners, footer)', async () => {
    const calls = [
      { method: 'GET', url: '/api/certification/home/getHomeData?siteId=1&languageId=1' },
      { method: 'GET', url: '/api/certification/language/multi?siteId=1&languageId=2' },
      { method: 'POST', url: '/api/certification/banner/release/query', payload: { siteId: 1, languageId: 1, typeList: ['0'] } },
      { method: 'GET', url: '/api/certification/footer/searchFooter?siteId=1&languageId=1' },
    ] as const;
    for (const call of calls) {
      const [hit1, hit2, plain] = [await cached.app.inject(call), await cached.app.inject(call), await uncached.app.inject(call)];
      expect(hit1.statusCode, call.url).toBe(200);
      expect(hit1.json().data, call.url).toBeTruthy();
      expect(hit2.body, call.url).toBe(hit1.body);
      expect(hit1.body, call.url).toBe(plain.body);
    }
  });
});
