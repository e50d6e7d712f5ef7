import { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { JSON_CSP, jsonSecurityHeaders } from './asset-headers';
import { SECURITY_HEADERS } from './security-headers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    // An API path that answers something other than JSON (as a CV's PDF or a captcha image does).
    app.get('/api/test/plain', async (_req, reply) => reply.type('text/plain').send('plain'));
    app.get('/api/test/empty', async (_req, reply) => reply.code(204).send());
    // An API path's HTML with a policy of its own (as the provider's pages set theirs).
    app.get('/api/test/own-policy', async (_req, reply) => reply.type('text/html').header('content-security-policy', "default-src 'self'").send('<p>own</p>'));
    // A route that answers on the raw response, outside the API (as the provider does under /idp).
    app.get('/test/raw', (_req, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/html' });
      reply.raw.end('<p>raw</p>');
    });
  });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const lower = (list: readonly (readonly [string, unknown])[]) => Object.fromEntries(list.map(([n, v]) => [n.toLowerCase(), v]));
const FULL = lower(SECURITY_HEADERS.set);
const JSON_SHARE = lower(jsonSecurityHeaders(SECURITY_HEADERS.set));
const SECURITY_NAMES = Object.keys(FULL);

function expectHeaders(headers: Record<string, unknown>, expected: Record<string, unknown>) {
  for (const name of SECURITY_NAMES) expect(headers[name], name).toBe(expected[name]);
}

describe('the hooks every answer passes (response-hooks.ts)', () => {
  it('write a JSON API answer its security headers in its head alone, none on the raw response (issue 19: no per-request rewrite)', async () => {
    const set = vi.spyOn(ServerResponse.prototype, 'setHeader');
    const removed = vi.spyOn(ServerResponse.prototype, 'removeHeader');
    const head = vi.spyOn(ServerResponse.prototype, 'writeHead');
    const res = await t.app.inject({ method: 'GET', url: '/api/certification/language/multi?siteId=1&languageId=1' });
    expect(res.statusCode).toBe(200);
    expectHeaders(res.headers, JSON_SHARE);
    expect(res.headers['content-security-policy']).toBe(JSON_CSP);
    // Every header given to Node at once, so it writes the head from that object: none set on the raw
    // response before the head (inject's own writeHead stores the head's headers with setHeader after).
    expect(head).toHaveBeenCalledTimes(1);
    const beforeHead = set.mock.calls.filter((_, i) => set.mock.invocationCallOrder[i] < head.mock.invocationCallOrder[0]);
    expect(beforeHead.map(([name]) => String(name).toLowerCase()).filter((name) => SECURITY_NAMES.includes(name))).toEqual([]);
    expect(removed.mock.calls.map(([name]) => String(name).toLowerCase()).filter((name) => SECURITY_NAMES.includes(name))).toEqual([]);
    expect(lower(Object.entries(head.mock.calls[0][1] as Record<string, unknown>))).toMatchObject(JSON_SHARE);
  });

  it("keep the policy an API path's non-JSON answer sets itself, with the rest of the full set", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/own-policy' });
    expect(res.headers['content-security-policy']).toBe("default-src 'self'");
    expectHeaders(res.headers, { ...FULL, 'content-security-policy': "default-src 'self'" });
  });

  it.each([
    ['a text answer', '/api/test/plain', 200],
    ['an empty answer', '/api/test/empty', 204],
  ])('give %s on an API path the full set', async (_name, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expectHeaders(res.headers, FULL);
  });

  it('give the API docs (HTML under /api) the full set and their JSON the JSON share', async () => {
    const html = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expectHeaders(html.headers, FULL);
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expectHeaders(json.headers, JSON_SHARE);
  });

  it('leave the full set on an answer written on the raw response', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/raw' });
    expect(res.body).toBe('<p>raw</p>');
    expectHeaders(res.headers, FULL);
  });

  it('write the request id and a pending cookie repair on the same answer', async () => {
    // A signed-in hint without a session cookie: both cookies are cleared (session-cookies.ts).
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/certification/language/multi?siteId=1&languageId=1',
      headers: { cookie: 'credo_signed_in=1', 'x-request-id': 'hooks-12345678' },
    });
    expect(res.headers['x-request-id']).toBe('hooks-12345678');
    const cookies = [res.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/credo_signed_in=;/);
    expectHeaders(res.headers, JSON_SHARE);
  });
});
