import { useCallback, useRef, useState } from 'react';
import {
  emptyRepairForm,
  firstInvalidRepairField,
  REPAIR_FIELDS,
  type RepairField,
  type RepairFormValues,
  validateRepairField,
  validateRepairForm,
} from 'shared/contracts';
import { clearRepairDraft, readRepairDraft, writeRepairDraft } from '../lib/draft';

type Errors = Partial<Record<RepairField, string>>;
type Touched = Partial<Record<RepairField, boolean>>;

/** Scrolls a control into view and focuses it (the first invalid field: docs/product.md#repair-requests). */
export function focusControl(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  element.focus({ preventScroll: true });
}

/**
 * The repair form's values, per-field errors and draft (docs/product.md#repair-requests): a field
 * is validated on blur, then on every change once touched; values are saved as the draft as typed.
 */
export function useRepairForm() {
  const [values, setValues] = useState<RepairFormValues>(() => readRepairDraft() ?? emptyRepairForm());
  const [touched, setTouched] = useState<Touched>({});
  const [errors, setErrors] = useState<Errors>({});
  const controls = useRef<Partial<Record<RepairField, HTMLElement | null>>>({});

  const setField = useCallback(
    (field: RepairField, value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
      writeRepairDraft(next);
      if (touched[field])
        setErrors((e) => ({ ...e, [field]: validateRepairField(field, next) ?? undefined }));
    },
    [values, touched],
  );

  const blurField = useCallback(
    (field: RepairField) => {
      setTouched((t) => ({ ...t, [field]: true }));
      setErrors((e) => ({ ...e, [field]: validateRepairField(field, values) ?? undefined }));
    },
    [values],
  );

  /** Validates everything; on failure shows every error and focuses the first invalid field. */
  const validateAll = useCallback((): boolean => {
    const all = validateRepairForm(values);
    setTouched(Object.fromEntries(REPAIR_FIELDS.map((f) => [f, true])));
    setErrors(all);
    const first = firstInvalidRepairField(all);
    if (first) focusControl(controls.current[first]);
    return first === null;
  }, [values]);

  /** After a successful submission: empty form, no errors, no draft. */
  const reset = useCallback(() => {
    setValues(emptyRepairForm());
    setTouched({});
    setErrors({});
    clearRepairDraft();
  }, []);

  const controlRef = useCallback(
    (field: RepairField) => (element: HTMLElement | null) => {
      controls.current[field] = element;
    },
    [],
  );

  return { values, errors, setField, blurField, validateAll, reset, controlRef };
}
