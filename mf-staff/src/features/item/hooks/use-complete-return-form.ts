import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffReturnItem } from 'shared/contracts';
import { completeReturn } from '../api/complete-return';
import { paymentKeys } from '../api/order-payment';
import { transitionPatch, useStaffAction } from '../api/staff-actions';
import { readUpiReference, refundText, returnCompletion } from '../lib/return-item';
import { useCheckedConfirmation } from './use-checked-confirmation';

const NO_ERRORS = { reference: null };

/**
 * Completing a received request (`staff_complete_return`), once: a return of an online order is
 * refunded to its payment method; a cash-on-delivery one was sent by UPI and needs the transfer's
 * reference (checked as the database checks it); a replacement goes as a new order at no charge.
 * Confirmed first, with the remark typed above; the server's refusal (e.g. too little stock for
 * the replacement) stays beside the form with what was typed. The order's payment is read again.
 */
export function useCompleteReturnForm(
  request: StaffReturnItem,
  listKey: QueryKey,
  remark: string | null,
  onDone: () => void,
) {
  const completion = returnCompletion(request);
  const [reference, setReference] = useState('');
  const form = useCheckedConfirmation<
    { reference: string | null; remark: string | null },
    { reference: string | null }
  >(NO_ERRORS);
  const action = useStaffAction('return', request.id, listKey);
  const queryClient = useQueryClient();

  const success =
    completion === 'replacement'
      ? 'Replacement sent.'
      : completion === 'upi_refund'
        ? `UPI refund of ${refundText(request)} recorded.`
        : `Refund of ${refundText(request)} started.`;

  const confirm = () => {
    const chosen = form.take();
    if (!chosen) return;
    action.mutate(
      {
        run: () => completeReturn(request.id, chosen.remark, chosen.reference ?? undefined),
        patch: transitionPatch(
          'return',
          completion === 'replacement' ? 'replaced' : 'refunded',
          chosen.remark,
        ),
        success,
      },
      {
        onSuccess: () => {
          setReference('');
          onDone();
        },
        onError: form.refused,
        onSettled: () =>
          void queryClient.invalidateQueries({ queryKey: paymentKeys.order(request.order_id) }),
      },
    );
  };

  return {
    completion,
    reference,
    setReference: form.edit(setReference),
    confirm,
    ...form.controls(action.isPending, () => {
      if (completion !== 'upi_refund') return { ok: true as const, reference: null, remark };
      const read = readUpiReference(reference);
      return read.ok ? { ...read, remark } : read;
    }),
  };
}
