import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, getSupabase } from 'shared';
import {
  SELLER_MESSAGES,
  SELLER_PROFILE_COLUMNS,
  type SellerProfile,
  sellerProfileSchema,
} from 'shared/contracts';

export const sellerProfileKey = ['seller-profile'] as const;

/** The seller's one row (public read), parsed; throws with SELLER_MESSAGES when it is missing. */
export async function fetchSellerProfile(): Promise<SellerProfile> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('seller_profile').select(SELLER_PROFILE_COLUMNS).limit(1);
  if (error) throw new Error(SELLER_MESSAGES.loadFailed);
  const row = Array.isArray(data) ? data[0] : data;
  if (!row) throw new Error(SELLER_MESSAGES.missing);
  const parsed = sellerProfileSchema.safeParse(row);
  if (!parsed.success) throw new Error(SELLER_MESSAGES.loadFailed);
  return parsed.data;
}

/**
 * The seller details change rarely: kept fresh for the default five minutes. The server's render
 * passes fetch this query too (ADR 0017), so the policy pages' HTML carries the details.
 */
export const sellerProfileQuery = () =>
  queryOptions({
    queryKey: sellerProfileKey,
    queryFn: fetchSellerProfile,
    ...CACHE.default,
  });

export function useSellerProfile() {
  return useQuery(sellerProfileQuery());
}
