import { LIST_PAGE_SIZE } from '@credo/contracts/constants';
import type { CatalogueList } from '@credo/contracts/catalogue';
import { useCallback, useEffect, useState, type ComponentProps } from 'react';
import { useSearchParams } from 'react-router';
import { useSite } from '@/shared/site/site-context';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';
import { useCatalogueList } from '../api/query-catalogue-list';
import type { FilterField } from '../components/filter-bar';
import type { ListResults } from '../components/list-results';
import { LANGUAGE_ALL, type ListQuery } from './list-url';

/** Page size of the lists (commerce §9): 15 on desktop, 10 on mobile. */
export const useListPageSize = (): number => (useMobileVariant() ? LIST_PAGE_SIZE.mobile : LIST_PAGE_SIZE.desktop);

/** A shared link to a page past the end (items were removed since) lands on the last page. */
export const useClampPage = (data: CatalogueList | undefined, stale: boolean, page: number, pageSize: number, goTo: (page: number) => void) => {
  const lastPage = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const pastTheEnd = !!data && !stale && data.rows.length === 0 && data.total > 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) goTo(lastPage);
  }, [pastTheEnd, lastPage, goTo]);
};

/**
 * The visitor's language as the list's default language filter, as long as the site has items in
 * it: once an answer's `languages` (non-empty) lacks it, '' from then on, so the list is never
 * empty by default. `languagesOf` is called after the list's query, with the answer it gave.
 */
export const useVisitorLanguage = () => {
  const name = useSite().language?.languageComplete ?? '';
  const [missing, setMissing] = useState(false);
  const language = missing ? '' : name;
  // Set while rendering, and only when the language is absent: a state kept for every answer's
  // languages ran the page twice in the task each answer arrived in (issue 19: blocking time).
  const languagesOf = (languages: CatalogueList['languages'] | undefined) => {
    if (!missing && !!languages && languages.length > 0 && !languages.some((l) => l.languageComplete === name)) setMissing(true);
  };
  return [language, languagesOf] as const;
};

/** The language select: its value and what a choice writes to the URL ("All" is written as `all`). */
export const languageField = (urlLanguage: string, visitorLanguage: string) => ({
  value: urlLanguage === LANGUAGE_ALL ? '' : urlLanguage || visitorLanguage,
  toUrl: (choice: string) => choice || LANGUAGE_ALL,
});

/** What every list keeps in its URL: the keyword, the language and the page. */
type BaseFilters = { keyword: string; language: string; page: number };

/** How a list reads its filters from the URL and writes them back (list-url.ts). */
export type ListUrl<F extends BaseFilters> = {
  read: (params: URLSearchParams) => F;
  write: (params: URLSearchParams, filters: F) => URLSearchParams;
};

/**
 * The state of a catalogue list page (course list, video list): filters and page from the URL,
 * the page size of the variant, the visitor's language as the default filter, the list call, and
 * what the filter bar and the results need. `url` must be a stable (module-level) object.
 */
export const useCatalogueListPage = <F extends BaseFilters>(url: ListUrl<F>, toQuery: (filters: F, pageSize: number, visitorLanguage: string) => ListQuery) => {
  const [params, setParams] = useSearchParams();
  const filters = url.read(params);
  const pageSize = useListPageSize();
  const [visitorLanguage, languagesOf] = useVisitorLanguage();
  const { data, isPending, isPlaceholderData } = useCatalogueList(toQuery(filters, pageSize, visitorLanguage));
  languagesOf(data?.languages);

  // A new filter goes back to page 1 and to the top; a page past the end is replaced, not added to history.
  const go = useCallback(
    (next: Partial<F>, replace = false) => {
      setParams((current) => url.write(current, { ...url.read(current), page: 1, ...next }), { replace });
      if (!replace) window.scrollTo({ top: 0 });
    },
    [setParams, url],
  );
  const goToPage = useCallback((page: number) => go({ page } as Partial<F>, true), [go]);
  useClampPage(data, isPlaceholderData, filters.page, pageSize, goToPage);

  const language = languageField(filters.language, visitorLanguage);
  const languageFilter = (label: string): FilterField => ({
    key: 'language',
    label,
    value: language.value,
    options: (data?.languages ?? []).map((l) => ({ value: l.languageComplete, label: l.languageComplete })),
    onChange: (v) => go({ language: language.toUrl(v) } as Partial<F>),
  });
  const results: ComponentProps<typeof ListResults> = {
    data,
    pending: isPending,
    stale: isPlaceholderData,
    page: filters.page,
    pageSize,
    keyword: filters.keyword,
    onPage: (page) => go({ page } as Partial<F>),
  };
  return {
    filters,
    data,
    go,
    /** Back to the unfiltered list (the visitor's language again). */
    clear: () => setParams(url.write(params, url.read(new URLSearchParams()))),
    languageFilter,
    results,
  };
};
