import { LIST_PAGE_SIZE } from '@credo/contracts/constants';
import type { CatalogueList } from '@credo/contracts/catalogue';
import { useEffect, useState } from 'react';
import { useSite } from '@/shared/site/site-context';
import { LANGUAGE_ALL } from './list-url';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';

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
 * it (the answer's `languages` says so); '' when it has none, so the list is never empty by default.
 */
export const useVisitorLanguage = (languages: CatalogueList['languages'] | undefined): string => {
  const name = useSite().language?.languageComplete ?? '';
  const [missing, setMissing] = useState(false);
  const absent = !!languages && languages.length > 0 && !languages.some((l) => l.languageComplete === name);
  if (absent && !missing) setMissing(true);
  return missing ? '' : name;
};

/** The language select: its value and what a choice writes to the URL ("All" is written as `all`). */
export const languageField = (urlLanguage: string, visitorLanguage: string) => ({
  value: urlLanguage === LANGUAGE_ALL ? '' : urlLanguage || visitorLanguage,
  toUrl: (choice: string) => choice || LANGUAGE_ALL,
});
