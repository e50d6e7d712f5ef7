import { LIST_PAGE_SIZE } from '@credo/contracts/constants';
import type { CatalogueList } from '@credo/contracts/catalogue';
import { useEffect } from 'react';
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
