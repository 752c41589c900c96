import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMING, toast, useDebouncedValue, useSession } from 'shared';
import {
  digitsOnly,
  emptyAddress,
  limitText,
  PINCODE_MESSAGES,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  type ProfileAddress,
  saveFailedMessage,
  validateProfileForSave,
} from 'shared/contracts';
import { usePincodeCheck, useProfileQuery } from 'shared/kit';
import { type ProfileInput, useUpsertProfile } from '../api/upsert-profile';

export type FieldKey = 'name' | 'phone' | keyof ProfileAddress;

/** Which field each save-check message points at (focused and marked invalid). */
const MESSAGE_FIELD: Record<string, FieldKey> = {
  [PROFILE_MESSAGES.phoneDigits]: 'phone',
  [PROFILE_MESSAGES.zipDigits]: 'zip',
  [PROFILE_MESSAGES.nameRequired]: 'name',
  [PROFILE_MESSAGES.line1Required]: 'line1',
  [PROFILE_MESSAGES.cityRequired]: 'city',
  [PROFILE_MESSAGES.stateRequired]: 'state',
  [PROFILE_MESSAGES.zipRequired]: 'zip',
  [PROFILE_MESSAGES.countryRequired]: 'country',
};

export type PincodeStatus =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'validated'; serviceable: boolean; note: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string };

const emptyInput = (): ProfileInput => ({ name: '', phone: '', address: emptyAddress() });

/**
 * State of the profile form: the draft, the PIN code lookup (after the 6th digit, 500 ms
 * debounce, filling city and state), the ordered save checks and the save itself.
 */
export function useProfileForm({ onSaved }: { onSaved?: () => void } = {}) {
  const userId = useSession((s) => s.user?.id ?? '');
  const query = useProfileQuery();
  const upsert = useUpsertProfile(userId);
  const [draft, setDraft] = useState<ProfileInput | null>(null);
  const [formError, setFormError] = useState<{ message: string; field: FieldKey | null } | null>(null);

  // The draft starts from the loaded profile once; edits are never overwritten by a background
  // refetch (Refresh resets it on purpose).
  const loaded = query.data?.profile;
  useEffect(() => {
    if (loaded && draft === null)
      setDraft({ name: loaded.name, phone: loaded.phone, address: loaded.address });
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
        address: { ...base.address, city: limitText(city), state: limitText(state) },
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

  const setField = useCallback((key: FieldKey, raw: string) => {
    const value =
      key === 'phone'
        ? digitsOnly(raw, PROFILE_LIMITS.phone)
        : key === 'zip'
          ? digitsOnly(raw, PROFILE_LIMITS.zip)
          : limitText(raw, PROFILE_LIMITS.text);
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
    const problem = validateProfileForSave(draft);
    if (problem) {
      setFormError({ message: problem, field: MESSAGE_FIELD[problem] ?? null });
      return false;
    }
    setFormError(null);
    if (!userId) {
      toast.error(PROFILE_MESSAGES.notAuthenticated);
      return false;
    }
    try {
      const saved = await upsert.mutateAsync(values);
      setDraft({ name: saved.profile.name, phone: saved.profile.phone, address: saved.profile.address });
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
    if (p) setDraft({ name: p.name, phone: p.phone, address: p.address });
  }, [query]);

  /** Page Cancel: back to the saved values. */
  const reset = useCallback(() => {
    setFormError(null);
    setTypedPin(null);
    setDraft(loaded ? { name: loaded.name, phone: loaded.phone, address: loaded.address } : null);
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
