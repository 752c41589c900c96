import { useSession } from 'shared';
import type { DiscountResult } from 'shared/contracts';
import { create } from 'zustand';
import { forgetSavedCode, readSavedCode, SAVED_DISCOUNT_KEY, saveCode } from './saved-code';

interface DiscountState {
  /** The valid code applied to the cart, or null (states: none / entry / applied). */
  applied: DiscountResult | null;
  /** The cart subtotal the server priced the code against (revalidated when it changes). */
  validatedFor: number | null;
  /**
   * A code kept from an earlier page (reload, another tab) that the server has not confirmed
   * yet on this page: only the code is kept, never its amount (`useSavedDiscountRestore`).
   */
  restoring: string | null;
  apply(result: DiscountResult, subtotal: number): void;
  clear(): void;
}

/**
 * The applied discount code. The server re-checks it at order time; the code alone is kept in
 * localStorage for the signed-in user, so it survives a reload and a new tab until the user
 * changes it, the order is placed, or the server says it is no longer valid.
 * Cleared on user change, on an invalid answer, on an error and after an order.
 */
export const useDiscount = create<DiscountState>((set) => ({
  applied: null,
  validatedFor: null,
  restoring: null,
  apply: (applied, validatedFor) => {
    const userId = useSession.getState().user?.id;
    if (userId) saveCode(userId, applied.discountCode);
    set({ applied, validatedFor, restoring: null });
  },
  clear: () => {
    forgetSavedCode();
    set({ applied: null, validatedFor: null, restoring: null });
  },
}));

/** Picks up the code kept for `userId`, to be confirmed by the server before it counts. */
export function restoreSavedCode(userId: string | undefined): void {
  if (!userId) return;
  const code = readSavedCode(userId);
  const { applied, restoring } = useDiscount.getState();
  if (code && !applied && !restoring) useDiscount.setState({ restoring: code });
}

// The code is dropped when the user changes (docs/product.md#discount-codes): sign-out, or another
// account signing in. The session being read at start (no user yet -> the user) is no change: the
// kept code of that user comes back.
useSession.subscribe((state, previous) => {
  if (state.user?.id === previous.user?.id) return;
  if (previous.user) useDiscount.getState().clear();
  restoreSavedCode(state.user?.id);
});
// This remote often loads after the session was read.
restoreSavedCode(useSession.getState().user?.id);

// Another tab changed the code: removed there is removed here; a new one is checked again.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key !== SAVED_DISCOUNT_KEY) return;
  const userId = useSession.getState().user?.id;
  const code = userId ? readSavedCode(userId) : null;
  const { applied, restoring } = useDiscount.getState();
  if (!code) {
    if (applied || restoring) useDiscount.setState({ applied: null, validatedFor: null, restoring: null });
  } else if (code !== (applied?.discountCode ?? restoring)) {
    useDiscount.setState({ applied: null, validatedFor: null, restoring: code });
  }
});
