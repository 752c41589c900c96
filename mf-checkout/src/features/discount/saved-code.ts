/**
 * The applied discount code kept across reloads and tabs: localStorage, per user, code only.
 * The amount is never kept: the server prices the code again on every page that shows it.
 * Storage failures (privacy modes) leave the code in memory only.
 */
export const SAVED_DISCOUNT_KEY = 'checkout-discount-code';

/** A kept code older than this is forgotten (a stale code is rechecked anyway). */
export const SAVED_DISCOUNT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface Saved {
  userId: string;
  code: string;
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function saveCode(userId: string, code: string, now = Date.now()): void {
  try {
    storage()?.setItem(SAVED_DISCOUNT_KEY, JSON.stringify({ userId, code, savedAt: now } satisfies Saved));
  } catch {
    // memory only
  }
}

export function forgetSavedCode(): void {
  try {
    storage()?.removeItem(SAVED_DISCOUNT_KEY);
  } catch {
    // memory only
  }
}

/** The code kept for `userId`, if it is recent; anything else (another user, junk) is dropped. */
export function readSavedCode(userId: string, now = Date.now()): string | null {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(SAVED_DISCOUNT_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let saved: Partial<Saved> | null = null;
  try {
    saved = JSON.parse(raw) as Partial<Saved>;
  } catch {
    saved = null;
  }
  const fresh =
    saved &&
    typeof saved.code === 'string' &&
    saved.code.trim() !== '' &&
    typeof saved.savedAt === 'number' &&
    now - saved.savedAt >= 0 &&
    now - saved.savedAt < SAVED_DISCOUNT_MAX_AGE_MS;
  if (!fresh || saved?.userId !== userId) {
    forgetSavedCode();
    return null;
  }
  return (saved as Saved).code;
}
