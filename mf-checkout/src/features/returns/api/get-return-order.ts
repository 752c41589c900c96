import { getSupabase } from 'shared';
import { isItemId } from 'shared/contracts';

/**
 * The order of a return request (the e-mails link to `/order-history?return={id}`): RLS answers
 * only the shopper's own requests, so another's id is simply not found (null).
 */
export async function getReturnOrderId(returnId: string): Promise<string | null> {
  if (!isItemId(returnId)) return null;
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('return_requests')
    .select('order_id')
    .eq('id', returnId)
    .maybeSingle<{ order_id: string }>();
  if (error) throw new Error(error.message);
  return data?.order_id ?? null;
}
