import type { ApiResult } from '@/shared/api/api-client';

/** '0' while the check runs (the shell waits), '1' once the site may render (section 4). */
export type SiteLoginStatus = '0' | '1';

export const SIGN_PARAMS = ['signature', 'appId'] as const;

/** The same URL without the two hand-off parameters (hash and other parameters kept). */
export const withoutSignParams = (href: string): string => {
  const url = new URL(href);
  for (const name of SIGN_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
};

export type SiteLoginCheckDeps = {
  verify: (appId: string, signature: string) => Promise<ApiResult<unknown>>;
  reload: (url: string) => void;
};

/** Whether the URL carries the hand-off (both parameters): only then does the check call the server. */
export const hasSignParams = (href: string): boolean => {
  const params = new URL(href).searchParams;
  return SIGN_PARAMS.every((name) => Boolean(params.get(name)));
};

/**
 * The site login check (section 4): with `signature` and `appId` in the URL the hand-off is
 * verified first; a failure (an error message in the answer) lets the site render ('1'); a
 * success reloads the page without the two parameters (the new session applies on that load),
 * so the status stays '0'. Without a signature the status is '1' at once.
 */
export const runSiteLoginCheck = async (href: string, deps: SiteLoginCheckDeps): Promise<SiteLoginStatus> => {
  if (!hasSignParams(href)) return '1';
  const params = new URL(href).searchParams;
  const signature = params.get('signature') ?? '';
  const appId = params.get('appId') ?? '';
  const result = await deps.verify(appId, signature);
  if (!result.ok) return '1';
  deps.reload(withoutSignParams(href));
  return '0';
};
