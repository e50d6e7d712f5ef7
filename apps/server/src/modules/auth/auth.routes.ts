import { z } from 'zod';
import { inputText } from '@credo/contracts/fields';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { beginLogin, completeLogin } from './auth.service';
import { confirmLogout, logout } from './logout.service';

const targetQuery = z.object({ target: inputText.max(2000).optional() });
/** Sign-in starts are cheap to send and costly to serve (state row, provider round trip): limit them. */
const loginRateLimit = { max: 30, timeWindow: '1 minute' };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // The sign-out form posts url-encoded; encapsulated in this plugin, the JSON API is unchanged.
  await app.register(fastifyFormbody, { bodyLimit: 4096 });

  app.get(
    '/api/user/sso/login',
    {
      config: { rateLimit: loginRateLimit },
      schema: { tags: ['identity'], summary: 'Start single sign-on (authorization code + PKCE); returns to target afterwards', querystring: targetQuery },
    },
    (req, reply) => beginLogin(app, req, reply, req.query.target),
  );

  app.get(
    '/api/user/sso/callback',
    {
      config: { rateLimit: loginRateLimit },
      schema: {
        tags: ['identity'],
        summary: 'OpenID Connect redirect URI; only the browser that started the sign-in may finish it',
        querystring: z
          .object({
            code: inputText.max(2000).optional(),
            state: inputText.max(200).optional(),
            error: inputText.max(200).optional(),
            iss: inputText.max(500).optional(),
          })
          .passthrough(),
      },
    },
    (req, reply) => completeLogin(app, req, reply),
  );

  app.get(
    '/api/user/sso/logout',
    {
      schema: {
        tags: ['identity'],
        summary: 'Sign-out page: a signed-in visitor confirms with a button that posts; a GET never signs out',
        querystring: targetQuery,
      },
    },
    (req, reply) => confirmLogout(app, req, reply, req.query.target),
  );

  app.post(
    '/api/user/sso/logout',
    {
      schema: {
        tags: ['identity'],
        summary: 'End the session here and at the provider (same-origin POST): a form post is redirected on, a JSON post answers logoutUrl',
        querystring: targetQuery,
        body: targetQuery.nullish(),
      },
    },
    (req, reply) => logout(app, req, reply, req.body?.target ?? req.query.target),
  );

  // The spec's page routes: the web app links to /user/sso/login?target=… and posts to /user/sso/logout?target=….
  for (const action of ['login', 'logout'] as const) {
    app.get(`/user/sso/${action}`, { schema: { hide: true, querystring: targetQuery } }, (req, reply) => {
      const qs = req.query.target ? `?target=${encodeURIComponent(req.query.target)}` : '';
      return reply.redirect(`/api/user/sso/${action}${qs}`, 302);
    });
  }
  // 307 keeps the method and the body: the sign-out POST reaches the API route (which has the request context).
  app.post('/user/sso/logout', { schema: { hide: true, querystring: targetQuery } }, (req, reply) => {
    const qs = req.query.target ? `?target=${encodeURIComponent(req.query.target)}` : '';
    return reply.redirect(`/api/user/sso/logout${qs}`, 307);
  });
};
