import { useQuery } from '@tanstack/react-query';
import { getSupabase, useSession } from 'shared';
import {
  DISCOUNT_REQUEST_COLUMNS,
  type DiscountRequest,
  discountRequestSchema,
  isItemId,
  readDisplayNumber,
} from 'shared/contracts';
import { discountHistoryKeys } from './discount-request-history';

/**
 * One of the caller's discount requests by id or display number as typed ('pm-26-7k3m9q',
 * '#PM-26-7K3M9Q') (RLS: own rows only); null when none.
 */
export async function getDiscountRequest(id: string): Promise<DiscountRequest | null> {
  const number = readDisplayNumber(id);
  if (number === null && !isItemId(id)) return null;
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('product_discount_requests')
    .select(DISCOUNT_REQUEST_COLUMNS)
    .eq(number === null ? 'id' : 'display_number', number ?? id)
    .maybeSingle();
  if (error) throw new Error(error.message);
  const parsed = discountRequestSchema.safeParse(data);
  return data && parsed.success ? parsed.data : null;
}

/** The request an e-mail links to; idle without an id or a session. */
export function useDiscountRequest(id: string | null) {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: [...discountHistoryKeys.all, userId ?? 'anonymous', 'one', id ?? ''],
    queryFn: () => getDiscountRequest(id ?? ''),
    enabled: userId !== null && id !== null,
    retry: false,
  });
}
