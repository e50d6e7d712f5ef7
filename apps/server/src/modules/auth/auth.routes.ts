import { z } from 'zod';
import { inputText } from '@credo/contracts/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { beginLogin, completeLogin, logout } from './auth.service';

const targetQuery = z.object({ target: inputText.max(2000).optional() });
/** Sign-in starts are cheap to send and costly to serve (state row, provider round trip): limit them. */
const loginRateLimit = { max: 30, timeWindow: '1 minute' };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user/sso/login', {
    config: { rateLimit: loginRateLimit },
    schema: { tags: ['identity'], summary: 'Start single sign-on (authorization code + PKCE); returns to target afterwards', querystring: targetQuery },
  }, (req, reply) => beginLogin(app, req, reply, req.query.target));

  app.get('/api/user/sso/callback', {
    config: { rateLimit: loginRateLimit },
    schema: { tags: ['identity'], summary: 'OpenID Connect redirect URI', querystring: z.object({ code: inputText.max(2000).optional(), state: inputText.max(200).optional(), error: inputText.max(200).optional(), iss: inputText.max(500).optional() }).passthrough() },
  }, (req, reply) => completeLogin(app, req, reply));

  app.get('/api/user/sso/logout', {
    schema: { tags: ['identity'], summary: 'End the session here and at the provider; returns to target', querystring: targetQuery },
  }, (req, reply) => logout(app, req, reply, req.query.target));

  // The spec's page routes: the web app links to /user/sso/login?target=… and /user/sso/logout?target=….
  for (const action of ['login', 'logout'] as const) {
    app.get(`/user/sso/${action}`, { schema: { hide: true, querystring: targetQuery } }, (req, reply) => {
      const qs = req.query.target ? `?target=${encodeURIComponent(req.query.target)}` : '';
      return reply.redirect(`/api/user/sso/${action}${qs}`, 302);
    });
  }
};
