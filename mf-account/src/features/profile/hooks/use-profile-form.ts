import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMING, toast, useDebouncedValue, useSession } from 'shared';
import {
  digitsOnly,
  emptyAddress,
  findProfileSaveProblem,
  formCountry,
  PINCODE_MESSAGES,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  type ProfileFieldKey,
  type ProfileSaveProblem,
  saveFailedMessage,
} from 'shared/contracts';
import { usePincodeCheck, useProfileQuery } from 'shared/kit';
import { type ProfileInput, useUpsertProfile } from '../api/upsert-profile';

export type FieldKey = ProfileFieldKey;

export type PincodeStatus =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'validated'; serviceable: boolean; note: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string };

/** The form's draft of a profile: the country preselected (India unless another was saved). */
const toDraft = ({ name, phone, address }: ProfileInput): ProfileInput => ({
  name,
  phone,
  address: { ...address, country: formCountry(address.country) },
});

const emptyInput = (): ProfileInput => toDraft({ name: '', phone: '', address: emptyAddress() });

/**
 * State of the profile form: the draft, the PIN code lookup (after the 6th digit, 500 ms
 * debounce, filling city and state), the ordered save checks and the save itself.
 */
export function useProfileForm({ onSaved }: { onSaved?: () => void } = {}) {
  const userId = useSession((s) => s.user?.id ?? '');
  const query = useProfileQuery();
  const upsert = useUpsertProfile(userId);
  const [draft, setDraft] = useState<ProfileInput | null>(null);
  const [formError, setFormError] = useState<ProfileSaveProblem | null>(null);

  // The draft starts from the loaded profile once; edits are never overwritten by a background
  // refetch (Refresh resets it on purpose).
  const loaded = query.data?.profile;
  useEffect(() => {
    if (loaded && draft === null) setDraft(toDraft(loaded));
  }, [loaded, draft]);

  const values = draft ?? emptyInput();

  // Lookup only for a PIN the user typed, not for one loaded with the profile.
  const [typedPin, setTypedPin] = useState<string | null>(null);
  const debouncedPin = useDebouncedValue(typedPin, TIMING.pincodeDebounceMs);
  const settledPin = debouncedPin === typedPin ? debouncedPin : null;
  const lookup = usePincodeCheck(settledPin);
  const filledFrom = useRef<string | null>(null);
  useEffect(() => {
    if (!settledPin || !lookup.data?.valid) return;
    const stamp = `${settledPin}@${lookup.dataUpdatedAt}`;
    if (filledFrom.current === stamp) return;
    filledFrom.current = stamp;
    const { city, state } = lookup.data;
    setDraft((d) => {
      const base = d ?? emptyInput();
      return {
        ...base,
        // As looked up: a name over the limit would show its message, never be cut.
        address: { ...base.address, city, state },
      };
    });
  }, [settledPin, lookup.data, lookup.dataUpdatedAt]);

  const pincode: PincodeStatus = !typedPin
    ? { kind: 'idle' }
    : settledPin === null || lookup.isFetching
      ? { kind: 'checking' }
      : lookup.isError
        ? { kind: 'failed', message: PROFILE_MESSAGES.pincodeLookupFailed }
        : lookup.data?.valid
          ? { kind: 'validated', serviceable: lookup.data.isServiceAvailable, note: lookup.data.message }
          : lookup.data
            ? { kind: 'invalid', message: lookup.data.message || PINCODE_MESSAGES.invalid }
            : { kind: 'checking' };

  // Text is kept as typed or pasted, even past 50 characters: the field then shows its
  // over-limit message and Save refuses it, so nothing is lost and nothing over-long is stored.
  const setField = useCallback((key: FieldKey, raw: string) => {
    const value =
      key === 'phone'
        ? digitsOnly(raw, PROFILE_LIMITS.phone)
        : key === 'zip'
          ? digitsOnly(raw, PROFILE_LIMITS.zip)
          : raw;
    if (key === 'zip') setTypedPin(value.length === PROFILE_LIMITS.zip ? value : null);
    setFormError((e) => (e?.field === key ? null : e));
    setDraft((d) => {
      const base = d ?? emptyInput();
      if (key === 'name' || key === 'phone') return { ...base, [key]: value };
      return { ...base, address: { ...base.address, [key]: value } };
    });
  }, []);

  /**
   * Runs the ordered checks of docs/product.md#profile-and-pin-codes, then saves. Resolves to
   * whether the profile was saved.
   */
  const save = useCallback(async (): Promise<boolean> => {
    const problem = findProfileSaveProblem(draft);
    if (problem) {
      setFormError(problem);
      return false;
    }
    setFormError(null);
    if (!userId) {
      toast.error(PROFILE_MESSAGES.notAuthenticated);
      return false;
    }
    try {
      const saved = await upsert.mutateAsync(values);
      setDraft(toDraft(saved.profile));
      toast.success(PROFILE_MESSAGES.saved);
      onSaved?.();
      return true;
    } catch (error) {
      toast.error(saveFailedMessage(error instanceof Error ? error.message : String(error)));
      return false;
    }
  }, [draft, values, userId, upsert, onSaved]);

  /** Refresh: reload from the server and drop unsaved edits. */
  const refresh = useCallback(async () => {
    setFormError(null);
    setTypedPin(null);
    const result = await query.refetch();
    const p = result.data?.profile;
    if (p) setDraft(toDraft(p));
  }, [query]);

  /** Page Cancel: back to the saved values. */
  const reset = useCallback(() => {
    setFormError(null);
    setTypedPin(null);
    setDraft(loaded ? toDraft(loaded) : null);
  }, [loaded]);

  return {
    query,
    values,
    email: query.data?.profile.email ?? '',
    serverPendingEmail: query.data?.pendingEmail ?? null,
    setField,
    pincode,
    formError,
    save,
    saving: upsert.isPending,
    refresh,
    reset,
  };
}

export type ProfileFormState = ReturnType<typeof useProfileForm>;
