import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text types worth compressing; images and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map|html)$/;
/** Below this the headers cost more than the bytes saved (the server's threshold too). */
const MIN_BYTES = 1024;

/** Every file under `dir`, recursively (the build's own folders, dot folders included). */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside each compressible
 * file of the build, when that makes it smaller. The server serves them as they are to browsers
 * that accept the encoding (web-static.ts: preCompressed), so assets are compressed once, at the
 * slowest and smallest level, instead of on every request (issue 19).
 */
export async function precompressDir(dir: string): Promise<{ files: number; rawBytes: number; brBytes: number }> {
  let files = 0;
  let rawBytes = 0;
  let brBytes = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gzip(raw, { level: 9 }),
    ]);
    if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
    files++;
    rawBytes += raw.length;
    brBytes += Math.min(br.length, raw.length);
  }
  return { files, rawBytes, brBytes };
}

/** Vite plugin: pre-compresses the output directory once the bundle is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'credo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, rawBytes, brBytes } = await precompressDir(outDir);
      this.info?.(`pre-compressed ${files} files: ${Math.round(rawBytes / 1024)} KiB → ${Math.round(brBytes / 1024)} KiB brotli`);
    },
  };
}
