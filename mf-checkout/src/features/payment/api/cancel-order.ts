import { getSupabase } from 'shared';
import { type CancelOrderAnswer, cancelOrderAnswerSchema } from 'shared/contracts';

/** Said when the database refused without a message (it always sends one). */
export const CANCEL_FAILED_FALLBACK = 'The order could not be cancelled. Please try again.';

/**
 * `cancel_my_order(p_order_id, p_reason)`: cancels one of the caller's orders while it is
 * payment_pending, pending or processing, refunding what was paid (docs/product.md#payments).
 * Errors carry the database's message (PT409 shipped, 22023 reason length, PT404 not found).
 * Null: cancelled, but the answer could not be read (the caller re-reads the order).
 */
export async function cancelOrder(orderId: string, reason: string): Promise<CancelOrderAnswer | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('cancel_my_order', { p_order_id: orderId, p_reason: reason });
  if (error) throw new Error(error.message || CANCEL_FAILED_FALLBACK);
  const parsed = cancelOrderAnswerSchema.safeParse(Array.isArray(data) ? data[0] : data);
  return parsed.success ? parsed.data : null;
}
