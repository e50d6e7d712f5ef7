import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Every response compressed when the client accepts it (issue 19): brotli first, gzip otherwise.
 * Answers under 1 KiB (an exam save's envelope, a 304) go as they are: compressing them costs
 * more CPU than the bytes saved. Brotli at quality 4 (the plugin's default for dynamic answers):
 * near gzip's speed with smaller output; the built assets are pre-compressed at the highest
 * quality at build time instead (web-static.ts serves the .br/.gz files, this hook skips them
 * because they already carry content-encoding). Images and other incompressible types are left
 * alone by the plugin's type check.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}

/** /media: seed and uploaded images shipped with the app; not content-hashed, so cached for a
 * month and then revalidated with the ETag / Last-Modified validators (a 304 costs no body). */
export const MEDIA_MAX_AGE_SECONDS = 30 * 24 * 3600;
