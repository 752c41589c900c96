import { useState } from 'react';
import { STOCK_MESSAGES, stockAdjustmentInputSchema } from 'shared/contracts';
import { type StockAnswer, useAdjustStock } from '../api/products';

export type StockField = 'delta' | 'reason';

/** Text as a whole number of units; anything else is NaN (the schema's message says why). */
const units = (text: string): number => {
  const t = text
    .trim()
    .replace(/^\+/, '')
    .replace(/\u2212/g, '-');
  return /^-?[0-9]+$/.test(t) ? Number(t) : Number.NaN;
};

/**
 * The 'Adjust stock' form: units to add (positive) or take away (negative) and why, checked with
 * `stockAdjustmentInputSchema`; the answer says from how many units to how many.
 */
export function useStockForm(productId: string, focusField: (field: StockField) => void) {
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<StockField, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [result, setResult] = useState<StockAnswer | null>(null);
  const adjust = useAdjustStock(productId);

  const edit = (field: StockField, value: string) => {
    if (field === 'delta') setDelta(value);
    else setReason(value);
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
    setServerError(null);
    setResult(null);
  };

  const submit = () => {
    if (adjust.isPending) return;
    setResult(null);
    setServerError(null);
    const parsed = stockAdjustmentInputSchema.safeParse({ delta: units(delta), reason: reason.trim() });
    if (!parsed.success) {
      const next: Partial<Record<StockField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'delta' || field === 'reason') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      focusField(next.delta ? 'delta' : 'reason');
      return;
    }
    setErrors({});
    adjust.mutate(parsed.data, {
      onSuccess: (answer) => {
        setResult(answer);
        setDelta('');
        setReason('');
      },
      onError: (error) => {
        const message = error instanceof Error ? error.message : String(error);
        setServerError(message);
        if (message === STOCK_MESSAGES.belowZero || message === STOCK_MESSAGES.delta)
          setErrors({ delta: message });
        if (message === STOCK_MESSAGES.reason) setErrors({ reason: message });
      },
    });
  };

  return { delta, reason, edit, errors, serverError, result, submit, busy: adjust.isPending };
}
