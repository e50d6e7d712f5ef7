import { LIST_PAGE_SIZE } from '@credo/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';
import type { SiteSession } from '@/shared/site/site-context';
import { courseListQuery, fixedKind, readCourseFilters } from '../model/list-url';
import { catalogueListQueryOptions } from './query-catalogue-list';

/**
 * Starts the course list's call for the page at `url` (its filters, its programme kind and the
 * variant's page size, the visitor's language as the default filter): the query the page itself
 * asks for on its first render (course-list-page.tsx), so the page finds the answer on its way.
 * The route calls it as it starts loading the page's module (app/routes.tsx `prefetch`), instead
 * of the call waiting for that module to load, run and render (issue 19: one round trip earlier).
 */
export const prefetchCourseList = ({ queryClient, site, url, mobile }: { queryClient: QueryClient; site: SiteSession; url: URL; mobile: boolean }) => {
  const query = courseListQuery(
    readCourseFilters(url.searchParams),
    fixedKind(url.pathname) ?? 0,
    mobile ? LIST_PAGE_SIZE.mobile : LIST_PAGE_SIZE.desktop,
    site.language?.languageComplete ?? '',
  );
  void queryClient.prefetchQuery(catalogueListQueryOptions(site.siteInfo.siteId, site.languageId, query));
};
