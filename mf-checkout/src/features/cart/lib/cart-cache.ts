import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { bus, useSession } from 'shared';
import type { CartItem } from 'shared/contracts';
import { cartKeys } from '../api/get-cart';
import { cartCount } from './cart-rules';

/** Tells the header (and anyone else) the new count: 'cart:changed' after every change. */
export function announceCart(items: readonly CartItem[] | undefined): void {
  bus.emit('cart:changed', { count: cartCount(items) });
}

/** Puts a cart into the cache and announces its count. */
export function writeCart(queryClient: QueryClient, userId: string, items: CartItem[]): void {
  queryClient.setQueryData(cartKeys.list(userId), items);
  announceCart(items);
}

export const CART_MUTATION_KEY = ['cart'] as const;

interface CartMutationOptions<V> {
  mutationFn: (vars: V) => Promise<CartItem[]>;
  /** The cart as it will be once the server agrees: shown at once, rolled back on failure. */
  optimistic?: (items: CartItem[], vars: V) => CartItem[];
}

/**
 * A `cart` call with an optimistic cache update: pending reads cancelled, the expected cart
 * shown, the previous one restored on error, the server's answer (the whole cart) kept on success.
 */
export function useCartMutation<V>({ mutationFn, optimistic }: CartMutationOptions<V>) {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.user?.id ?? 'anonymous');
  const key = cartKeys.list(userId);
  return useMutation({
    mutationKey: CART_MUTATION_KEY,
    // One cart call at a time, in click order: answers cannot overtake each other.
    scope: { id: 'cart' },
    mutationFn,
    onMutate: async (vars: V) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CartItem[]>(key);
      if (optimistic && previous) writeCart(queryClient, userId, optimistic(previous, vars));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) writeCart(queryClient, userId, context.previous);
      // The rollback may hold other calls' optimism: read the truth again.
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (items) => {
      // Calls still queued carry their own optimistic state; the last answer is written.
      if (queryClient.isMutating({ mutationKey: CART_MUTATION_KEY }) <= 1)
        writeCart(queryClient, userId, items);
    },
  });
}
