import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, invokeFunction, isUnauthorized, useSession } from 'shared';
import { type CartItem, cartListSchema } from 'shared/contracts';

export const cartKeys = {
  all: ['cart'] as const,
  list: (userId: string) => ['cart', userId] as const,
};

/** Every `cart` method answers the whole cart: one parser for all of them. */
export function parseCart(data: unknown): CartItem[] {
  return cartListSchema.parse(data ?? []);
}

/** `cart` GET. A 401 (session gone) yields an empty list silently (docs/product.md#roles-and-access). */
export async function getCart(): Promise<CartItem[]> {
  try {
    return parseCart(await invokeFunction('cart', { method: 'GET' }));
  } catch (error) {
    if (isUnauthorized(error)) return [];
    throw error;
  }
}

export const cartQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: cartKeys.list(userId),
    queryFn: getCart,
    staleTime: CACHE.cart.staleTime,
    gcTime: CACHE.cart.gcTime,
    refetchOnWindowFocus: CACHE.cart.refetchOnWindowFocus,
    retry: CACHE.cart.retry,
  });

/** The signed-in user's cart; idle (no data) for a guest. */
export function useCart() {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...cartQueryOptions(userId ?? 'anonymous'), enabled: userId !== null });
}
