import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { JSON_CSP, jsonSecurityHeaders, type HeaderList } from './asset-headers';
import { SECURITY_HEADERS } from './security-headers';
import { applySessionCookieRepair } from './session-cookies';

/** helmet's full set (pages, HTML, anything not JSON), and a JSON answer's share of it, both computed once. */
const FULL = SECURITY_HEADERS.set;
const JSON_ONLY = jsonSecurityHeaders(FULL);
/** What the JSON share leaves out of the full set, written back when an API path answers something else. */
const DOCUMENT_EXTRAS = FULL.filter(([name, value]) => !JSON_ONLY.some(([n, v]) => n === name && v === value));
const DROPPED_FOR_JSON = FULL.filter(([name]) => !JSON_ONLY.some(([n]) => n === name)).map(([name]) => name);
/** The JSON share as Fastify keeps a reply's headers (lower-case names), and what the full set adds to it. */
const JSON_REPLY = JSON_ONLY.map(([name, value]) => [name.toLowerCase(), value] as const);
const JSON_VALUE = new Map(JSON_REPLY);
const DOCUMENT_REPLY = DOCUMENT_EXTRAS.map(([name, value]) => [name.toLowerCase(), value] as const);

const write = (res: ServerResponse, headers: HeaderList) => {
  for (const [name, value] of headers) res.setHeader(name, value);
};

/**
 * /api/ answers JSON, all but a few (a CV's PDF, a captcha image, the API docs' HTML under
 * /api/docs): their security headers start as the JSON share, so the common case is written once
 * and never rewritten. Whatever answers is corrected when it is sent (onSend below). No /api/ route
 * answers on the raw response (only the provider does, under /idp).
 */
const answersJson = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

const isJson = (reply: FastifyReply) => {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
};

/**
 * The hooks every answer passes, one per stage (issue 19: each onSend hook and each header written
 * cost the cached API answers a share of their time; measured in /work/notes/perf-hooks.md).
 *
 * onRequest: the security headers. On /api/ paths the JSON share goes among the reply's own headers
 * (Fastify's object, written by its one writeHead): with no header set on the raw response, Node
 * writes the head straight from that object instead of validating and storing each header twice
 * (setHeader, then writeHead merging the reply's headers into the raw ones; issue 19, session 29:
 * about 3 µs of every API answer). Elsewhere the full set goes on the raw response, as helmet does,
 * so a route that answers on the raw response (the provider, /idp) keeps them.
 *
 * onSend, when the content type is known: a JSON answer ends with the JSON share (the health check,
 * a 404 outside /api), anything else with the full set (an API path's PDF, image or HTML; a header
 * the route set itself is kept); the request id; the session's pending cookie repair
 * (session-cookies.ts, decision 0029). Static files are trimmed afterwards by their own setHeaders
 * (asset-headers.ts) and a page sets its nonced policy (web-static.ts); both start from the full set.
 */
export const responseHooksPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (req, reply, done) => {
      if (answersJson(req.url)) {
        for (const [name, value] of JSON_REPLY) reply.header(name, value);
      } else {
        const res = reply.raw;
        for (const name of SECURITY_HEADERS.remove) res.removeHeader(name);
        write(res, FULL);
      }
      done();
    });
    app.addHook('onSend', (req, reply, payload, done) => {
      const json = isJson(reply);
      if (answersJson(req.url)) {
        // A header the route set itself (its own policy) stays; the JSON share's values give way.
        if (!json) for (const [name, value] of DOCUMENT_REPLY) if (reply.getHeader(name) === JSON_VALUE.get(name)) reply.header(name, value);
      } else if (json) {
        const res = reply.raw;
        if (res.getHeader('content-security-policy') !== JSON_CSP) {
          for (const name of DROPPED_FOR_JSON) res.removeHeader(name);
          res.setHeader('content-security-policy', JSON_CSP);
        }
      }
      reply.header('x-request-id', req.id);
      applySessionCookieRepair(req, reply);
      done(null, payload);
    });
  },
  { name: 'response-hooks' },
);
