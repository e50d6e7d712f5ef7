import type { SiteInfo } from '@credo/contracts';
import { api } from '@/shared/api/api-client';

/**
 * GET /front-api/getSiteInfo: the tenant comes from the Host header, the site from its path
 * prefix (empty for the default site). Silent: the bootstrap shows its own error state.
 */
export const getSiteInfo = (sitePath: string) => api.get<SiteInfo>('/front-api/getSiteInfo', { sitePath: sitePath || undefined }, { silent: true });
