import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { ANALYTICS_SCRIPT_URL } from '@credo/contracts/constants';

/** Origin of the analytics tag the web app may load (after consent): allowed by the CSP below. */
const ANALYTICS_ORIGIN = new URL(ANALYTICS_SCRIPT_URL).origin;

/** helmet's defaults with this app's Content-Security-Policy. */
export const securityHeaderOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // Ant Design writes its CSS-in-JS as inline style elements.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:'],
      // The analytics tag, loaded by the web app only after analytics consent, and its beacons.
      scriptSrc: ["'self'", ANALYTICS_ORIGIN],
      connectSrc: ["'self'", ANALYTICS_ORIGIN, 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
      frameAncestors: ["'self'"],
      // The server may run on plain http (localhost, behind a TLS proxy): never rewrite to https.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

type HeaderOps = { set: [name: string, value: string | number | readonly string[]][]; remove: string[] };

/**
 * The headers helmet writes for these options, found once by running its middleware against a
 * recording response. None of the options depends on the request (no nonces, no functions), so
 * every response gets the same headers.
 */
export function computeSecurityHeaders(options: HelmetOptions): HeaderOps {
  const ops: HeaderOps = { set: [], remove: [] };
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void ops.set.push([name, value]),
    removeHeader: (name: string) => void ops.remove.push(name),
  };
  helmet(options)({} as never, recorder as never, (err?: unknown) => {
    if (err) throw err;
  });
  return ops;
}

/**
 * Security headers (helmet's, with the CSP above) on every response. @fastify/helmet rebuilds
 * helmet's middleware on every request, which cost a tenth of an API call's time in the bench;
 * the headers are the same each time, so they are computed once and written in one hook.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { options?: HelmetOptions }) => {
  const { set, remove } = computeSecurityHeaders(opts.options ?? securityHeaderOptions);
  const apply = (res: ServerResponse) => {
    for (const name of remove) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
  };
  // On the raw response, as helmet does: routes that answer on the raw response keep them too.
  app.addHook('onRequest', (_req, reply, done) => {
    apply(reply.raw);
    done();
  });
}, { name: 'security-headers' });
