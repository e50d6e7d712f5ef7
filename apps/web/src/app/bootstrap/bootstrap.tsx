import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { verifySign } from '@/features/account/api/verify-sign';
import { basenameFor } from '@/shared/lib/location';
import { SiteActionsContext, type SiteActions } from '@/shared/site/site-actions';
import { SiteContext } from '@/shared/site/site-context';
import { connectNavigation } from '../navigation';
import { createAppRouter } from '../router';
import { hasVariant } from '../routes';
import { firstVisitTwin } from '../viewport';
import { BootError, BootSpinner } from './boot-screens';
import { loadSite, type BootState } from './load-site';
import { hasSignParams, runSiteLoginCheck } from './site-login-check';
import { BOOTSTRAP_KEY, switchLanguage } from './switch-language';

/** Opens the page's twin for this window before the router's first render (viewport.ts). */
const openInViewportTwin = (sitePrefix: string) => {
  const twin = firstVisitTwin(window.location, sitePrefix, window.innerWidth, hasVariant);
  if (twin) window.history.replaceState(window.history.state, '', twin);
};

const SiteApp = ({ state }: { state: BootState }) => {
  const { sitePrefix, siteInfo } = state.session;
  const queryClient = useQueryClient();
  const router = useMemo(() => {
    openInViewportTwin(sitePrefix);
    // The routes' data prefetch reads the visit's site as it is then (a language switch replaces it).
    return createAppRouter(basenameFor(sitePrefix), { queryClient, site: () => queryClient.getQueryData<BootState>(BOOTSTRAP_KEY)?.session });
  }, [sitePrefix, queryClient]);
  const actions = useMemo<SiteActions>(
    () => ({ switchLanguage: (languageId, countryCode) => switchLanguage(queryClient, languageId, countryCode) }),
    [queryClient],
  );
  useEffect(() => {
    const prefixes = [sitePrefix, ...(siteInfo.sitePrefixes ?? [])].filter(Boolean);
    connectNavigation((to) => router.navigate(to), prefixes);
    return () => connectNavigation(null, []);
  }, [router, sitePrefix, siteInfo.sitePrefixes]);
  return (
    <SiteContext.Provider value={state.session}>
      <SiteActionsContext.Provider value={actions}>
        <RouterProvider router={router} />
      </SiteActionsContext.Provider>
    </SiteContext.Provider>
  );
};

/**
 * Loads site info and languages, runs the site login check (section 4), then renders the site;
 * a spinner meanwhile, a retry when the site cannot be loaded.
 */
export const Bootstrap = () => {
  const boot = useQuery({
    queryKey: BOOTSTRAP_KEY,
    queryFn: ({ client }) => loadSite(window.location.pathname, { client }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const state = boot.data;
  // Without the hand-off parameters the check's answer is '1' at once (section 4): no query and
  // no second spinner render for it.
  const [needsLoginCheck] = useState(() => hasSignParams(window.location.href));
  const loginCheck = useQuery({
    queryKey: ['siteLoginCheck'],
    queryFn: () =>
      runSiteLoginCheck(window.location.href, {
        verify: verifySign,
        reload: (url) => window.location.replace(url),
      }),
    enabled: Boolean(state) && needsLoginCheck,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  // No antd around the app (decision 0012): pages and dialogs built with it bring its scope.
  if (state && (!needsLoginCheck || loginCheck.data === '1')) return <SiteApp state={state} />;
  if (boot.isError) return <BootError onRetry={() => void boot.refetch()} retrying={boot.isFetching} />;
  return <BootSpinner />;
};
