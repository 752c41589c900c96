import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared';
import {
  SELLER_PROFILE_COLUMNS,
  type SellerProfile,
  type SellerProfileInput,
  sellerProfileSchema,
} from 'shared/contracts';

/**
 * The one row of `public.seller_profile` (supabase/schemas/14_seller.sql): anyone reads it; staff
 * update its columns ("Staff edit the seller's details"), the table's checks deciding.
 */
export const sellerKeys = {
  profile: ['staff', 'seller'] as const,
};

/** When the update changed no row: the policy let nobody but staff through. */
export const SELLER_NOT_SAVED = 'The seller’s details were not saved: only staff can change them.';

function readRow(data: unknown): SellerProfile {
  const parsed = sellerProfileSchema.safeParse(Array.isArray(data) ? data[0] : data);
  if (!parsed.success) throw new Error('The seller’s details could not be read.');
  return parsed.data;
}

export async function fetchSellerProfile(): Promise<SellerProfile> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('seller_profile')
    .select(SELLER_PROFILE_COLUMNS)
    .eq('singleton', true)
    .maybeSingle();
  if (error) throw new Error(error.message);
  if (!data) throw new Error('The seller’s details have not been set up yet.');
  return readRow(data);
}

/** Writes every editable column; answers the row as saved (its `updated_at` moved). */
export async function updateSellerProfile(input: SellerProfileInput): Promise<SellerProfile> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('seller_profile')
    .update(input)
    .eq('singleton', true)
    .select(SELLER_PROFILE_COLUMNS);
  if (error) throw new Error(error.message);
  if (!Array.isArray(data) || data.length === 0) throw new Error(SELLER_NOT_SAVED);
  return readRow(data);
}

export const sellerProfileQueryOptions = () =>
  queryOptions({ queryKey: sellerKeys.profile, queryFn: fetchSellerProfile, staleTime: 60_000 });

export function useSellerProfile() {
  return useQuery(sellerProfileQueryOptions());
}

/** Saves the seller's details; the cached row becomes the saved one. */
export function useSaveSellerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSellerProfile,
    onSuccess: (row) => queryClient.setQueryData(sellerKeys.profile, row),
  });
}
