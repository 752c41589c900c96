import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared';
import {
  type StaffDiscountCodeInput,
  type StaffDiscountCodeRow,
  staffDiscountCodeRowSchema,
} from 'shared/contracts';
import * as z from 'zod/mini';

/**
 * The discount codes (supabase/schemas/18_shop_admin.sql): `staff_list_discount_codes()` lists
 * every code with its uses and state; `staff_upsert_discount_code(p_code)` creates or edits one,
 * re-checking the form's rules with the same messages (staff only).
 */
export const discountCodeKeys = {
  list: ['staff', 'discount-codes'] as const,
};

const listSchema = z.array(staffDiscountCodeRowSchema);

export async function fetchDiscountCodes(): Promise<StaffDiscountCodeRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('staff_list_discount_codes');
  if (error) throw new Error(error.message);
  const parsed = listSchema.safeParse(data ?? []);
  if (!parsed.success) throw new Error('The discount codes could not be read.');
  return parsed.data;
}

/** Saves a code; answers the stored (upper-case) code. */
export async function upsertDiscountCode(input: StaffDiscountCodeInput): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('staff_upsert_discount_code', { p_code: input });
  if (error) throw new Error(error.message);
  return typeof data === 'string' ? data : input.code;
}

export const discountCodesQueryOptions = () =>
  queryOptions({ queryKey: discountCodeKeys.list, queryFn: fetchDiscountCodes, staleTime: 30_000 });

export function useDiscountCodes() {
  return useQuery(discountCodesQueryOptions());
}

/** Saves a code, then reads the list again (its state and uses come from the database). */
export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upsertDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountCodeKeys.list }),
  });
}
