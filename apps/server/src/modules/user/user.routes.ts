import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { businessType, MODIFY_SUCCESSFUL, updateLanguageBody, userIdQuery, userInfo } from '@credo/contracts/user';
import { userUpdate } from '@credo/contracts/user-update';
import { signedIn, userOf } from '../../platform/access';
import { ok, orError } from '../../platform/envelope';
import { cachedForSite } from '../../platform/reference-cache';
import { accountRoutes } from './account.routes';
import { avatarRoutes } from './avatar.routes';
import { signRoutes } from './sign.routes';
import { issuesOf } from './user-hooks';
import { dismissMigrationPop, getUserById, getUserInfo, invalid, listBusinessTypes, updateLanguageId, updateUser } from './user.service';

/** The user calls of the certification document's section 7 (prefix /api). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/sso/getUserInfo',
    {
      preValidation: signedIn,
      schema: {
        tags: ['user'],
        summary: 'The signed-in user (HTTP 401 for visitors), with gatherInfo and missingFields',
        querystring: siteParams,
        response: { 200: envelopeOf(userInfo) },
      },
    },
    async (req) => ok(await getUserInfo(app.db, req.ctx, userOf(req))),
  );

  app.get(
    '/user/getUserById',
    {
      preValidation: signedIn,
      schema: {
        tags: ['user'],
        summary: 'User info by id: only your own id (another id answers code 403)',
        querystring: siteParams.extend(userIdQuery.shape),
        response: { 200: orError(userInfo) },
      },
    },
    async (req) => ok(await getUserById(app.db, req.ctx, userOf(req), req.query.id)),
  );

  app.post(
    '/user/update',
    {
      preValidation: signedIn,
      // Schema failures are answered below with bare field names, like the rule failures of the service.
      attachValidation: true,
      schema: {
        tags: ['user'],
        summary: 'Save the profile (certification document section 5 rules); 400 with data.issues changes nothing',
        body: siteParams.extend(userUpdate.shape),
        response: { 200: orError(userInfo) },
      },
    },
    async (req) => {
      if (req.validationError) throw invalid(issuesOf(req.validationError));
      const data = await updateUser(app.db, req.ctx, userOf(req), req.body);
      return { code: 200, data, message: MODIFY_SUCCESSFUL };
    },
  );

  app.post(
    '/user/updateLanguageId',
    {
      preValidation: signedIn,
      schema: {
        tags: ['user'],
        summary: "Store the user's language (one the current site offers)",
        body: siteParams.extend(updateLanguageBody.shape),
        response: { 200: envelopeOf(z.literal(true)) },
      },
    },
    async (req) => ok(await updateLanguageId(app.db, req.ctx, userOf(req), req.body.languageId)),
  );

  app.post(
    '/user/migrationPop/dismiss',
    {
      preValidation: signedIn,
      schema: {
        tags: ['user'],
        summary: "Record the dismissal of the EU/Asia URL-change notice (migrationPopStatus becomes '0'); idempotent",
        body: siteParams.nullish(),
        response: { 200: envelopeOf(z.literal(true)) },
      },
    },
    async (req) => ok(await dismissMigrationPop(app.db, userOf(req))),
  );

  app.get(
    '/user/getTypeList',
    {
      preValidation: signedIn,
      schema: {
        tags: ['user'],
        summary: 'Business types in the request language (English when not translated)',
        querystring: siteParams,
        response: { 200: envelopeOf(z.array(businessType)) },
      },
    },
    async (req) => ok(await cachedForSite(app, 'businessTypes', req.ctx, undefined, () => listBusinessTypes(app.db, req.ctx))),
  );

  await app.register(avatarRoutes);
  await app.register(signRoutes);
  await app.register(accountRoutes);
};
