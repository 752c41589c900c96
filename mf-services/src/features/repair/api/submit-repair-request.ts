import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, useSession } from 'shared';
import {
  isRepairDeviceType,
  type Profile,
  REPAIR_MESSAGES,
  type RepairFormValues,
  type RepairInsert,
  repairSubmitFailureText,
  toProductDescription,
} from 'shared/contracts';
import { repairKeys } from './get-user-repair-requests';

/** A refused submission: the server's (or the documented) words for the toast. */
export class RepairSubmitError extends Error {
  constructor(
    message: string,
    /** HTTP status when the server answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RepairSubmitError';
  }
}

/** The insert payload (the database keeps its own owner, status, dates and address). */
export function toRepairInsert(userId: string, values: RepairFormValues, profile: Profile): RepairInsert {
  if (!isRepairDeviceType(values.deviceType)) throw new RepairSubmitError(REPAIR_MESSAGES.typeRequired);
  return {
    user_id: userId,
    status: 'pending',
    product_type: values.deviceType,
    product_description: toProductDescription(values),
    shipping_address: {
      name: profile.name.trim(),
      email: profile.email,
      phone: profile.phone.trim(),
      address: { ...profile.address },
    },
  };
}

/** A request just made: its id and what the shopper reads and types ('RP-26-7K3M9Q'). */
export interface SubmittedRepair {
  id: string;
  displayNumber: string | null;
}

/**
 * Insert into repairrequests; the new id and display number are read from the response. A refusal keeps the database's
 * documented words; any other failure ('db down', 'TypeError: Failed to fetch') reads 'Please try
 * again.' (docs/product.md#repair-requests).
 */
export async function submitRepairRequest(payload: RepairInsert): Promise<SubmittedRepair> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase
    .from('repairrequests')
    .insert(payload)
    .select('id, display_number')
    .single<{ id: string; display_number?: string | null }>();
  if (error) throw new RepairSubmitError(repairSubmitFailureText(error.message), status);
  if (!data?.id) throw new RepairSubmitError(REPAIR_MESSAGES.createFailed, status);
  return { id: data.id, displayNumber: data.display_number || null };
}

/** The submission; a success makes the history stale so it shows the new request. */
export function useSubmitRepairRequest() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.user?.id ?? null);
  return useMutation({
    mutationFn: submitRepairRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: repairKeys.all(userId ?? 'anonymous') }),
  });
}
