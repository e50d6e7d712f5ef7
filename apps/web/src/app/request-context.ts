import type { SiteParams } from '@/shared/api/api-client';

let current: SiteParams = {};

/** siteId and languageId of the current visit, read by the api client on every call. */
export const getSiteParams = (): SiteParams => current;

export const setSiteParams = (params: SiteParams): void => {
  current = { ...params };
};
