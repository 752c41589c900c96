import { useState } from 'react';
import { useRefundOrder } from '../api/refund-order';
import { type RefundErrors, readRefund, refundPrefill } from '../lib/refund-input';
import { useCheckedConfirmation } from './use-checked-confirmation';

const NO_ERRORS: RefundErrors = { amount: null, reason: null };

/**
 * The refund form of one order: the amount (starting at all that is refundable) and the reason,
 * checked with the database's rules, then a confirmation holding the checked refund until staff
 * confirm or cancel. What was typed stays when the server refuses (its message is kept beside the
 * form); a refund made clears the reason and offers the new rest.
 */
export function useRefundForm(orderId: string, refundable: number) {
  const [amount, setAmount] = useState(() => refundPrefill(refundable));
  const [reason, setReason] = useState('');
  const form = useCheckedConfirmation<{ amount: number; reason: string }, RefundErrors>(NO_ERRORS);
  const refund = useRefundOrder(orderId);

  const confirm = () => {
    const request = form.take();
    if (!request) return;
    refund.mutate(
      { amount: request.amount, reason: request.reason },
      {
        onSuccess: (answer) => {
          setAmount(refundPrefill(answer.refundable));
          setReason('');
        },
        onError: form.refused,
      },
    );
  };

  return {
    amount,
    setAmount: form.edit(setAmount),
    reason,
    setReason: form.edit(setReason),
    confirm,
    ...form.controls(refund.isPending, () => readRefund(amount, reason, refundable)),
  };
}
