import { useSession } from 'shared';
import type { DiscountResult } from 'shared/contracts';
import { create } from 'zustand';

interface DiscountState {
  /** The valid code applied to the cart, or null (spec states: none / entry / applied). */
  applied: DiscountResult | null;
  /** The cart subtotal the server priced the code against (revalidated when it changes). */
  validatedFor: number | null;
  apply(result: DiscountResult, subtotal: number): void;
  clear(): void;
}

/**
 * The applied discount code, held client-side only (the server re-checks it at order time).
 * Cleared on user change, on an invalid answer, on an error and after an order.
 */
export const useDiscount = create<DiscountState>((set) => ({
  applied: null,
  validatedFor: null,
  apply: (applied, validatedFor) => set({ applied, validatedFor }),
  clear: () => set({ applied: null, validatedFor: null }),
}));

// Spec: 'Cleared on user change' (sign-out, or another account signing in).
useSession.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) useDiscount.getState().clear();
});
