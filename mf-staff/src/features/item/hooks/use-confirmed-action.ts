import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffQueueKind } from 'shared/contracts';
import { type StaffAction, useStaffAction } from '../api/staff-actions';

/** Asks staff to confirm an action: the question, the confirming button's label, the action. */
export type Ask = (question: string, label: string, action: StaffAction) => void;

export interface PendingConfirmation {
  question: string;
  label: string;
  action: StaffAction;
}

/**
 * Staff actions on one item, each asked first: `ask` holds the action and its question until
 * staff confirm (it runs through `useStaffAction`: shown at once, undone if refused) or cancel;
 * `refusal` keeps the server's message of the last one refused.
 */
export function useConfirmedAction(kind: StaffQueueKind, id: string, listKey: QueryKey) {
  const action = useStaffAction(kind, id, listKey);
  const [confirming, setConfirming] = useState<PendingConfirmation | null>(null);

  const ask: Ask = (question, label, staffAction) => {
    action.reset();
    setConfirming({ question, label, action: staffAction });
  };
  const cancel = () => setConfirming(null);
  const confirm = () => {
    if (!confirming) return;
    action.mutate(confirming.action);
    setConfirming(null);
  };

  // The last refusal's message, until the next action is asked (a toast says it too).
  const refusal = action.error ? action.error.message : null;
  return { confirming, ask, confirm, cancel, busy: action.isPending, refusal };
}
