import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { isPackLanguage, mergeCatalogues, PACK_LANGUAGES, SOURCE_PACK, type PackLanguage } from '@credo/i18n';
import { readPackFiles } from '@credo/i18n/node';

/** A pack as it goes on the wire: serialised and compressed once, not per request (about 40 KB of JSON). */
export type ServedPack = { language: PackLanguage; json: string; gzip: Buffer; br: Buffer; etag: string };

/**
 * Every pack, read once: the packs ship with the code, so they change only with a deploy.
 * Each is laid over English, so a key a translation lacks shows the English text, never a raw key.
 */
export function loadPacks(): Map<PackLanguage, ServedPack> {
  const source = readPackFiles(SOURCE_PACK);
  const packs = new Map<PackLanguage, ServedPack>();
  for (const language of PACK_LANGUAGES) {
    const data = language === SOURCE_PACK ? source : mergeCatalogues(source, readPackFiles(language));
    const json = JSON.stringify({ code: 200, data, message: 'success' });
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    packs.set(language, { language, json, gzip: gzipSync(json), br: brotliCompressSync(json), etag });
  }
  return packs;
}

/** The pack serving a languagePackId: 'pt_BR' and 'pt-br' are served by 'pt'; unknown ids by none. */
export function packFor(packs: Map<PackLanguage, ServedPack>, languagePackId: string): ServedPack | undefined {
  const base = languagePackId.toLowerCase().split(/[-_]/)[0];
  return isPackLanguage(base) ? packs.get(base) : undefined;
}
