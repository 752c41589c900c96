import { QueryClient } from '@tanstack/react-query';

/**
 * The one QueryClient of the site (docs/product.md#common-rules: 5 min fresh, no refetch on focus,
 * retry once).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5 * 60_000, refetchOnWindowFocus: false, retry: 1 },
  },
});
