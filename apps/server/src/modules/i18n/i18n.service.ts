import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  isPackLanguage,
  isPageNamespace,
  mergeCatalogues,
  PACK_LANGUAGES,
  pickNamespaces,
  SOURCE_PACK,
  startPart,
  type Catalogue,
  type PackLanguage,
} from '@credo/i18n';
import { readPackFiles } from '@credo/i18n/node';

/** A pack or a part of one as it goes on the wire: serialised and compressed once, not per request. */
export type ServedPack = { language: PackLanguage; json: string; gzip: Buffer; br: Buffer; etag: string };

/** Every pack, read once, laid over English, with the parts already served (see partOf). */
export type Packs = { catalogues: Map<PackLanguage, Catalogue>; served: Map<string, ServedPack> };

/** Distinct parts kept serialised: the routes ask for a few dozen; anything beyond is built per request. */
const SERVED_PARTS_MAX = 2_000;

const serve = (language: PackLanguage, data: Catalogue): ServedPack => {
  const json = JSON.stringify({ code: 200, data, message: 'success' });
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { language, json, gzip: gzipSync(json), br: brotliCompressSync(json), etag };
};

/**
 * Every pack, read once: the packs ship with the code, so they change only with a deploy.
 * Each is laid over English, so a key a translation lacks shows the English text, never a raw key.
 * The whole packs and their start parts are serialised and compressed at once.
 */
export function loadPacks(): Packs {
  const source = readPackFiles(SOURCE_PACK);
  const packs: Packs = { catalogues: new Map(), served: new Map() };
  for (const language of PACK_LANGUAGES) {
    const data = language === SOURCE_PACK ? source : mergeCatalogues(source, readPackFiles(language));
    packs.catalogues.set(language, data);
    packs.served.set(`${language}|`, serve(language, data));
    packs.served.set(`${language}|start`, serve(language, startPart(data)));
  }
  return packs;
}

/** The pack language serving a languagePackId: 'pt_BR' and 'pt-br' are served by 'pt'; unknown ids by none. */
export function packLanguageOf(languagePackId: string): PackLanguage | undefined {
  const base = languagePackId.toLowerCase().split(/[-_]/)[0];
  return isPackLanguage(base) ? base : undefined;
}

/**
 * What `ns` asks for, in a canonical form: '' for the whole pack, 'start', or page namespaces sorted
 * and deduplicated, joined by commas; null when it names anything else.
 */
export function partKey(ns: string | undefined): string | null {
  if (ns === undefined || ns === '') return '';
  if (ns === 'start') return 'start';
  const names = [...new Set(ns.split(','))].sort();
  return names.every(isPageNamespace) ? names.join(',') : null;
}

/** The served pack of a language and part key (partKey), serialised on first use and kept (bounded). */
export function partOf(packs: Packs, language: PackLanguage, key: string): ServedPack {
  const cacheKey = `${language}|${key}`;
  const kept = packs.served.get(cacheKey);
  if (kept) return kept;
  const built = serve(language, pickNamespaces(packs.catalogues.get(language)!, key.split(',')));
  if (packs.served.size < SERVED_PARTS_MAX) packs.served.set(cacheKey, built);
  return built;
}
