import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@credo/contracts/envelope';
import { notificationPreferences, notificationPreferencesPatch, unsubscribeQuery } from '@credo/contracts/notification';
import { siteParams } from '@credo/contracts/site';
import { signedIn, userOf } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { getPreferences, updatePreferences } from './preferences.service';
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
};
