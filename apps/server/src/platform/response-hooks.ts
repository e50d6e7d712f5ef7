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

const write = (res: ServerResponse, headers: HeaderList) => {
  for (const [name, value] of headers) res.setHeader(name, value);
};

/**
 * /api/ answers JSON, all but a few (a CV's PDF, a captcha image, the API docs' HTML under
 * /api/docs): their security headers start as the JSON share, so the common case is written once
 * and never rewritten. Whatever answers is corrected when it is sent (onSend below).
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
 * onRequest: the security headers, on the raw response as helmet does, so a route that answers on
 * the raw response (the provider, /idp) keeps them: the JSON share on /api/ paths, the full set
 * elsewhere.
 *
 * onSend, when the content type is known: a JSON answer ends with the JSON share (the health check,
 * a 404 outside /api), anything else with the full set (an API path's PDF, image or HTML); the
 * request id; the session's pending cookie repair (session-cookies.ts, decision 0029).
 * Static files are trimmed afterwards by their own setHeaders (asset-headers.ts) and a page sets
 * its nonced policy (web-static.ts); both start from the full set.
 */
export const responseHooksPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (req, reply, done) => {
      const res = reply.raw;
      if (answersJson(req.url)) write(res, JSON_ONLY);
      else {
        for (const name of SECURITY_HEADERS.remove) res.removeHeader(name);
        write(res, FULL);
      }
      done();
    });
    app.addHook('onSend', (req, reply, payload, done) => {
      const res = reply.raw;
      const jsonHeaders = res.getHeader('content-security-policy') === JSON_CSP;
      if (isJson(reply)) {
        if (!jsonHeaders) {
          for (const name of DROPPED_FOR_JSON) res.removeHeader(name);
          res.setHeader('content-security-policy', JSON_CSP);
        }
      } else if (jsonHeaders) write(res, DOCUMENT_EXTRAS);
      reply.header('x-request-id', req.id);
      applySessionCookieRepair(req, reply);
      done(null, payload);
    });
  },
  { name: 'response-hooks' },
);
