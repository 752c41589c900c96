import { useState } from 'react';
import { useRefundOrder } from '../api/refund-order';
import { type RefundErrors, readRefund, refundPrefill } from '../lib/refund-input';

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
  const [errors, setErrors] = useState<RefundErrors>(NO_ERRORS);
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ amount: number; reason: string } | null>(null);
  const refund = useRefundOrder(orderId);

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setServerError(null);
  };

  /** Checks what was typed and asks for confirmation, or shows why it cannot be sent. */
  const submit = () => {
    const read = readRefund(amount, reason, refundable);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors(NO_ERRORS);
    setServerError(null);
    setConfirming({ amount: read.amount, reason: read.reason });
  };

  const cancel = () => setConfirming(null);

  const confirm = () => {
    if (!confirming) return;
    const request = confirming;
    setConfirming(null);
    refund.mutate(request, {
      onSuccess: (answer) => {
        setAmount(refundPrefill(answer.refundable));
        setReason('');
      },
      onError: (error) => setServerError(error instanceof Error ? error.message : String(error)),
    });
  };

  return {
    amount,
    setAmount: edit(setAmount),
    reason,
    setReason: edit(setReason),
    errors,
    serverError,
    confirming,
    submit,
    cancel,
    confirm,
    busy: refund.isPending,
  };
}
