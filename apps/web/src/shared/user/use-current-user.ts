import { TIMINGS_MS } from '@credo/contracts/constants';
import type { UserInfo } from '@credo/contracts/user';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSite } from '@/shared/site/site-context';
import { getUserById } from './get-user-by-id';
import { getUserInfo } from './get-user-info';
import { hasSignedInHint } from './signed-in-hint';

/** null: a visitor (no session). */
export type CurrentUser = UserInfo | null;

export const currentUserKey = (siteId: number) => ['currentUser', siteId] as const;

/**
 * The first load asks getUserInfo; once someone is signed in, the refresh every 600,000 ms
 * (section 9, TIMINGS_MS.userRefresh) asks getUserById with their id. A lost session makes the
 * user a visitor; a transport failure keeps the user we had. Without the signed-in hint (signed
 * out in another tab, or never signed in) the answer is a visitor, with no request (decision 0029).
 */
export const loadCurrentUser = async (known: CurrentUser | undefined, signal?: AbortSignal): Promise<CurrentUser> => {
  if (!hasSignedInHint()) return null;
  if (known) {
    const refreshed = await getUserById(known.id, signal);
    if (refreshed.ok) return refreshed.data;
    if (refreshed.kind === 'unauthorized') return null;
    if (refreshed.kind === 'transport') return known;
  }
  const info = await getUserInfo(signal);
  if (info.ok) return info.data;
  return info.kind === 'transport' && known ? known : null;
};

export const currentUserQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: currentUserKey(siteId),
    queryFn: ({ client, queryKey, signal }) => loadCurrentUser(client.getQueryData<CurrentUser>(queryKey), signal),
    staleTime: TIMINGS_MS.userRefresh,
    refetchInterval: (query) => (query.state.data ? TIMINGS_MS.userRefresh : false),
  });

export type CurrentUserState = {
  /** undefined while the first answer is pending, null for a visitor. */
  user: CurrentUser | undefined;
  signedIn: boolean;
  loading: boolean;
};

/** The signed-in user of the visit, shared by the shell and every page. */
export const useCurrentUser = (): CurrentUserState => {
  const { siteInfo } = useSite();
  const { data, isPending } = useQuery(currentUserQueryOptions(siteInfo.siteId));
  return { user: data, signedIn: Boolean(data), loading: isPending };
};

export const setCurrentUser = (client: QueryClient, siteId: number, update: (user: UserInfo) => UserInfo): void => {
  client.setQueryData<CurrentUser>(currentUserKey(siteId), (user) => (user ? update(user) : user));
};

/** Replaces (or patches) the cached user after a save, so every view shows the new data at once. */
export const useUpdateCurrentUser = () => {
  const client = useQueryClient();
  const { siteInfo } = useSite();
  return useCallback(
    (update: Partial<UserInfo> | ((user: UserInfo) => UserInfo)) =>
      setCurrentUser(client, siteInfo.siteId, typeof update === 'function' ? update : (user) => ({ ...user, ...update })),
    [client, siteInfo.siteId],
  );
};
