import { TIMINGS_MS } from '@credo/contracts/constants';
import type { Catalogue, PageNamespace } from '@credo/i18n';
// Built by @credo/i18n's Vite plugin (packages/i18n/src/vite.ts): every namespace but SERVER_NAMESPACES and PAGE_NAMESPACES.
import bundledSource from 'virtual:credo-source-catalogue';
import sourceNamespaces from 'virtual:credo-source-namespaces';
import type { AppLanguage } from './languages';

export type { Catalogue };
export { flattenCatalogue } from '@credo/i18n';

/**
 * English, the source and the fallback: its start pack (shell, dialogs, errors) ships in the entry,
 * so first paint never waits for it; its page namespaces are chunks loaded with the pages that show
 * them (sourceNamespace). Every other language comes from the server by its languagePackId.
 */
export const sourceCatalogue: Catalogue = bundledSource;

/** One English page namespace, from its chunk. */
export const sourceNamespace = async (namespace: PageNamespace): Promise<Catalogue> => (await sourceNamespaces[namespace]()).default;

/**
 * The part of a pack to fetch: the start pack (every namespace the shell uses) or page namespaces
 * (PAGE_NAMESPACES of @credo/i18n), loaded with the page that shows them.
 */
export type PackPart = 'start' | readonly PageNamespace[];

/** Where a language pack comes from; null means "not available" (English stays on screen). */
export type PackSource = (language: AppLanguage, languagePackId: string, part: PackPart) => Promise<Catalogue | null>;

/** The `ns` parameter of a part: `start`, or the page namespaces joined by commas. */
export const partParam = (part: PackPart): string => (part === 'start' ? 'start' : [...part].sort().join(','));

/**
 * The server's `GET /api/certification/i18n/pack?languagePackId=` (spec section 7: i18n pack by
 * languagePackId), with `ns`, this project's extension, asking for a part of the pack only: without
 * it the server answers the whole pack, as the spec's call does.
 */
export const serverPackSource: PackSource = async (_language, languagePackId, part) => {
  const query = `languagePackId=${encodeURIComponent(languagePackId)}&ns=${encodeURIComponent(partParam(part))}`;
  const response = await fetch(`/api/certification/i18n/pack?${query}`, {
    credentials: 'same-origin',
    // The spec's request timeout (section 9), like every other call.
    signal: AbortSignal.timeout(TIMINGS_MS.requestTimeout),
  });
  if (!response.ok) return null;
  const body = (await response.json()) as { code?: number; data?: Catalogue };
  return body.code === 200 && body.data ? body.data : null;
};

let packSource: PackSource = serverPackSource;

/** Tests read the packs from disk instead of a server. */
export const setPackSource = (source: PackSource): void => {
  packSource = source;
};

export const currentPackSource = (): PackSource => packSource;
