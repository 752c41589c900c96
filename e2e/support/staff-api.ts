/**
 * The shop's side in journeys: the seeded staff account calling the staff-only database functions
 * (staff_transition) as the staff console does, one signed-in client for the whole worker.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientAs } from './checkout';
import type { TestUser } from './session';

export const STAFF: TestUser = {
  id: '',
  email: 'staff@gamegear.in',
  password: 'GameGear@123',
  name: 'Staff',
};

let staffClient: Promise<SupabaseClient> | undefined;

/** The staff account's API client, signed in once per worker. */
export function staffApi(): Promise<SupabaseClient> {
  staffClient ??= clientAs(STAFF);
  return staffClient;
}

/** Staff move an item on, one status at a time; the remark goes with the last move. */
export async function staffMove(
  kind: string,
  id: string,
  statuses: string[],
  remark?: string,
): Promise<void> {
  const api = await staffApi();
  for (const [i, status] of statuses.entries()) {
    const { error } = await api.rpc('staff_transition', {
      p_kind: kind,
      p_id: id,
      p_status: status,
      p_remark: i === statuses.length - 1 ? (remark ?? null) : null,
    });
    if (error) throw new Error(`staff_transition ${kind} -> ${status}: ${error.message}`);
  }
}
