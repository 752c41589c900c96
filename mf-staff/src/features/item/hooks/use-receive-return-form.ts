import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { ITEM_KIND_LABELS, type StaffReturnItem } from 'shared/contracts';
import { receiveReturn } from '../api/receive-return';
import { movedText, transitionPatch, useStaffAction } from '../api/staff-actions';
import { type ResellableChoice, readResellable } from '../lib/return-item';
import { useCheckedConfirmation } from './use-checked-confirmation';

const NO_ERRORS = { resellable: null };

/**
 * Receiving a picked-up return or replacement (`staff_receive_return`): staff must say whether the
 * unit can be sold again (its units go back to stock), then confirm; the remark typed above goes
 * with it. Saved as the other staff actions are (`useStaffAction`: shown at once, put back if
 * refused, the history read again); the server's refusal stays beside the form.
 */
export function useReceiveReturnForm(
  request: StaffReturnItem,
  listKey: QueryKey,
  remark: string | null,
  onDone: () => void,
) {
  const [choice, setChoice] = useState<ResellableChoice>('');
  const form = useCheckedConfirmation<
    { resellable: boolean; remark: string | null },
    { resellable: string | null }
  >(NO_ERRORS);
  const action = useStaffAction('return', request.id, listKey);

  const confirm = () => {
    const chosen = form.take();
    if (!chosen) return;
    action.mutate(
      {
        run: () => receiveReturn(request.id, chosen.resellable, chosen.remark),
        patch: { ...transitionPatch('return', 'received', chosen.remark), resellable: chosen.resellable },
        success: movedText(ITEM_KIND_LABELS.return, 'received'),
      },
      { onSuccess: onDone, onError: form.refused },
    );
  };

  return {
    choice,
    setChoice: form.edit((value) => setChoice(value === 'yes' || value === 'no' ? value : '')),
    confirm,
    ...form.controls(action.isPending, () => {
      const read = readResellable(choice);
      return read.ok ? { ...read, remark } : read;
    }),
  };
}
