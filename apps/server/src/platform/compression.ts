import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Every response compressed when the client accepts it (issue 19): brotli first, gzip otherwise.
 * Answers under 1 KiB (an exam save's envelope, a 304) go as they are: compressing them costs
 * more CPU than the bytes saved. The built assets are pre-compressed at the highest quality at
 * build time instead (web-static.ts serves the .br/.gz files, this hook skips them because they
 * already carry content-encoding), the language packs at start (i18n.service.ts). Images and other
 * incompressible types are left alone by the plugin's type check.
 *
 * Brotli's quality by how often its output is sent (decision 0026): an answer compressed once and
 * thrown away (a list miss, an exam start, any answer built per request) at BROTLI_QUALITY_ONCE, an
 * answer cached as bytes whose output is kept (remembering, below) at BROTLI_QUALITY_KEPT. gzip
 * (clients without brotli) keeps zlib's level 6 for both: levels 4 and 5 saved little CPU on these
 * answers and cost bytes.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: SYNC_THRESHOLD,
    zlib: rememberingZlib,
    brotliOptions: BROTLI_ONCE,
  });
}

/**
 * Quality 3 for an answer compressed once (decision 0026, measured on real answers of 4 to 15 KB:
 * the list miss, the list's first page, the home data, the exam start): 0.55 to 0.7 of quality 4's
 * CPU (the plugin's default; a browser's list miss paid about 30 µs of a 50 µs miss for it) for 3 to
 * 6 % more bytes (the 14.6 KB exam start: 1,334 -> 1,394 B). Quality 2 saves another 15 to 20 % of
 * CPU for 4 to 6 % more bytes again, and quality 1 loses a quarter to a half of the bytes. A smaller
 * window changes nothing here: the size hint (brotliSized, below) already sizes it to the answer.
 */
export const BROTLI_QUALITY_ONCE = 3;
/**
 * Quality 5 for the output kept for an answer cached as bytes, paid once per cached Buffer and sent
 * many times: 4 to 11 % fewer bytes than quality 4 (the list's first page 2,291 -> 2,047 B) for
 * 1.3 to 1.5 times its CPU; 6 and 7 add nothing on these answers, 9 and up cost milliseconds.
 */
export const BROTLI_QUALITY_KEPT = 5;
const brotliQuality = (quality: number): zlib.BrotliOptions => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });
const BROTLI_ONCE = brotliQuality(BROTLI_QUALITY_ONCE);
const BROTLI_KEPT = brotliQuality(BROTLI_QUALITY_KEPT);

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
 * (outputs kept alive and promoted). The output kept is made with `keptOptions` when given (brotli's
 * higher quality: it is sent many times) and is a copy of its exact size: zlib's synchronous
 * result is a view of its whole output chunk. Buffers are never written after they are sent here; a
 * string payload gets a new Buffer from the plugin each time, so it is simply compressed.
 */
export function remembering(compress: SyncCompress, keptOptions?: zlib.ZlibOptions | zlib.BrotliOptions): SyncCompress {
  const seen = new WeakSet<Buffer>();
  const outputs = new WeakMap<Buffer, Buffer>();
  return (payload, options) => {
    const kept = outputs.get(payload);
    if (kept !== undefined) return kept;
    if (!seen.has(payload)) {
      seen.add(payload);
      return compress(payload, options);
    }
    const copy = Buffer.from(compress(payload, keptOptions ?? options));
    outputs.set(payload, copy);
    return copy;
  };
}

/**
 * Output chunks the size of the answer rather than zlib's 16 KiB (the synchronous path only takes
 * answers up to SYNC_THRESHOLD, and compressed JSON is smaller than itself), and brotli told the
 * answer's size, so the encoder sizes its window and tables to it: less memory allocated a request
 * at the same quality and the same output bytes.
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
const rememberingZlib = { ...zlib, brotliCompressSync: remembering(brotliSized, BROTLI_KEPT), gzipSync: remembering(gzipSized) };

/** /media: seed and uploaded images shipped with the app; not content-hashed, so cached for a
 * month and then revalidated with the ETag / Last-Modified validators (a 304 costs no body). */
export const MEDIA_MAX_AGE_SECONDS = 30 * 24 * 3600;
