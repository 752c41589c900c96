import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { bus, useSession } from 'shared';
import type { WishlistItem } from 'shared/contracts';
import { wishlistKeys } from '../api/get-wishlist';

/** Tells the header (and anyone else) the new count: 'wishlist:changed' after every change. */
export function announceWishlist(items: readonly WishlistItem[] | undefined): void {
  bus.emit('wishlist:changed', { count: items?.length ?? 0 });
}

/** Puts a list into the cache and announces its count. */
export function writeWishlist(queryClient: QueryClient, userId: string, items: WishlistItem[]): void {
  queryClient.setQueryData(wishlistKeys.list(userId), items);
  announceWishlist(items);
}

const WISHLIST_MUTATION_KEY = ['wishlist'] as const;

interface WishlistMutationOptions<V, R> {
  mutationFn: (vars: V) => Promise<R>;
  /** The list after the call, read from its answer. */
  itemsOf: (answer: R) => WishlistItem[];
  /** The list as it will be once the server agrees: shown at once, rolled back on failure. */
  optimistic: (items: WishlistItem[], vars: V) => WishlistItem[];
}

/**
 * A `wishlist` call with an optimistic cache update: pending reads cancelled, the expected list
 * shown, the previous one restored on error, the server's list kept on success. Calls run one at
 * a time in click order, so answers cannot overtake each other.
 */
export function useWishlistMutation<V, R>({
  mutationFn,
  itemsOf,
  optimistic,
}: WishlistMutationOptions<V, R>) {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.user?.id ?? 'anonymous');
  const key = wishlistKeys.list(userId);
  return useMutation({
    mutationKey: WISHLIST_MUTATION_KEY,
    scope: { id: 'wishlist' },
    mutationFn,
    onMutate: async (vars: V) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WishlistItem[]>(key);
      writeWishlist(queryClient, userId, optimistic(previous ?? [], vars));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      writeWishlist(queryClient, userId, context?.previous ?? []);
      // The rollback may hold other calls' optimism: read the truth again.
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (answer) => {
      // Calls still queued carry their own optimistic state; the last answer is written.
      if (queryClient.isMutating({ mutationKey: WISHLIST_MUTATION_KEY }) <= 1)
        writeWishlist(queryClient, userId, itemsOf(answer));
    },
  });
}
