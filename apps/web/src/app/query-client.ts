import { QueryClient } from '@tanstack/react-query';

/**
 * Fetchers never throw on transport errors (they return empty results, spec section 7), so
 * retries would only repeat Tips dialogs; refetch on focus is off for the same reason.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5 * 60_000 },
      mutations: { retry: false },
    },
  });
