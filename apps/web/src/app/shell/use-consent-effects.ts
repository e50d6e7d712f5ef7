import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { disableAnalytics, enableAnalytics, trackPageView } from '@/shared/analytics/analytics';
import { setConsentRegion, useConsent } from '@/shared/consent/consent-store';
import { requiresOptIn } from '@/shared/consent/cookie-policy';
import { useSite } from '@/shared/site/site-context';
import { useVisitorCountry } from '@/shared/site/visitor-country';

/** The consent region once the visitor's country is known: the site's EU flag or a listed country. */
export const useConsentRegionSync = (): void => {
  const { siteInfo } = useSite();
  const country = useVisitorCountry();
  useEffect(() => {
    if (country === undefined) return;
    setConsentRegion(requiresOptIn(siteInfo.isEU, country) ? 'optIn' : 'optOut');
  }, [siteInfo.isEU, country]);
};

/**
 * The analytics id of this build: the site's production id in a production build, its test id
 * otherwise (vite dev, tests, or a `vite build --mode staging`).
 */
export const analyticsIdFor = (site: { analyticsTestId: string | null; analyticsProdId: string | null }, mode: string = import.meta.env.MODE): string | null =>
  (mode === 'production' ? site.analyticsProdId : site.analyticsTestId) || null;

/** Loads analytics only while the analytics policy is on, and sends a (debounced) page view per route. */
export const useAnalytics = (): void => {
  const { siteInfo } = useSite();
  const { policy } = useConsent();
  const { pathname, search } = useLocation();
  const measurementId = analyticsIdFor(siteInfo);
  const active = Boolean(measurementId) && policy.analytics;

  useEffect(() => {
    if (active && measurementId) enableAnalytics(measurementId);
    else disableAnalytics();
  }, [active, measurementId]);

  useEffect(() => {
    if (active) trackPageView();
  }, [active, pathname, search]);
};
