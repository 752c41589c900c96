import { getSupabase } from 'shared';
import { type StaffTransitionAnswer, staffTransitionAnswerSchema } from 'shared/contracts';

/**
 * `staff_receive_return(p_id, p_resellable, p_remark)` (20_returns.sql): a picked-up return or
 * replacement is back at the shop; `resellable` says whether it can be sold again (its units go
 * back to stock, once). The database refuses anything but a picked-up request.
 */
export async function receiveReturn(
  id: string,
  resellable: boolean,
  remark: string | null,
): Promise<StaffTransitionAnswer> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('staff_receive_return', {
    p_id: id,
    p_resellable: resellable,
    p_remark: remark,
  });
  if (error) throw new Error(error.message);
  const parsed = staffTransitionAnswerSchema.safeParse(Array.isArray(data) ? data[0] : data);
  if (!parsed.success) throw new Error('The answer could not be read.');
  return parsed.data;
}
