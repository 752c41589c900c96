import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { readOrderTracking } from 'shared/contracts';
import { setOrderTracking, useStaffAction } from '../api/staff-actions';
import type { StaffItem } from '../lib/staff-item';
import { useCheckedConfirmation } from './use-checked-confirmation';

const NO_ERRORS = { courier: null, trackingNumber: null };

const typed = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The courier and tracking form of one order: both fields (starting at what the order has),
 * checked with the database's rules and messages, then a confirmation holding the checked values
 * until staff confirm or cancel. Saved as the other staff actions are (`useStaffAction`: shown in
 * the queue at once, put back if refused, the history read again); the server's refusal stays
 * under the form with what was typed.
 */
export function useTrackingForm(item: StaffItem, listKey: QueryKey) {
  const [courier, setCourier] = useState(() => typed(item.courier));
  const [trackingNumber, setTrackingNumber] = useState(() => typed(item.tracking_number));
  const form = useCheckedConfirmation<
    { courier: string; trackingNumber: string },
    { courier: string | null; trackingNumber: string | null }
  >(NO_ERRORS);
  const action = useStaffAction('order', item.id, listKey);

  const confirm = () => {
    const chosen = form.take();
    if (!chosen) return;
    action.mutate(
      {
        run: () => setOrderTracking(item.id, chosen.courier, chosen.trackingNumber),
        patch: { courier: chosen.courier, tracking_number: chosen.trackingNumber },
        success: 'Courier and tracking number saved.',
      },
      {
        // As stored: the number in capitals.
        onSuccess: () => setTrackingNumber(chosen.trackingNumber),
        onError: form.refused,
      },
    );
  };

  return {
    courier,
    setCourier: form.edit(setCourier),
    trackingNumber,
    setTrackingNumber: form.edit(setTrackingNumber),
    confirm,
    ...form.controls(action.isPending, () => readOrderTracking(courier, trackingNumber)),
  };
}
