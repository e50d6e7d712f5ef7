import zlib from 'node:zlib';
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
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024, syncThreshold: SYNC_THRESHOLD, zlib: rememberingZlib });
}

/**
 * Answers up to 64 KiB are compressed in one call, larger ones through a stream on libuv's threads.
 * The plugin's default on two cores is 8 KiB, which sent an exam start's answer (15-18 KB, a new
 * paper each time, so never kept) through a brotli stream: 300-500 µs of server CPU a start against
 * about 70 µs for one call at the same quality (issue 19, session 28, alternated starts). The stream
 * pays off only with spare cores to overlap it, which a small node sharing two with PostgreSQL has
 * not; 64 KiB at quality 4 holds the event loop well under a millisecond.
 */
export const SYNC_THRESHOLD = 64 * 1024;

type SyncCompress = (payload: Buffer, options?: zlib.ZlibOptions | zlib.BrotliOptions) => Buffer;

/**
 * A compressor that keeps its output per payload Buffer sent a second time (weakly, so it lives as
 * long as the Buffer): an answer cached as bytes and sent again (the course list's answers, a
 * course's visitor page, cached reference values) is compressed twice, then never again (issue 19:
 * with a browser's Accept-Encoding the cached list answer cost 91-95 µs of server CPU a request
 * against 32 without, brotli at quality 4 being most of it; remembered, 31-35). A Buffer sent once
 * (a list miss's answer) is only marked: keeping every output cost the misses 10-15 µs more
 * (outputs kept alive and promoted). The output kept is a copy of its exact size: zlib's synchronous
 * result is a view of its whole output chunk. Buffers are never written after they are sent here; a
 * string payload gets a new Buffer from the plugin each time, so it is simply compressed.
 */
export function remembering(compress: SyncCompress): SyncCompress {
  const seen = new WeakSet<Buffer>();
  const outputs = new WeakMap<Buffer, Buffer>();
  return (payload, options) => {
    const kept = outputs.get(payload);
    if (kept !== undefined) return kept;
    const out = compress(payload, options);
    if (!seen.has(payload)) {
      seen.add(payload);
      return out;
    }
    const copy = Buffer.from(out);
    outputs.set(payload, copy);
    return copy;
  };
}

/**
 * Output chunks the size of the answer rather than zlib's 16 KiB (the synchronous path only takes
 * answers of a few KiB, and compressed JSON is smaller than itself), and brotli told the answer's
 * size, so the encoder sizes its window and tables to it: less memory allocated a request at the
 * same quality and the same output size.
 */
const chunkFor = (payload: Buffer) => Math.max(1024, payload.length);
const brotliSized: SyncCompress = (payload, options) => {
  const params = (options as zlib.BrotliOptions | undefined)?.params ?? {};
  return zlib.brotliCompressSync(payload, {
    ...options,
    chunkSize: chunkFor(payload),
    params: { ...params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: payload.length },
  });
};
const gzipSized: SyncCompress = (payload, options) => zlib.gzipSync(payload, { ...options, chunkSize: chunkFor(payload) });

/** The zlib the plugin uses: its own streams, the synchronous compressors above for small buffered answers. */
const rememberingZlib = { ...zlib, brotliCompressSync: remembering(brotliSized), gzipSync: remembering(gzipSized) };

/** /media: seed and uploaded images shipped with the app; not content-hashed, so cached for a
 * month and then revalidated with the ETag / Last-Modified validators (a 304 costs no body). */
export const MEDIA_MAX_AGE_SECONDS = 30 * 24 * 3600;
