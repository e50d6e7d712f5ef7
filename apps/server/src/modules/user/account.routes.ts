import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { accountDeleteResult } from '@credo/contracts/user';
import { signedIn, userOf } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { deleteMyAccount } from './account.service';
import { storageOf } from '../../platform/storage';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    sessions: app.sessions,
    storage: storageOf(app),
    publicUrl: app.config.publicUrl,
    secureCookie: app.config.env === 'production' && app.config.publicUrl.startsWith('https://'),
    // Read at each call: app.ts decorates the steps of the modules above this one.
    get steps() {
      return app.hasDecorator('accountDeletionSteps') ? app.accountDeletionSteps : [];
    },
  };
  // Same-origin is enforced for every cookie-carrying POST by the session plugin (CSRF).
  app.post(
    '/user/account/delete',
    {
      preValidation: signedIn,
      schema: {
        tags: ['user'],
        summary: 'Delete my account: personal data anonymised, sessions revoked, provider told; answers where to go',
        body: siteParams.nullish(),
        response: { 200: envelopeOf(accountDeleteResult) },
      },
    },
    async (req, reply) => ok(await deleteMyAccount(deps, reply, userOf(req))),
  );
};
