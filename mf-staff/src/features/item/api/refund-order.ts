import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, toast } from 'shared';
import { formatRupees } from 'shared/contracts';
import * as z from 'zod/mini';
import { queueKeys } from '../../queue';
import { eventKeys } from './item-events';
import { paymentKeys } from './order-payment';

export const refundAnswerSchema = z.object({
  refundId: z.nullable(z.string()),
  /** What may still be refunded after this one. */
  refundable: z.number(),
});
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;

/**
 * `staff_refund_order(p_order_id, p_amount, p_reason)`: requests a refund of part or the rest of an
 * online order's payment. The database checks the amount, the reason and what is refundable, and
 * Razorpay is called after commit (payments-sweep).
 */
export async function refundOrder(orderId: string, amount: number, reason: string): Promise<RefundAnswer> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('staff_refund_order', {
    p_order_id: orderId,
    p_amount: amount,
    p_reason: reason,
  });
  if (error) throw new Error(error.message);
  const parsed = refundAnswerSchema.safeParse(Array.isArray(data) ? data[0] : data);
  if (!parsed.success) throw new Error('The answer could not be read.');
  return parsed.data;
}

export interface RefundRequest {
  amount: number;
  reason: string;
}

/**
 * A staff refund of one order: a toast says it started or, with the server's message, why not;
 * the order's payment, the queue (its amounts) and its history (the refund's note) are read again
 * either way.
 */
export function useRefundOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, reason }: RefundRequest) => refundOrder(orderId, amount, reason),
    onSuccess: (_answer, { amount }) => {
      toast.success(`Refund of ${formatRupees(amount)} started.`);
    },
    onError: (error) => {
      toast.error('The refund was not made', error instanceof Error ? error.message : String(error));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.order(orderId) });
      void queryClient.invalidateQueries({ queryKey: queueKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventKeys.item('order', orderId) });
    },
  });
}
