import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, toast } from 'shared';
import {
  type ItemKind,
  type StaffListPage,
  type StaffOrderTrackingAnswer,
  type StaffQueueKind,
  type StaffTransitionAnswer,
  staffOrderTrackingAnswerSchema,
  staffTransitionAnswerSchema,
} from 'shared/contracts';
import { remarkColumn, statusColumn, statusLabel } from '../../../lib/kinds';
import { queueKeys } from '../../queue';
import { eventKeys } from './item-events';

async function rpc(name: string, args: Record<string, unknown>): Promise<unknown> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc(name, args);
  if (error) throw new Error(error.message);
  return data;
}

function readTransition(data: unknown): StaffTransitionAnswer {
  const parsed = staffTransitionAnswerSchema.safeParse(Array.isArray(data) ? data[0] : data);
  if (!parsed.success) throw new Error('The answer could not be read.');
  return parsed.data;
}

/** `staff_transition`: moves the item to `status` (the database checks the machine). */
export async function transitionItem(kind: ItemKind, id: string, status: string, remark: string | null) {
  return readTransition(
    await rpc('staff_transition', { p_kind: kind, p_id: id, p_status: status, p_remark: remark }),
  );
}

/**
 * `staff_send_discount_offer`: our_price for one unit of the product, valid `days` days, as the
 * shopper's personal code; moves a pending request to offer_sent.
 */
export async function sendDiscountOffer(
  id: string,
  offer: { price: number; productId: string; days: number },
  remarks: string | null,
) {
  return readTransition(
    await rpc('staff_send_discount_offer', {
      p_id: id,
      p_our_price: offer.price,
      p_remarks: remarks,
      p_product_id: offer.productId,
      p_valid_days: offer.days,
    }),
  );
}

/** `staff_assign_repair`: technician and estimated completion (null clears). */
export async function assignRepair(id: string, technician: string, estimatedCompletion: string | null) {
  return rpc('staff_assign_repair', {
    p_id: id,
    p_technician: technician,
    p_estimated_completion: estimatedCompletion,
  });
}

/** `staff_set_repair_notes`: the technician's notes. */
export async function setRepairNotes(id: string, notes: string) {
  return rpc('staff_set_repair_notes', { p_id: id, p_notes: notes });
}

/** `moderate_review`: approves or rejects a pending review. */
export async function moderateReview(id: string, status: 'approved' | 'rejected') {
  return rpc('moderate_review', { p_review_id: id, p_status: status });
}

/**
 * `staff_set_order_tracking`: the courier and tracking number of an order being prepared or on its
 * way (the database upper-cases the number, records an event and e-mails the shopper).
 */
export async function setOrderTracking(
  id: string,
  courier: string,
  trackingNumber: string,
): Promise<StaffOrderTrackingAnswer> {
  const data = await rpc('staff_set_order_tracking', {
    p_id: id,
    p_courier: courier,
    p_tracking_number: trackingNumber,
  });
  const parsed = staffOrderTrackingAnswerSchema.safeParse(Array.isArray(data) ? data[0] : data);
  if (!parsed.success) throw new Error('The answer could not be read.');
  return parsed.data;
}

/** One staff action: what to send, how the item looks meanwhile, and what to say when done. */
export interface StaffAction {
  run: () => Promise<unknown>;
  /** The item's fields as they will be once the server agrees (shown at once). */
  patch: Record<string, unknown>;
  success: string;
}

/**
 * Runs staff actions on one item of the queue page `listKey`: the item changes at once, the
 * server's refusal puts it back and says why in a toast, and the queue and the item's history are
 * read again either way.
 */
export function useStaffAction(kind: StaffQueueKind, id: string, listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: StaffAction) => action.run(),
    onMutate: async (action) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData<StaffListPage>(listKey);
      if (before) {
        queryClient.setQueryData<StaffListPage>(listKey, {
          ...before,
          items: before.items.map((item) => (item.id === id ? { ...item, ...action.patch } : item)),
        });
      }
      return { before };
    },
    onError: (error, _action, context) => {
      if (context?.before) queryClient.setQueryData(listKey, context.before);
      toast.error('The change was not saved', error instanceof Error ? error.message : String(error));
    },
    onSuccess: (_data, action) => {
      toast.success(action.success);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queueKeys.all });
      if (kind !== 'review') void queryClient.invalidateQueries({ queryKey: eventKeys.item(kind, id) });
    },
  });
}

/** The optimistic fields of a status change: new status, remark, and no next steps until the answer. */
export function transitionPatch(
  kind: ItemKind,
  status: string,
  remark: string | null,
): Record<string, unknown> {
  return {
    [statusColumn(kind)]: status,
    ...(remark !== null ? { [remarkColumn(kind)]: remark } : {}),
    allowedNext: [],
  };
}

export const movedText = (label: string, status: string) => `${label} moved to ${statusLabel(status)}.`;
