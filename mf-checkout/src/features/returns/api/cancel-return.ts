import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared';
import { type ReturnRequest, returnRequestSchema } from 'shared/contracts';
import { returnKeys } from './get-return-options';

/** `cancel_my_return`: the shopper withdraws a request before the pickup. */
export async function cancelReturn(returnId: string): Promise<ReturnRequest> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('cancel_my_return', { p_id: returnId });
  if (error) throw new Error(error.message);
  const parsed = returnRequestSchema.safeParse(data);
  if (!parsed.success)
    throw new Error('The request was withdrawn, but its answer could not be read. Please reload.');
  return parsed.data;
}

export function useCancelReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReturn,
    onSettled: (_data, _error, returnId) => {
      void queryClient.invalidateQueries({ queryKey: returnKeys.options(orderId) });
      void queryClient.invalidateQueries({ queryKey: returnKeys.events(returnId) });
    },
  });
}
