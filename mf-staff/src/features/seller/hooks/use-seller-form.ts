import { useState } from 'react';
import type { SellerProfile } from 'shared/contracts';
import { useSaveSellerProfile } from '../api/seller-profile';
import {
  firstInvalidSellerField,
  readSellerForm,
  type SellerField,
  type SellerFormErrors,
  type SellerFormValues,
  sellerFormValues,
} from '../lib/seller-form';

/**
 * The seller form: starts from the saved row, checks every field with the database's rules before
 * sending, and keeps what was typed when the database refuses (its message is kept beside the
 * form). A save shows the row as saved and says so until the next edit.
 */
export function useSellerForm(profile: SellerProfile, focusField: (field: SellerField) => void) {
  const [values, setValues] = useState<SellerFormValues>(() => sellerFormValues(profile));
  const [errors, setErrors] = useState<SellerFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveSellerProfile();

  const setField = (field: SellerField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field] && !(field === 'state_code' && current.gstin)) return current;
      const next = { ...current };
      delete next[field];
      // The GSTIN's state-code message is about both fields.
      if (field === 'state_code') delete next.gstin;
      return next;
    });
    setServerError(null);
    setSaved(false);
  };

  const submit = () => {
    if (save.isPending) return;
    const read = readSellerForm(values);
    setSaved(false);
    setServerError(null);
    if (!read.ok) {
      setErrors(read.errors);
      const first = firstInvalidSellerField(read.errors);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    save.mutate(read.input, {
      onSuccess: (row) => {
        setValues(sellerFormValues(row));
        setSaved(true);
      },
      onError: (error) => setServerError(error instanceof Error ? error.message : String(error)),
    });
  };

  return { values, setField, errors, serverError, saved, submit, busy: save.isPending };
}
