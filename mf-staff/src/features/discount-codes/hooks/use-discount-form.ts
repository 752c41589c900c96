import { useState } from 'react';
import type { StaffDiscountCodeRow } from 'shared/contracts';
import { useSaveDiscountCode } from '../api/discount-codes';
import {
  type DiscountField,
  type DiscountFormErrors,
  type DiscountFormValues,
  discountFormValues,
  emptyDiscountForm,
  firstInvalidDiscountField,
  readDiscountForm,
} from '../lib/discount-form';

/**
 * The discount-code form: a new code (`row` null) or a stored one, checked with the database's
 * rules before sending; a refusal is kept beside the form with everything typed; `onSaved` runs
 * with the stored code when the database took it.
 */
export function useDiscountForm(
  row: StaffDiscountCodeRow | null,
  focusField: (field: DiscountField) => void,
  onSaved: (code: string) => void,
) {
  const isNew = row === null;
  const [values, setValues] = useState<DiscountFormValues>(() =>
    row ? discountFormValues(row) : emptyDiscountForm(),
  );
  const [errors, setErrors] = useState<DiscountFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveDiscountCode();

  const setValue = <K extends keyof DiscountFormValues>(key: K, value: DiscountFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      // The type decides what the value means; the window's message is about both ends.
      const touched: string[] =
        key === 'discount_type'
          ? ['value', 'max_discount']
          : key === 'starts_at'
            ? ['starts_at', 'ends_at']
            : [key];
      if (!touched.some((f) => current[f as DiscountField])) return current;
      const next = { ...current };
      for (const f of touched) delete next[f as DiscountField];
      return next;
    });
    setServerError(null);
  };

  const submit = () => {
    if (save.isPending) return;
    const read = readDiscountForm(values, isNew);
    setServerError(null);
    if (!read.ok) {
      setErrors(read.errors);
      const first = firstInvalidDiscountField(read.errors);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    save.mutate(read.input, {
      onSuccess: (code) => onSaved(code),
      onError: (error) => setServerError(error instanceof Error ? error.message : String(error)),
    });
  };

  return { values, setValue, errors, serverError, submit, busy: save.isPending, isNew };
}
