import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared';
import { type ReturnKind, type ReturnRequest, returnRequestSchema } from 'shared/contracts';
import { returnKeys } from './get-return-options';

export interface RequestReturnInput {
  orderId: string;
  productId: string;
  kind: ReturnKind;
  reason: string;
  comment: string;
  quantity: number;
  /** A cash-on-delivery order's return: where the refund goes. */
  refundUpi: string | null;
}

/** `request_return`: the database checks the window, the once rule and the owner; its words are shown. */
export async function requestReturn(input: RequestReturnInput): Promise<ReturnRequest> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('request_return', {
    p_order_id: input.orderId,
    p_product_id: input.productId,
    p_kind: input.kind,
    p_reason: input.reason,
    p_comment: input.comment.trim(),
    p_quantity: input.quantity,
    p_refund_upi: input.refundUpi?.trim() || null,
  });
  if (error) throw new Error(error.message);
  const parsed = returnRequestSchema.safeParse(data);
  if (!parsed.success)
    throw new Error('Your request was sent, but its answer could not be read. Please reload.');
  return parsed.data;
}

export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    onSettled: (_data, _error, { orderId }) =>
      queryClient.invalidateQueries({ queryKey: returnKeys.options(orderId) }),
  });
}
