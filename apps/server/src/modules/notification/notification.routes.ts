import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@credo/contracts/envelope';
import { notificationPreferences, notificationPreferencesPatch, unsubscribeQuery } from '@credo/contracts/notification';
import { siteParams } from '@credo/contracts/site';
import { signedIn, userOf } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { getPreferences, updatePreferences } from './preferences.service';
import { MAIL_LOGO_PATH, mailLogo } from './mail-logo';
import { unsubscribePage } from './unsubscribe-page';

/** The learner's notification preferences (My Learning) and the one-click unsubscribe link of every optional mail. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" as a form.
  await app.register(fastifyFormbody);

  app.get(
    '/user/notification/preferences',
    {
      preValidation: signedIn,
      schema: {
        tags: ['notification'],
        summary: "The learner's optional mail kinds and time zone",
        querystring: siteParams,
        response: { 200: envelopeOf(notificationPreferences) },
      },
    },
    async (req) => ok(await getPreferences(app.db, userOf(req).id)),
  );

  app.post(
    '/user/notification/preferences',
    {
      preValidation: signedIn,
      schema: {
        tags: ['notification'],
        summary: 'Turns reminders, surveys or campaign mail on or off, or sets the time zone; transactional mail always goes',
        body: siteParams.extend(notificationPreferencesPatch.shape),
        response: { 200: envelopeOf(notificationPreferences) },
      },
    },
    async (req) => ok(await updatePreferences(app.db, userOf(req).id, req.body)),
  );

  // GET shows a confirmation (link scanners must not unsubscribe anyone); POST unsubscribes, with
  // no sign-in: the signed token names the one recipient and kind it may turn off.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/notification/unsubscribe',
      schema: {
        tags: ['notification'],
        summary: `One-click unsubscribe (RFC 8058), ${method === 'GET' ? 'confirmation page' : 'unsubscribes'}`,
        querystring: unsubscribeQuery,
      },
      handler: async (req, reply) => {
        const page = await unsubscribePage(app.db, req.query, method === 'POST');
        return reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page.html);
      },
    });
  }

  // The tenant's logo as a PNG for mail clients that show no SVG (Gmail, Outlook); the tenant is the host's.
  app.get(
    MAIL_LOGO_PATH.replace(/^\/api/, ''),
    { schema: { tags: ['notification'], summary: "The tenant's logo (for dark backgrounds) as a PNG, 320 px wide, for mail" } },
    async (req, reply) => {
      const logo = await mailLogo(req.ctx.tenant.logoInverseUrl);
      if (!logo) return reply.code(404).type('text/plain; charset=utf-8').send('No logo');
      // Mail clients and their image proxies fetch it cross-site; `v` in the mail's URL changes with the logo.
      reply.header('cache-control', 'public, max-age=2592000').header('etag', logo.etag).header('cross-origin-resource-policy', 'cross-origin');
      if (req.headers['if-none-match'] === logo.etag) return reply.code(304).send();
      return reply.type('image/png').send(logo.png);
    },
  );
};
