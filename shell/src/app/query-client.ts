import { QueryClient } from '@tanstack/react-query';

/**
 * The one QueryClient of the site (docs/product.md#common-rules: 5 min fresh, no refetch on focus,
 * retry once). Offline (docs/adr/0025): a read is still tried once, since the service worker may
 * answer it from what it kept (`offlineFirst`; its retry waits for the connection); a write is
 * never held back to be sent later (`always`): it fails at once and says so.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5 * 60_000, refetchOnWindowFocus: false, retry: 1, networkMode: 'offlineFirst' },
    mutations: { networkMode: 'always' },
  },
});
