import { getSupabase } from 'shared';
import { type StaffTransitionAnswer, staffTransitionAnswerSchema } from 'shared/contracts';

/**
 * `staff_complete_return(p_id, p_remark, p_reference)` (20_returns.sql): completes a received
 * request, once. A return of an online order is refunded through the gateway; a cash-on-delivery
 * one was sent by UPI and `reference` names the transfer (the database checks it); a replacement is
 * sent as a new order at no charge (refused while the product lacks the stock). The answer has the
 * new status and remark; the replacement order's id comes with the queue's item.
 */
export async function completeReturn(
  id: string,
  remark: string | null,
  reference?: string,
): Promise<StaffTransitionAnswer> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('staff_complete_return', {
    p_id: id,
    p_remark: remark,
    ...(reference === undefined ? {} : { p_reference: reference }),
  });
  if (error) throw new Error(error.message);
  const parsed = staffTransitionAnswerSchema.safeParse(Array.isArray(data) ? data[0] : data);
  if (!parsed.success) throw new Error('The answer could not be read.');
  return parsed.data;
}
