import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MultipartFile } from '@fastify/multipart';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { envelopeOf } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { AVATAR_MAX_BYTES } from '@credo/contracts/constants';
import { AVATAR_FIELD, avatarFileParams } from '@credo/contracts/user';
import { AppError } from '../../platform/app-error';
import { signedIn, userOf } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { avatarSizeError, openAvatar, saveAvatar } from './avatar.service';
import { storageOf } from '../../platform/storage';

/** Reads the one file of field `image`, stopping at the size limit while it streams. */
async function readImage(req: { isMultipart(): boolean; file(opts: object): Promise<MultipartFile | undefined> }): Promise<Buffer> {
  if (!req.isMultipart()) throw AppError.badRequest(`Send the image as multipart/form-data in the field "${AVATAR_FIELD}"`);
  let part: MultipartFile | undefined;
  try {
    part = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 12 } });
  } catch {
    throw AppError.badRequest(`Send one image in the field "${AVATAR_FIELD}"`);
  }
  if (!part || part.fieldname !== AVATAR_FIELD) {
    part?.file.resume();
    throw AppError.badRequest(`Send the image in the field "${AVATAR_FIELD}"`);
  }
  try {
    return await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw avatarSizeError();
    throw AppError.badRequest(`The upload could not be read: ${(err as Error).message}`);
  }
}

export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = storageOf(app);
  // Another module may have registered multipart for the whole app already.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);

  app.post(
    '/user/image/upload',
    {
      preValidation: signedIn,
      schema: {
        tags: ['user'],
        summary: 'Avatar upload (multipart, field image): JPG or PNG by content, at most 200 KB; answers the image URL',
        consumes: ['multipart/form-data'],
        querystring: siteParams,
        response: { 200: envelopeOf(z.string()) },
      },
    },
    async (req) => {
      const me = userOf(req);
      const bytes = await readImage(req);
      return ok(await saveAvatar(app.db, storage, me, bytes));
    },
  );

  app.get(
    '/user/avatar/:file',
    {
      preValidation: signedIn,
      schema: { tags: ['user'], summary: "The signed-in user's avatar image", params: avatarFileParams },
    },
    async (req, reply) => {
      const found = await openAvatar(storage, userOf(req), req.params.file);
      if (!found) throw AppError.notFound('No such avatar');
      return (
        reply
          .header('content-type', found.contentType)
          .header('content-length', found.size)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          // File names are never reused, so the browser may keep it; shared caches may not (personal data).
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(found.stream)
      );
    },
  );
};
