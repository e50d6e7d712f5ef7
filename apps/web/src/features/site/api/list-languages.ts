import type { Language } from '@credo/contracts';
import { api, dataOr } from '@/shared/api/api-client';

/**
 * GET /certification/language/multi: the languages of one site; empty on failure.
 * The site id is passed explicitly because bootstrap calls it before the request context is set.
 */
export const listLanguages = async (siteId: number): Promise<Language[]> =>
  dataOr(await api.get<Language[]>('/certification/language/multi', { siteId }, { silent: true }), []);
