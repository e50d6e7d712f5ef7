import { TIMINGS_MS } from '@credo/contracts/constants';
import type { Catalogue } from '@credo/i18n';
// Built by @credo/i18n's Vite plugin (packages/i18n/src/vite.ts): every namespace but SERVER_NAMESPACES.
import bundledSource from 'virtual:credo-source-catalogue';
import type { AppLanguage } from './languages';

export type { Catalogue };
export { flattenCatalogue } from '@credo/i18n';

/**
 * English, the source and the fallback, ships in the bundle (first paint never waits for it);
 * every other language pack comes from the server by its languagePackId.
 */
export const sourceCatalogue: Catalogue = bundledSource;

/** Where a language pack comes from; null means "not available" (English stays on screen). */
export type PackSource = (language: AppLanguage, languagePackId: string) => Promise<Catalogue | null>;

/** The server's `GET /api/certification/i18n/pack?languagePackId=` (spec section 7: i18n pack by languagePackId). */
export const serverPackSource: PackSource = async (_language, languagePackId) => {
  const response = await fetch(`/api/certification/i18n/pack?languagePackId=${encodeURIComponent(languagePackId)}`, {
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
