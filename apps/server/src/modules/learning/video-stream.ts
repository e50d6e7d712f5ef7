import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Storage } from '../../platform/storage';
import { findVideo } from './learning.repo';
import { parseRange, readVideoKey } from './video-url';

/** Plain-text refusals: a <video> element shows its own error, and nothing here is worth more. */
const refuse = (reply: FastifyReply, status: number, text: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);

/**
 * GET/HEAD /media/video/{key}: the bytes of a video, with byte ranges (206) so the player can
 * seek, only for a key power/check signed, before its expiry and, for a learner's key, in that
 * learner's session. Browsers may keep the bytes privately until the key expires.
 */
export function registerVideoStream(app: FastifyInstance, storage: Storage, secret: () => Promise<string>) {
  app.route<{ Params: { key: string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/video/:key',
    schema: { hide: true },
    handler: async (req, reply) => {
      const grant = readVideoKey(await secret(), req.params.key);
      const now = Math.floor(Date.now() / 1000);
      if (!grant) return refuse(reply, 403, 'Invalid video key');
      if (grant.expiresAt <= now) return refuse(reply, 403, 'This video link has expired; reload the page');
      if (grant.userId !== 0 && req.session?.user.id !== grant.userId) return refuse(reply, 403, 'This video link belongs to another session');
      const video = await findVideo(app.db, grant.videoId);
      const stat = video ? await storage.stat(video.storageKey) : null;
      if (!video || !stat) return refuse(reply, 404, 'Video not found');

      reply
        .header('accept-ranges', 'bytes')
        .header('cache-control', `private, max-age=${grant.expiresAt - now}`)
        .header('content-type', video.mimeType);
      const range = parseRange(typeof req.headers.range === 'string' ? req.headers.range : undefined, stat.size);
      if (range === 'invalid') return reply.status(416).header('content-range', `bytes */${stat.size}`).send();
      const { start, end } = range ?? { start: 0, end: stat.size - 1 };
      reply.header('content-length', String(end - start + 1));
      if (range) reply.status(206).header('content-range', `bytes ${start}-${end}/${stat.size}`);
      if (req.method === 'HEAD') return reply.send();
      return reply.send(storage.createReadStream(video.storageKey, { start, end }));
    },
  });
}
