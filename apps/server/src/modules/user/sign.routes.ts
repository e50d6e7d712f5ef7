import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { signVerifyBody, signVerifyResult } from '@credo/contracts/user';
import { ok } from '../../platform/envelope';
import { verifyHandOff } from './sign.service';

export const signRoutes: FastifyPluginAsyncZod = async (app) => {
  const secureCookie = app.config.env === 'production' && app.config.publicUrl.startsWith('https://');
  app.post(
    '/user/sso/oneHikIdSign/verify',
    {
      // Public by design (it signs the visitor in); limited like the other sign-in calls.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['user'],
        summary: 'Signature hand-off from another application: verifies {appId, signature} and starts a session',
        body: siteParams.extend(signVerifyBody.shape),
        response: { 200: z.union([envelopeOf(signVerifyResult), errorEnvelope]) },
      },
    },
    async (req, reply) =>
      ok(await verifyHandOff({ db: app.db, sessions: app.sessions, secrets: app.config.signAppSecrets, secureCookie }, req.ctx, req, reply, req.body)),
  );
};
